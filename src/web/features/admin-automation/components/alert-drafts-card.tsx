import { Inbox } from "lucide-react";
import { formatDateTime } from "@shared/format";
import type { AlertReceipt } from "@shared/automation";
import { QueryView } from "@/components/query-view";
import { SectionCard } from "@/components/section-card";
import { Button } from "@/components/ui/button";
import { useApproveAlert } from "@/features/admin-automation/api/approve-alert";
import { useDismissAlert } from "@/features/admin-automation/api/dismiss-alert";
import { useAlerts } from "@/features/admin-automation/api/get-alerts";

/** What a drafted alert would do, in a line: "open EURUSD (ref long-1)". */
const summaryOf = (alert: AlertReceipt) =>
  [alert.action?.replace("_", " "), alert.symbol, alert.reference ? `(ref ${alert.reference})` : null]
    .filter(Boolean)
    .join(" ");

function DraftItem({ alert }: { alert: AlertReceipt }) {
  const approve = useApproveAlert();
  const dismiss = useDismissAlert();
  return (
    <li className="grid gap-2 rounded-md border p-3" aria-label={`Draft alert: ${summaryOf(alert)}`}>
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <span className="font-semibold">{summaryOf(alert)}</span>
        <span className="text-xs text-muted-foreground">
          {alert.sourceName} · {formatDateTime(alert.receivedAt)}
        </span>
      </div>
      {/* Focusable, so a keyboard can scroll a long alert (axe: scrollable-region-focusable). */}
      <pre
        tabIndex={0}
        aria-label="The alert as received"
        className="max-h-32 overflow-auto rounded bg-muted p-2 text-xs break-all whitespace-pre-wrap"
      >
        {alert.body}
      </pre>
      <div className="flex gap-2">
        <Button className="flex-1 sm:flex-none" pending={approve.isPending} onClick={() => approve.mutate(alert.id)}>
          Approve and publish
        </Button>
        <Button variant="outline" pending={dismiss.isPending} onClick={() => dismiss.mutate(alert.id)}>
          Dismiss
        </Button>
      </div>
    </li>
  );
}

/** Alerts from draft sources, waiting for one tap: approving publishes through the positions desk's own rules. */
export function AlertDraftsCard() {
  const drafts = useAlerts("draft");
  return (
    <SectionCard
      title="Alerts to approve"
      icon={Inbox}
      compact
      description="Alerts from sources that draft wait here; nothing reaches members until approved."
    >
      <QueryView query={drafts} errorMessage="Failed to load the drafted alerts" placeholder={null}>
        {(list) =>
          list.length === 0 ? (
            <p className="text-sm text-muted-foreground">No alert waiting.</p>
          ) : (
            <ul className="grid gap-2" aria-label="Alerts to approve">
              {list.map((alert) => (
                <DraftItem key={alert.id} alert={alert} />
              ))}
            </ul>
          )
        }
      </QueryView>
    </SectionCard>
  );
}
