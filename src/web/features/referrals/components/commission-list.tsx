import type { CommissionRow, CommissionStatus } from "@shared/referrals";
import { formatCents } from "@shared/subscriptions";
import { Badge } from "@/components/ui/badge";
import { useDateFormat } from "@/lib/display-time-zone";
import { useT } from "@/lib/i18n";

const STATUS_BADGE: Record<CommissionStatus, { label: string; variant: "warning" | "gain" | "loss" | "secondary" }> = {
  pending: { label: "account:referrals.status.pending", variant: "warning" },
  earned: { label: "account:referrals.status.earned", variant: "gain" },
  reversed: { label: "account:referrals.status.reversed", variant: "loss" },
  paid: { label: "account:referrals.status.paid", variant: "secondary" },
};

const REVERSAL_REASONS: Record<string, string> = {
  refund: "account:referrals.reversal.refund",
  chargeback: "account:referrals.reversal.chargeback",
};

/** Commissions, newest first: whose payment, what it earned, and where it stands (docs/product.md#referrals). */
export function CommissionList({ rows, showReferrer = false }: { rows: CommissionRow[]; showReferrer?: boolean }) {
  const dates = useDateFormat();
  const { t } = useT();
  if (rows.length === 0) return <p className="text-sm text-muted-foreground">{t("account:referrals.noCommissions")}</p>;
  return (
    <ul className="divide-y rounded-lg border" aria-label={t("account:referrals.commissions")}>
      {rows.map((row) => {
        const badge = STATUS_BADGE[row.status];
        return (
          <li
            key={row.id}
            className="flex flex-col gap-1 px-3 py-2 text-sm"
            aria-label={t("account:referrals.commissionLabel", { status: t(badge.label) })}
          >
            <div className="flex flex-wrap items-center justify-between gap-2">
              <span className="font-medium">
                {t("account:referrals.commissionLine", {
                  amount: formatCents(row.commissionCents),
                  payment: formatCents(row.paymentCents),
                  name: row.referredName,
                })}
              </span>
              <span className="flex flex-wrap gap-1">
                {!row.livemode && <Badge variant="info">{t("account:referrals.testPayment")}</Badge>}
                <Badge variant={badge.variant}>{t(badge.label)}</Badge>
              </span>
            </div>
            <span className="text-xs text-muted-foreground">
              {showReferrer && row.referrerEmail ? `${row.referrerEmail} · ` : ""}
              {t("account:referrals.paidOn", { date: dates.date(row.paidAt) })}
              {row.status === "pending"
                ? ` · ${t("account:referrals.earnedFrom", { date: dates.date(row.holdUntil) })}`
                : ""}
              {row.status === "reversed" && row.reversedReason
                ? ` · ${t("account:referrals.reversedBy", { reason: t(REVERSAL_REASONS[row.reversedReason] ?? row.reversedReason) })}`
                : ""}
            </span>
          </li>
        );
      })}
    </ul>
  );
}
