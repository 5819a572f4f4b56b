import { Gift } from "lucide-react";
import { COMMISSION_HOLD_DAYS, REFERRAL_ATTRIBUTION_RULE, type ReferralDashboard } from "@shared/referrals";
import { formatCents } from "@shared/subscriptions";
import { CopyableCode } from "@/components/copyable-code";
import { FigureTile } from "@/components/description-items";
import { SectionCard } from "@/components/section-card";
import { Skeleton } from "@/components/ui/skeleton";
import { useReferralDashboard } from "@/features/referrals/api/get-referral-dashboard";
import { CommissionList } from "@/features/referrals/components/commission-list";
import { CreditSummary } from "@/features/referrals/components/credit-summary";
import { useDateFormat } from "@/lib/display-time-zone";

function programText(program: ReferralDashboard["program"]): string {
  const payments =
    program.commissionScope === "first"
      ? "the first payment"
      : `every payment for ${program.commissionMonths} month${program.commissionMonths === 1 ? "" : "s"} from the first`;
  return `You earn ${program.commissionPercent}% of ${payments} of each member you refer. A commission is pending for the ${COMMISSION_HOLD_DAYS}-day money-back guarantee, then earned; a refund or chargeback reverses it. Earned commissions are paid on the 1st of each month once they reach ${formatCents(program.payoutMinimumCents)}.`;
}

/** The member's referral link and what it earns: an affiliate's commissions, or another member's credit. */
export function ReferralCard() {
  const query = useReferralDashboard();
  const dates = useDateFormat();
  const data = query.data;
  return (
    <SectionCard title="Referrals" icon={Gift} region description={REFERRAL_ATTRIBUTION_RULE}>
      {!data ? (
        query.isError ? (
          <p className="text-sm text-loss">Failed to load your referrals</p>
        ) : (
          <Skeleton className="h-32" />
        )
      ) : (
        <div className="grid gap-4">
          <CopyableCode label="Your referral link" code={data.link} className="min-h-10" />
          <dl className="grid grid-cols-2 gap-2 sm:grid-cols-3">
            <FigureTile label="Clicks" compact>
              {data.clicks}
            </FigureTile>
            <FigureTile label="Sign-ups" compact>
              {data.signUps}
            </FigureTile>
            <FigureTile label="Paying members" compact>
              {data.payingMembers}
            </FigureTile>
            {data.affiliate && (
              <>
                <FigureTile label="Pending" compact>
                  {formatCents(data.figures.pendingCents)}
                </FigureTile>
                <FigureTile label="Earned" compact>
                  {formatCents(data.figures.earnedCents)}
                </FigureTile>
                <FigureTile label="Reversed" compact>
                  {formatCents(data.figures.reversedCents)}
                </FigureTile>
                <FigureTile label="Paid" compact>
                  {formatCents(data.figures.paidCents)}
                </FigureTile>
                <FigureTile label="Next payout" compact>
                  {data.nextPayout
                    ? `${formatCents(data.nextPayout.amountCents)} on ${dates.date(data.nextPayout.date)}`
                    : "None yet"}
                </FigureTile>
              </>
            )}
          </dl>
          {data.affiliate ? (
            <>
              <p className="text-sm text-muted-foreground">{programText(data.program)}</p>
              {data.testFigures && (
                <p className="text-sm text-info">
                  Test payments (never counted or paid): {formatCents(data.testFigures.pendingCents)} pending,{" "}
                  {formatCents(data.testFigures.earnedCents)} earned, {formatCents(data.testFigures.reversedCents)}{" "}
                  reversed.
                </p>
              )}
              <CopyableCode label="Disclosure to show with your link" code={data.disclosure} />
              <CommissionList rows={data.commissions} />
              {/* Credit earned before the member became an affiliate stays theirs. */}
              {data.credit.rewards.length > 0 && <CreditSummary credit={data.credit} />}
            </>
          ) : data.credit.reward !== "none" || data.credit.rewards.length > 0 ? (
            <CreditSummary credit={data.credit} />
          ) : (
            <p className="text-sm text-muted-foreground">
              Your sign-ups are counted here. Commissions are for the provider&apos;s affiliates; ask the provider if
              you would like to become one.
            </p>
          )}
        </div>
      )}
    </SectionCard>
  );
}
