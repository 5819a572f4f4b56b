import type { MemberCredit } from "@shared/referral-rewards";
import { COMMISSION_HOLD_DAYS } from "@shared/referrals";
import { formatCents } from "@shared/subscriptions";
import { FigureTile } from "@/components/description-items";
import { RewardList } from "@/features/referrals/components/reward-list";
import { useT, type TranslateFunction } from "@/lib/i18n";

function rewardText(credit: MemberCredit, t: TranslateFunction): string | null {
  if (credit.reward === "none") return null;
  const values = { amount: formatCents(credit.rewardCents), count: COMMISSION_HOLD_DAYS };
  return credit.reward === "freeMonth"
    ? t("account:credit.freeMonthRule", values)
    : t("account:credit.creditRule", values);
}

/** A member's credit from referrals: the rule, what is pending, granted and used, and each reward. */
export function CreditSummary({ credit }: { credit: MemberCredit }) {
  const { t } = useT();
  const text = rewardText(credit, t);
  const test = credit.testFigures;
  return (
    <section className="grid gap-3" aria-label={t("account:credit.label")}>
      {text && <p className="text-sm text-muted-foreground">{text}</p>}
      <dl className="grid grid-cols-2 gap-2 sm:grid-cols-4">
        <FigureTile label={t("account:credit.pending")} compact>
          {formatCents(credit.figures.pendingCents)}
        </FigureTile>
        <FigureTile label={t("account:credit.granted")} compact>
          {formatCents(credit.figures.grantedCents)}
        </FigureTile>
        <FigureTile label={t("account:credit.used")} compact>
          {formatCents(credit.figures.usedCents)}
        </FigureTile>
        <FigureTile label={t("account:credit.left")} compact>
          {formatCents(credit.figures.balanceCents)}
        </FigureTile>
      </dl>
      {test && (
        <p className="text-sm text-info">
          {t("account:credit.testFigures", {
            pending: formatCents(test.pendingCents),
            granted: formatCents(test.grantedCents),
            used: formatCents(test.usedCents),
            left: formatCents(test.balanceCents),
          })}
        </p>
      )}
      <RewardList rows={credit.rewards} />
    </section>
  );
}
