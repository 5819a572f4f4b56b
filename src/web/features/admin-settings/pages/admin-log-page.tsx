import { ArrowLeft, Download, Search } from "lucide-react";
import { useId, useState, type FormEvent } from "react";
import { Link } from "react-router";
import {
  ADMIN_ACTIONS,
  ADMIN_ACTION_LABELS,
  ADMIN_LOG_DEFAULT_LIMIT,
  ADMIN_LOG_MESSAGES,
  type AdminAction,
  type AdminLogQuery,
} from "@shared/admin-log";
import { formatCount } from "@shared/format";
import { PAGE_PATHS } from "@shared/pages";
import { PageLoader } from "@/components/page-loader";
import { Alert, AlertDescription } from "@/components/ui/alert";
import { Button, buttonVariants } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "@/components/ui/select";
import { useExportAdminLog } from "@/features/admin-settings/api/export-admin-log";
import { useAdminLog } from "@/features/admin-settings/api/get-admin-log";
import { AdminLogEntryCard } from "@/features/admin-settings/components/admin-log-entry";
import { userFacingMessage } from "@/lib/api-client";
import { cn } from "@/lib/cn";
import { usePageMeta } from "@/lib/use-page-meta";

type Filters = Required<Pick<AdminLogQuery, "admin" | "target" | "text" | "from" | "to">> & {
  action: AdminAction | "";
};
const NO_FILTERS: Filters = { admin: "", action: "", target: "", text: "", from: "", to: "" };
/** A listbox item cannot have an empty value, so "All" travels as this and means no filter. */
const ALL = "all";

/** The admin log (docs/admin-panel.md#admin-log): searched on the server, a page at a time, exported as CSV. */
export function AdminLogPage() {
  usePageMeta({ title: "Admin log", description: "Every admin action: who, when, from where and what changed." });
  const id = useId();
  const [draft, setDraft] = useState<Filters>(NO_FILTERS);
  const [filters, setFilters] = useState<Filters>(NO_FILTERS);
  const [offset, setOffset] = useState(0);
  const log = useAdminLog({ ...filters, offset, limit: ADMIN_LOG_DEFAULT_LIMIT });
  const exporting = useExportAdminLog();
  const field = (key: Exclude<keyof Filters, "action">) => ({
    id: `${id}-${key}`,
    value: draft[key],
    onChange: (event: { target: { value: string } }) => setDraft({ ...draft, [key]: event.target.value }),
  });
  const search = (event: FormEvent) => {
    event.preventDefault();
    setFilters(draft);
    setOffset(0);
  };
  const total = log.data?.total ?? 0;
  const entries = log.data?.entries ?? [];

  return (
    <div className="space-y-6">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          <h1 className="text-2xl font-semibold tracking-tight">Admin log</h1>
          <p className="text-sm text-muted-foreground">Every admin action: who, when, from where and what changed.</p>
        </div>
        <div className="flex flex-wrap gap-2">
          <Button variant="outline" size="sm" onClick={() => exporting.mutate(filters)} disabled={exporting.isPending}>
            <Download aria-hidden />
            Export CSV
          </Button>
          <Link to={PAGE_PATHS.admin} className={cn(buttonVariants({ variant: "outline", size: "sm" }))}>
            <ArrowLeft aria-hidden />
            Back to admin
          </Link>
        </div>
      </div>

      <form
        role="search"
        aria-label="Search the admin log"
        onSubmit={search}
        className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3"
      >
        <div className="flex min-w-0 flex-col gap-1.5">
          <Label htmlFor={`${id}-admin`}>Admin</Label>
          <Input {...field("admin")} placeholder="Name or email" />
        </div>
        <div className="flex min-w-0 flex-col gap-1.5">
          <Label htmlFor={`${id}-action`}>Action</Label>
          <Select
            value={draft.action || ALL}
            onValueChange={(action) =>
              setDraft({ ...draft, action: ADMIN_ACTIONS.find((known) => known === action) ?? "" })
            }
          >
            <SelectTrigger id={`${id}-action`}>
              <SelectValue />
            </SelectTrigger>
            <SelectContent>
              <SelectItem value={ALL}>All actions</SelectItem>
              {ADMIN_ACTIONS.map((action) => (
                <SelectItem key={action} value={action}>
                  {ADMIN_ACTION_LABELS[action]}
                </SelectItem>
              ))}
            </SelectContent>
          </Select>
        </div>
        <div className="flex min-w-0 flex-col gap-1.5">
          <Label htmlFor={`${id}-target`}>Target</Label>
          <Input {...field("target")} placeholder="Member email, instrument or id" />
        </div>
        <div className="flex min-w-0 flex-col gap-1.5">
          <Label htmlFor={`${id}-text`}>Text</Label>
          <Input {...field("text")} placeholder="Anything the entry says" />
        </div>
        <div className="grid grid-cols-2 gap-3">
          <div className="flex min-w-0 flex-col gap-1.5">
            <Label htmlFor={`${id}-from`}>From</Label>
            <Input {...field("from")} type="date" />
          </div>
          <div className="flex min-w-0 flex-col gap-1.5">
            <Label htmlFor={`${id}-to`}>To</Label>
            <Input {...field("to")} type="date" />
          </div>
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
