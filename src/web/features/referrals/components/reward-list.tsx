import type { RewardRow, RewardStatus } from "@shared/referral-rewards";
import { formatCents } from "@shared/subscriptions";
import { Badge } from "@/components/ui/badge";
import { useDateFormat } from "@/lib/display-time-zone";
import { useT } from "@/lib/i18n";

const STATUS_BADGE: Record<RewardStatus, { label: string; variant: "warning" | "gain" | "loss" }> = {
  pending: { label: "account:referrals.status.pending", variant: "warning" },
  granted: { label: "account:referrals.status.granted", variant: "gain" },
  reversed: { label: "account:referrals.status.reversed", variant: "loss" },
};

const REVERSAL_REASONS: Record<string, string> = {
  refund: "account:referrals.reversal.refund",
  chargeback: "account:referrals.reversal.chargeback",
};

/** Members' rewards for referrals, newest first: whose payment, what credit, and where it stands. */
export function RewardList({ rows, showReferrer = false }: { rows: RewardRow[]; showReferrer?: boolean }) {
  const dates = useDateFormat();
  const { t } = useT();
  if (rows.length === 0) return <p className="text-sm text-muted-foreground">{t("account:referrals.noRewards")}</p>;
  return (
    <ul className="divide-y rounded-lg border" aria-label={t("account:referrals.rewards")}>
      {rows.map((row) => {
        const badge = STATUS_BADGE[row.status];
        return (
          <li
            key={row.id}
            className="flex flex-col gap-1 px-3 py-2 text-sm"
            aria-label={t("account:referrals.rewardLabel", { status: t(badge.label) })}
          >
            <div className="flex flex-wrap items-center justify-between gap-2">
              <span className="font-medium">
                {row.kind === "freeMonth"
                  ? t("account:referrals.freeMonthFor", {
                      amount: formatCents(row.amountCents),
                      name: row.referredName,
                    })
                  : t("account:referrals.creditFor", { amount: formatCents(row.amountCents), name: row.referredName })}
              </span>
              <span className="flex flex-wrap gap-1">
                {!row.livemode && <Badge variant="info">{t("account:referrals.testPayment")}</Badge>}
                <Badge variant={badge.variant}>{t(badge.label)}</Badge>
              </span>
            </div>
            <span className="text-xs text-muted-foreground">
              {showReferrer && row.referrerEmail ? `${row.referrerEmail} · ` : ""}
              {t("account:referrals.theirPayment", {
                amount: formatCents(row.paymentCents),
                date: dates.date(row.paidAt),
              })}
              {row.status === "pending"
                ? ` · ${t("account:referrals.creditFrom", { date: dates.date(row.holdUntil) })}`
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
