import { Gift } from "lucide-react";
import { COMMISSION_HOLD_DAYS, REFERRAL_WINDOW_DAYS, type ReferralDashboard } from "@shared/referrals";
import { formatCents } from "@shared/subscriptions";
import { CopyableCode } from "@/components/copyable-code";
import { FigureTile } from "@/components/description-items";
import { SectionCard } from "@/components/section-card";
import { Skeleton } from "@/components/ui/skeleton";
import { useReferralDashboard } from "@/features/referrals/api/get-referral-dashboard";
import { CommissionList } from "@/features/referrals/components/commission-list";
import { CreditSummary } from "@/features/referrals/components/credit-summary";
import { useDateFormat } from "@/lib/display-time-zone";
import { useT, type TranslateFunction } from "@/lib/i18n";

function programText(program: ReferralDashboard["program"], t: TranslateFunction): string {
  const percent = program.commissionPercent;
  const earn =
    program.commissionScope === "first"
      ? t("account:referrals.earnFirst", { percent })
      : t("account:referrals.earnMonths", { percent, count: program.commissionMonths });
  const rules = t("account:referrals.rules", {
    count: COMMISSION_HOLD_DAYS,
    minimum: formatCents(program.payoutMinimumCents),
  });
  return `${earn} ${rules}`;
}

/** The member's referral link and what it earns: an affiliate's commissions, or another member's credit. */
export function ReferralCard() {
  const { t } = useT();
  const query = useReferralDashboard();
  const dates = useDateFormat();
  const data = query.data;
  return (
    <SectionCard
      title={t("account:referrals.title")}
      icon={Gift}
      region
      description={t("account:referrals.rule", { count: REFERRAL_WINDOW_DAYS })}
    >
      {!data ? (
        query.isError ? (
          <p className="text-sm text-loss">{t("account:referrals.loadFailed")}</p>
        ) : (
          <Skeleton className="h-32" />
        )
      ) : (
        <div className="grid gap-4">
          <CopyableCode
            label={t("account:referrals.link")}
            words={{
              button: t("account:api.copy"),
              copied: t("account:copy.copied"),
              failed: t("account:copy.failed"),
            }}
            code={data.link}
            className="min-h-10"
          />
          <dl className="grid grid-cols-2 gap-2 sm:grid-cols-3">
            <FigureTile label={t("account:referrals.clicks")} compact>
              {data.clicks}
            </FigureTile>
            <FigureTile label={t("account:referrals.signUps")} compact>
              {data.signUps}
            </FigureTile>
            <FigureTile label={t("account:referrals.paying")} compact>
              {data.payingMembers}
            </FigureTile>
            {data.affiliate && (
              <>
                <FigureTile label={t("account:referrals.pending")} compact>
                  {formatCents(data.figures.pendingCents)}
                </FigureTile>
                <FigureTile label={t("account:referrals.earned")} compact>
                  {formatCents(data.figures.earnedCents)}
                </FigureTile>
                <FigureTile label={t("account:referrals.reversed")} compact>
                  {formatCents(data.figures.reversedCents)}
                </FigureTile>
                <FigureTile label={t("account:referrals.paid")} compact>
                  {formatCents(data.figures.paidCents)}
                </FigureTile>
                <FigureTile label={t("account:referrals.nextPayout")} compact>
                  {data.nextPayout
                    ? t("account:referrals.payoutOn", {
                        amount: formatCents(data.nextPayout.amountCents),
                        date: dates.date(data.nextPayout.date),
                      })
                    : t("account:referrals.noneYet")}
                </FigureTile>
              </>
            )}
          </dl>
          {data.affiliate ? (
            <>
              <p className="text-sm text-muted-foreground">{programText(data.program, t)}</p>
              {data.testFigures && (
                <p className="text-sm text-info">
                  {t("account:referrals.testFigures", {
                    pending: formatCents(data.testFigures.pendingCents),
                    earned: formatCents(data.testFigures.earnedCents),
                    reversed: formatCents(data.testFigures.reversedCents),
                  })}
                </p>
              )}
              <CopyableCode
                label={t("account:referrals.disclosure")}
                words={{
                  button: t("account:api.copy"),
                  copied: t("account:copy.copied"),
                  failed: t("account:copy.failed"),
                }}
                code={data.disclosure}
              />
              <CommissionList rows={data.commissions} />
              {/* Credit earned before the member became an affiliate stays theirs. */}
              {data.credit.rewards.length > 0 && <CreditSummary credit={data.credit} />}
            </>
          ) : data.credit.reward !== "none" || data.credit.rewards.length > 0 ? (
            <CreditSummary credit={data.credit} />
          ) : (
            <p className="text-sm text-muted-foreground">{t("account:referrals.notAffiliate")}</p>
          )}
        </div>
      )}
    </SectionCard>
  );
}
