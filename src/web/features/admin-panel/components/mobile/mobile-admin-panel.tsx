import { LogOut } from "lucide-react";
import { useSignOut } from "@/features/auth/hooks/use-sign-out";
import { NO_VALUE } from "@shared/format";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { PageLoader } from "@/components/page-loader";
import { Skeleton } from "@/components/ui/skeleton";
import { MobilePositionEditor } from "@/features/admin-positions/components/mobile-position-editor";
import { AdminTabs, areaTabs } from "@/features/admin-panel/components/admin-tabs";
import { OverviewTab } from "@/features/admin-panel/components/mobile/overview-tab";
import { PositionsTab } from "@/features/admin-positions/components/positions-tab";
import { usePositionQueryHolder } from "@/features/admin-positions/components/position-filters";
import { useAdminTab } from "@/features/admin-panel/hooks/use-admin-tab";
import { NEW_POSITION, useEditorParam } from "@/features/admin-positions/hooks/use-editor-param";
import { ALL_POSITIONS, countByStatus } from "@/features/admin-positions/lib/position-lists";
import { useSession } from "@/features/auth/hooks/use-session";
import { usePerformance } from "@/features/positions/api/get-performance";
import { usePositions } from "@/features/positions/api/get-positions";

const TABS = ["overview", "positions", "users", "support", "insights", "settings"] as const;

/** Mobile admin panel (under 768 px): six tabs, and the position editor in their place while open. */
export function MobileAdminPanel() {
  const { user } = useSession();
  const signOut = useSignOut();
  const [tab, selectTab] = useAdminTab(TABS, "overview");
  // The editor takes the panel's place, unmounting the Positions tab: the admin's search is held here so that it
  // survives an edit. Another tab starts afresh, as on the desktop.
  const positionQuery = usePositionQueryHolder();
  const [, setPositionQuery] = positionQuery;
  const setTab = (next: string) => {
    if (next !== tab) setPositionQuery(ALL_POSITIONS);
    selectTab(next);
  };
  const positions = usePositions();
  const editor = useEditorParam();
  const record = usePerformance();
  const counts = countByStatus(positions.data ?? []);
  // A dash only when the figure could not load; while it loads, a placeholder (docs/product.md#metrics: "—" means no
  // data).
  const count = (query: { data?: unknown; isError: boolean }, value: () => number) =>
    query.data ? value() : query.isError ? NO_VALUE : <Skeleton className="mt-1 h-6 w-8" />;

  if (editor.editing) {
    const position = positions.data?.find((candidate) => candidate.id === editor.editing);
    if (editor.editing !== NEW_POSITION && !position) {
      return positions.isPending ? <PageLoader label="Loading" /> : <EditorGone onBack={editor.close} />;
    }
    return (
      <MobilePositionEditor
        key={editor.editing}
        position={position}
        onDone={() => {
          editor.close();
          window.scrollTo({ top: 0 });
        }}
      />
    );
  }

  const create = () => editor.open(NEW_POSITION);
  return (
    <div className="flex flex-col gap-4">
      <header className="flex flex-col gap-3">
        <div className="flex items-start justify-between gap-2">
          <div className="flex flex-col gap-1">
            <Badge variant="gain">ADMIN</Badge>
            <h1 className="text-2xl font-bold tracking-tight">Welcome, {user?.firstName}!</h1>
          </div>
          <Button variant="ghost" size="icon" aria-label="Log out" onClick={signOut}>
            <LogOut aria-hidden />
          </Button>
        </div>
        <dl className="grid grid-cols-2 gap-2">
          <div className="rounded-lg border bg-card px-3 py-2">
            <dt className="text-xs text-muted-foreground">Active</dt>
            <dd className="tabular text-xl font-bold">{count(positions, () => counts.active)}</dd>
          </div>
          <div className="rounded-lg border bg-card px-3 py-2">
            <dt className="text-xs text-muted-foreground">Closed</dt>
            {/* Counted as the track record counts them (docs/product.md#statistics), as the Overview below. */}
            <dd className="tabular text-xl font-bold">{count(record, () => record.data?.overall.closed ?? 0)}</dd>
          </div>
        </dl>
      </header>
      <AdminTabs
        compact
        value={tab}
        onValueChange={setTab}
        tabs={[
          {
            value: "overview",
            label: "Overview",
            content: <OverviewTab onCreate={create} onOpenTab={setTab} />,
          },
          {
            value: "positions",
            label: "Positions",
            content: (
              <PositionsTab
                positions={positions.data}
                failed={positions.isError}
                query={positionQuery}
                onCreate={create}
                onEdit={(position) => editor.open(position.id)}
              />
            ),
          },
          ...areaTabs({ showRole: false }),
        ]}
      />
    </div>
  );
}

/** The address names a position that is gone (deleted meanwhile, or a stale link). */
function EditorGone({ onBack }: { onBack: () => void }) {
  return (
    <div className="flex flex-col items-start gap-3">
      <h1 className="text-2xl font-bold tracking-tight">Position not found</h1>
      <p className="text-sm text-muted-foreground">It may have been deleted.</p>
      <Button variant="outline" onClick={onBack}>
        Back to the panel
      </Button>
    </div>
  );
}
