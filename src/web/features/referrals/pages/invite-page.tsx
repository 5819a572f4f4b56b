import { Gift, Mail } from "lucide-react";
import { Link, useParams, useSearchParams } from "react-router";
import { REFERRAL_WINDOW_DAYS } from "@shared/referrals";
import { PAGE_PATHS } from "@shared/pages";
import { CopyableCode } from "@/components/copyable-code";
import { MemberPage } from "@/components/member-page";
import { SectionCard } from "@/components/section-card";
import { Button } from "@/components/ui/button";
import { Skeleton } from "@/components/ui/skeleton";
import { useReferralLanding } from "@/features/referrals/api/get-referral-landing";
import { useDateFormat } from "@/lib/display-time-zone";
import { getSiteInfo } from "@/lib/site-info";
import { useT } from "@/lib/i18n";
import { usePageMeta } from "@/lib/use-page-meta";

/**
 * Where a referral link lands (docs/product.md#referrals): whose invitation it is, the rule (30 days, first touch),
 * until when it counts, and the link that carries it to another device, to copy or email oneself.
 */
export function InvitePage() {
  const { code = "" } = useParams();
  const [search] = useSearchParams();
  const promotion = search.get("code");
  const { appName } = getSiteInfo();
  const { t } = useT();
  usePageMeta({ title: t("account:invite.title"), description: t("account:invite.meta", { appName }) });
  const landing = useReferralLanding(code);
  const dates = useDateFormat();
  const plans = promotion ? `${PAGE_PATHS.plans}?code=${encodeURIComponent(promotion)}` : PAGE_PATHS.plans;
  const data = landing.data;
  return (
    <MemberPage
      title={data ? t("account:invite.invitedBy", { name: data.referrerName, appName }) : t("account:invite.title")}
      intro={t("account:referrals.rule", { count: REFERRAL_WINDOW_DAYS })}
    >
      {landing.isError ? (
        <p className="text-sm text-loss">{t("account:invite.invalid")}</p>
      ) : !data ? (
        <Skeleton className="h-40" />
      ) : (
        <>
          <SectionCard title={t("account:invite.title")} icon={Gift}>
            <div className="grid gap-4 text-sm">
              {data.attributedUntil ? (
                <p>
                  {t("account:invite.countsFor", {
                    name: data.referrerName,
                    date: dates.dateTimeWithZone(data.attributedUntil),
                  })}
                </p>
              ) : (
                <p>{t("account:invite.noCookies")}</p>
              )}
              <div className="flex flex-col gap-2 sm:flex-row">
                <Button asChild>
                  <Link to={plans}>
                    {promotion
                      ? t("account:invite.plansWithCode", { code: promotion.toUpperCase() })
                      : t("account:invite.plans")}
                  </Link>
                </Button>
                <Button asChild variant="outline">
                  <Link to={PAGE_PATHS.register}>{t("auth:register.metaTitle")}</Link>
                </Button>
              </div>
            </div>
          </SectionCard>
          {data.carryLink && (
            <SectionCard
              title={t("account:invite.otherDevice")}
              icon={Mail}
              description={t("account:invite.otherDeviceText", { count: REFERRAL_WINDOW_DAYS })}
            >
              <div className="grid gap-3">
                <CopyableCode
                  label={t("account:invite.link")}
                  words={{
                    button: t("account:api.copy"),
                    copied: t("account:copy.copied"),
                    failed: t("account:copy.failed"),
                  }}
                  code={data.carryLink}
                  className="min-h-10"
                />
                <Button asChild variant="outline" className="w-full sm:w-fit">
                  <a
                    href={`mailto:?subject=${encodeURIComponent(t("account:invite.mailSubject", { appName }))}&body=${encodeURIComponent(data.carryLink)}`}
                  >
                    {t("account:invite.mailMe")}
                  </a>
                </Button>
              </div>
            </SectionCard>
          )}
        </>
      )}
    </MemberPage>
  );
}
