import { Plus, TrendingUp } from "lucide-react";
import { POSITION_MESSAGES, type Position } from "@shared/positions";
import { Alert, AlertDescription } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { Skeleton } from "@/components/ui/skeleton";
import { ManageList } from "@/features/admin-positions/components/manage-list";
import type { PositionQueryHolder } from "@/features/admin-positions/components/position-filters";
import { useDeletePositionAsAdmin } from "@/features/admin-positions/hooks/use-delete-position-as-admin";

/** The mobile admin confirms with the browser's own dialog. */
export const DELETE_POSITION_QUESTION = "Are you sure you want to delete this position?";

interface PositionsTabProps {
  positions: Position[] | undefined;
  failed: boolean;
  /** The search, filters and page, held by the panel: the editor replaces this tab, and the admin comes back to them. */
  query: PositionQueryHolder;
  onCreate: () => void;
  onEdit: (position: Position) => void;
}

/** Mobile Positions tab: every trade, searched, filtered and paged, with its actions; or the empty state. */
export function PositionsTab({ positions, failed, query, onCreate, onEdit }: PositionsTabProps) {
  const { deletePosition } = useDeletePositionAsAdmin();
  if (failed) {
    return (
      <Alert variant="destructive">
        <AlertDescription>{POSITION_MESSAGES.fetchFailed}</AlertDescription>
      </Alert>
    );
  }
  if (!positions) return <Skeleton className="h-64" />;

  function confirmDelete(position: Position) {
    if (!window.confirm(DELETE_POSITION_QUESTION)) return;
    deletePosition(position);
  }

  return (
    <div className="flex flex-col gap-4">
      <div className="flex items-start justify-between gap-3">
        <div>
          <h2 className="text-lg font-semibold">Trading Positions</h2>
          <p className="text-sm text-muted-foreground">Publish, manage and close your trades</p>
        </div>
        <Button size="sm" onClick={onCreate}>
          <Plus aria-hidden />
          Add Position
        </Button>
      </div>
      {positions.length === 0 ? (
        <div className="flex flex-col items-center gap-3 rounded-xl border border-dashed p-8 text-center">
          <TrendingUp className="size-8 text-muted-foreground" aria-hidden />
          <h3 className="font-semibold">No Positions Yet</h3>
          <p className="text-sm text-muted-foreground">
            Create your first trading position to start sharing signals with your subscribers.
          </p>
          <Button onClick={onCreate}>Create First Position</Button>
        </div>
      ) : (
        <ManageList positions={positions} query={query} onEdit={onEdit} onDelete={confirmDelete} />
      )}
    </div>
  );
}
