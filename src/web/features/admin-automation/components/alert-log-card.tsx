import { ScrollText } from "lucide-react";
import { ALERT_RECEIPTS_KEPT_DAYS, type AlertOutcome } from "@shared/alerts";
import { formatDateTime } from "@shared/format";
import { QueryView } from "@/components/query-view";
import { SectionCard } from "@/components/section-card";
import { Badge, type BadgeProps } from "@/components/ui/badge";
import { useAlerts } from "@/features/admin-automation/api/get-alerts";

const OUTCOME_BADGES: Record<AlertOutcome, [string, BadgeProps["variant"]]> = {
  published: ["Published", "gain"],
  approved: ["Approved", "gain"],
  draft: ["Draft", "info"],
  dismissed: ["Dismissed", "secondary"],
  duplicate: ["Duplicate", "secondary"],
  refused: ["Refused", "loss"],
  tested: ["Test", "outline"],
};

/** Every alert received and what became of it, newest first. */
export function AlertLogCard() {
  const alerts = useAlerts();
  return (
    <SectionCard
      title="Alert log"
      icon={ScrollText}
      compact
      description={`Every alert received, kept ${ALERT_RECEIPTS_KEPT_DAYS} days.`}
    >
      <QueryView query={alerts} errorMessage="Failed to load the alert log" placeholder={null}>
        {(list) =>
          list.length === 0 ? (
            <p className="text-sm text-muted-foreground">No alert received yet.</p>
          ) : (
            <ul tabIndex={0} className="grid max-h-96 gap-2 overflow-auto" aria-label="Alert log">
              {list.map((alert) => {
                const [word, variant] = OUTCOME_BADGES[alert.outcome];
                return (
                  <li key={alert.id} className="grid gap-1 border-b pb-2 text-sm last:border-b-0">
                    <div className="flex flex-wrap items-center gap-2">
                      <Badge variant={variant}>{word}</Badge>
                      <span>{[alert.action, alert.symbol, alert.reference].filter(Boolean).join(" · ")}</span>
                      {alert.count > 1 && (
                        <span className="text-xs text-muted-foreground">{alert.count} alerts that minute</span>
                      )}
                    </div>
                    {alert.reason && <p className="text-xs text-loss">{alert.reason}</p>}
                    <p className="text-xs text-muted-foreground">
                      {alert.sourceName} · {formatDateTime(alert.receivedAt)}
                    </p>
                  </li>
                );
              })}
            </ul>
          )
        }
      </QueryView>
    </SectionCard>
  );
}
