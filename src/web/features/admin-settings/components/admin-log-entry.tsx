import { ADMIN_ACTION_LABELS, type AdminLogEntry } from "@shared/admin-log";
import { formatDateTime } from "@shared/format";
import { Badge } from "@/components/ui/badge";
import { Card, CardContent } from "@/components/ui/card";

const shown = (value: unknown) =>
  value === null || value === undefined ? "—" : typeof value === "string" ? value : JSON.stringify(value);

/** One entry of the admin log: the action, who, when and from where, then each changed field, before → after. */
export function AdminLogEntryCard({ entry }: { entry: AdminLogEntry }) {
  return (
    <Card>
      <CardContent className="space-y-2 p-4">
        <div className="flex flex-wrap items-center gap-2">
          <span className="font-medium">{ADMIN_ACTION_LABELS[entry.action]}</span>
          {entry.outcome !== "done" && (
            <Badge variant={entry.outcome === "refused" ? "secondary" : "warning"}>
              {entry.outcome === "refused" ? "Refused" : "Started"}
            </Badge>
          )}
          {entry.targetLabel && (
            <span className="min-w-0 break-all text-sm text-muted-foreground">{entry.targetLabel}</span>
          )}
        </div>
        <p className="text-sm text-muted-foreground">
          <time dateTime={entry.at}>{formatDateTime(entry.at)}</time> · {entry.adminName} ({entry.adminEmail}) ·{" "}
          {entry.address}
        </p>
        <p className="break-all text-xs text-muted-foreground">{entry.userAgent}</p>
        {entry.changes.length > 0 && (
          <dl className="grid gap-x-3 gap-y-1 text-sm sm:grid-cols-[minmax(0,12rem)_minmax(0,1fr)]">
            {entry.changes.map((change) => (
              <div key={change.field} className="contents">
                <dt className="break-all font-mono text-xs text-muted-foreground">{change.field}</dt>
                <dd className="break-all">
                  {shown(change.before)} → {shown(change.after)}
                </dd>
              </div>
            ))}
          </dl>
        )}
      </CardContent>
    </Card>
  );
}
