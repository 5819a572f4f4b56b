import type { RewardRow, RewardStatus } from "@shared/referral-rewards";
import { formatCents } from "@shared/subscriptions";
import { Badge } from "@/components/ui/badge";
import { useDateFormat } from "@/lib/display-time-zone";

const STATUS_BADGE: Record<RewardStatus, { label: string; variant: "warning" | "gain" | "loss" }> = {
  pending: { label: "Pending", variant: "warning" },
  granted: { label: "Granted", variant: "gain" },
  reversed: { label: "Reversed", variant: "loss" },
};

const REVERSAL_REASONS: Record<string, string> = { refund: "refunded", chargeback: "charged back" };

/** Members' rewards for referrals, newest first: whose payment, what credit, and where it stands. */
export function RewardList({ rows, showReferrer = false }: { rows: RewardRow[]; showReferrer?: boolean }) {
  const dates = useDateFormat();
  if (rows.length === 0) return <p className="text-sm text-muted-foreground">No rewards yet.</p>;
  return (
    <ul className="divide-y rounded-lg border" aria-label="Referral rewards">
      {rows.map((row) => {
        const badge = STATUS_BADGE[row.status];
        return (
          <li key={row.id} className="flex flex-col gap-1 px-3 py-2 text-sm" aria-label={`Reward ${badge.label}`}>
            <div className="flex flex-wrap items-center justify-between gap-2">
              <span className="font-medium">
                {formatCents(row.amountCents)} {row.kind === "freeMonth" ? "free month" : "credit"} for{" "}
                {row.referredName}
              </span>
              <span className="flex flex-wrap gap-1">
                {!row.livemode && <Badge variant="info">Test payment</Badge>}
                <Badge variant={badge.variant}>{badge.label}</Badge>
              </span>
            </div>
            <span className="text-xs text-muted-foreground">
              {showReferrer && row.referrerEmail ? `${row.referrerEmail} · ` : ""}
              Their {formatCents(row.paymentCents)} paid {dates.date(row.paidAt)}
              {row.status === "pending" ? ` · credit from ${dates.date(row.holdUntil)} unless refunded` : ""}
              {row.status === "reversed" && row.reversedReason
                ? ` · payment ${REVERSAL_REASONS[row.reversedReason] ?? row.reversedReason}`
                : ""}
            </span>
          </li>
        );
      })}
    </ul>
  );
}
