import type { MemberCredit } from "@shared/referral-rewards";
import { COMMISSION_HOLD_DAYS } from "@shared/referrals";
import { formatCents } from "@shared/subscriptions";
import { FigureTile } from "@/components/description-items";
import { RewardList } from "@/features/referrals/components/reward-list";

function rewardText(credit: MemberCredit): string | null {
  if (credit.reward === "none") return null;
  const reward =
    credit.reward === "freeMonth"
      ? `a free month of Pro (${formatCents(credit.rewardCents)} of credit)`
      : `${formatCents(credit.rewardCents)} of account credit`;
  return `When someone you refer pays, you get ${reward}, once per member you refer. It is pending for the ${COMMISSION_HOLD_DAYS}-day money-back guarantee of their payment (a refund in that time cancels it), then taken off your next Pro payments.`;
}

/** A member's credit from referrals: the rule, what is pending, granted and used, and each reward. */
export function CreditSummary({ credit }: { credit: MemberCredit }) {
  const text = rewardText(credit);
  const test = credit.testFigures;
  return (
    <section className="grid gap-3" aria-label="Referral credit">
      {text && <p className="text-sm text-muted-foreground">{text}</p>}
      <dl className="grid grid-cols-2 gap-2 sm:grid-cols-4">
        <FigureTile label="Credit pending" compact>
          {formatCents(credit.figures.pendingCents)}
        </FigureTile>
        <FigureTile label="Credit granted" compact>
          {formatCents(credit.figures.grantedCents)}
        </FigureTile>
        <FigureTile label="Credit used" compact>
          {formatCents(credit.figures.usedCents)}
        </FigureTile>
        <FigureTile label="Credit left" compact>
          {formatCents(credit.figures.balanceCents)}
        </FigureTile>
      </dl>
      {test && (
        <p className="text-sm text-info">
          Test payments (test credit, taken only off test payments): {formatCents(test.pendingCents)} pending,{" "}
          {formatCents(test.grantedCents)} granted, {formatCents(test.usedCents)} used, {formatCents(test.balanceCents)}{" "}
          left.
        </p>
      )}
      <RewardList rows={credit.rewards} />
    </section>
  );
}
