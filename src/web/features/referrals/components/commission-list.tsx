import type { CommissionRow, CommissionStatus } from "@shared/referrals";
import { formatCents } from "@shared/subscriptions";
import { Badge } from "@/components/ui/badge";
import { useDateFormat } from "@/lib/display-time-zone";

const STATUS_BADGE: Record<CommissionStatus, { label: string; variant: "warning" | "gain" | "loss" | "secondary" }> = {
  pending: { label: "Pending", variant: "warning" },
  earned: { label: "Earned", variant: "gain" },
  reversed: { label: "Reversed", variant: "loss" },
  paid: { label: "Paid", variant: "secondary" },
};

const REVERSAL_REASONS: Record<string, string> = { refund: "refunded", chargeback: "charged back" };

/** Commissions, newest first: whose payment, what it earned, and where it stands (docs/product.md#referrals). */
export function CommissionList({ rows, showReferrer = false }: { rows: CommissionRow[]; showReferrer?: boolean }) {
  const dates = useDateFormat();
  if (rows.length === 0) return <p className="text-sm text-muted-foreground">No commissions yet.</p>;
  return (
    <ul className="divide-y rounded-lg border" aria-label="Commissions">
      {rows.map((row) => {
        const badge = STATUS_BADGE[row.status];
        return (
          <li key={row.id} className="flex flex-col gap-1 px-3 py-2 text-sm" aria-label={`Commission ${badge.label}`}>
            <div className="flex flex-wrap items-center justify-between gap-2">
              <span className="font-medium">
                {formatCents(row.commissionCents)} on {formatCents(row.paymentCents)} from {row.referredName}
              </span>
              <span className="flex flex-wrap gap-1">
                {!row.livemode && <Badge variant="info">Test payment</Badge>}
                <Badge variant={badge.variant}>{badge.label}</Badge>
              </span>
            </div>
            <span className="text-xs text-muted-foreground">
              {showReferrer && row.referrerEmail ? `${row.referrerEmail} · ` : ""}
              Paid {dates.date(row.paidAt)}
              {row.status === "pending" ? ` · earned from ${dates.date(row.holdUntil)} unless refunded` : ""}
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
