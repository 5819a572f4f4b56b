import { Download, Search } from "lucide-react";
import { useId, useState, type ComponentProps, type FormEvent } from "react";
import {
  ADMIN_ACTIONS,
  ADMIN_ACTION_LABELS,
  ADMIN_LOG_DEFAULT_LIMIT,
  ADMIN_LOG_MESSAGES,
  type AdminAction,
  type AdminLogQuery,
} from "@shared/admin-log";
import { formatCount } from "@shared/format";
import { ChoiceFilter, FilterField } from "@/components/choice-select";
import { PageLoader } from "@/components/page-loader";
import { Alert, AlertDescription } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { useExportAdminLog } from "@/features/admin-settings/api/export-admin-log";
import { useAdminLog } from "@/features/admin-settings/api/get-admin-log";
import { AdminLogEntryCard } from "@/features/admin-settings/components/admin-log-entry";
import { userFacingMessage } from "@/lib/api-client";
import { AdminToolHeader } from "@/features/admin-settings/components/admin-tool-header";
import { usePageMeta } from "@/lib/use-page-meta";

type Filters = Required<Pick<AdminLogQuery, "admin" | "target" | "text" | "from" | "to">> & {
  action: AdminAction | "";
};
const NO_FILTERS: Filters = { admin: "", action: "", target: "", text: "", from: "", to: "" };

/** The admin log (docs/admin-panel.md#admin-log): searched on the server, a page at a time, exported as CSV. */
export function AdminLogPage() {
  usePageMeta({ title: "Admin log", description: "Every admin action: who, when, from where and what changed." });
  const id = useId();
  const [draft, setDraft] = useState<Filters>(NO_FILTERS);
  const [filters, setFilters] = useState<Filters>(NO_FILTERS);
  const [offset, setOffset] = useState(0);
  const log = useAdminLog({ ...filters, offset, limit: ADMIN_LOG_DEFAULT_LIMIT });
  const exporting = useExportAdminLog();
  const textFilter = (key: Exclude<keyof Filters, "action">, label: string, input: ComponentProps<typeof Input>) => (
    <FilterField id={`${id}-${key}`} label={label}>
      <Input
        id={`${id}-${key}`}
        value={draft[key]}
        onChange={(event) => setDraft({ ...draft, [key]: event.target.value })}
        {...input}
      />
    </FilterField>
  );
  const search = (event: FormEvent) => {
    event.preventDefault();
    setFilters(draft);
    setOffset(0);
  };
  const total = log.data?.total ?? 0;
  const entries = log.data?.entries ?? [];

  return (
    <div className="space-y-6">
      <AdminToolHeader
        title="Admin log"
        description="Every admin action: who, when, from where and what changed."
        actions={
          <Button variant="outline" size="sm" onClick={() => exporting.mutate(filters)} disabled={exporting.isPending}>
            <Download aria-hidden />
            Export CSV
          </Button>
        }
      />

      <form
        role="search"
        aria-label="Search the admin log"
        onSubmit={search}
        className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3"
      >
        {textFilter("admin", "Admin", { placeholder: "Name or email" })}
        <ChoiceFilter
          label="Action"
          value={draft.action}
          choices={ADMIN_ACTIONS.map((action) => [action, ADMIN_ACTION_LABELS[action]] as const)}
          noneLabel="All actions"
          onChange={(action) => setDraft({ ...draft, action })}
        />
        {textFilter("target", "Target", { placeholder: "Member email, instrument or id" })}
        {textFilter("text", "Text", { placeholder: "Anything the entry says" })}
        <div className="grid grid-cols-2 gap-3">
          {textFilter("from", "From", { type: "date" })}
          {textFilter("to", "To", { type: "date" })}
        </div>
        <div className="flex items-end">
          <Button type="submit" className="w-full sm:w-auto">
            <Search aria-hidden />
            Search
          </Button>
        </div>
      </form>

      {exporting.isError && (
        <Alert variant="destructive">
          <AlertDescription>{userFacingMessage(exporting.error, ADMIN_LOG_MESSAGES.exportFailed)}</AlertDescription>
        </Alert>
      )}
      {log.isPending && <PageLoader label="Loading the admin log" />}
      {log.isError && (
        <Alert variant="destructive">
          <AlertDescription>{userFacingMessage(log.error, ADMIN_LOG_MESSAGES.fetchFailed)}</AlertDescription>
        </Alert>
      )}
      {log.data && (
        <p className="text-sm text-muted-foreground" aria-live="polite">
          {total === 0 ? "No entries match." : `${formatCount(total)} ${total === 1 ? "entry" : "entries"}`}
        </p>
      )}
      {entries.length > 0 && (
        <ul aria-label="Admin log entries" className="flex flex-col gap-3">
          {entries.map((entry) => (
            <li key={entry.id}>
              <AdminLogEntryCard entry={entry} />
            </li>
          ))}
        </ul>
      )}
      {total > ADMIN_LOG_DEFAULT_LIMIT && (
        <nav aria-label="Pages" className="flex items-center justify-between gap-3">
          <Button
            variant="outline"
            size="sm"
            disabled={offset === 0}
            onClick={() => setOffset(Math.max(0, offset - ADMIN_LOG_DEFAULT_LIMIT))}
          >
            Newer
          </Button>
          <span className="text-sm text-muted-foreground">
            {formatCount(offset + 1)}–{formatCount(Math.min(total, offset + entries.length))} of {formatCount(total)}
          </span>
          <Button
            variant="outline"
            size="sm"
            disabled={offset + ADMIN_LOG_DEFAULT_LIMIT >= total}
            onClick={() => setOffset(offset + ADMIN_LOG_DEFAULT_LIMIT)}
          >
            Older
          </Button>
        </nav>
      )}
    </div>
  );
}
