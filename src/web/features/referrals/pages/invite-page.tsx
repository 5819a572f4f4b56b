import { Gift, Mail } from "lucide-react";
import { Link, useParams, useSearchParams } from "react-router";
import { REFERRAL_ATTRIBUTION_RULE } from "@shared/referrals";
import { PAGE_PATHS } from "@shared/pages";
import { CopyableCode } from "@/components/copyable-code";
import { MemberPage } from "@/components/member-page";
import { SectionCard } from "@/components/section-card";
import { Button } from "@/components/ui/button";
import { Skeleton } from "@/components/ui/skeleton";
import { useReferralLanding } from "@/features/referrals/api/get-referral-landing";
import { useDateFormat } from "@/lib/display-time-zone";
import { getSiteInfo } from "@/lib/site-info";
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
  usePageMeta({ title: "Your invitation", description: `An invitation to ${appName}.` });
  const landing = useReferralLanding(code);
  const dates = useDateFormat();
  const plans = promotion ? `${PAGE_PATHS.plans}?code=${encodeURIComponent(promotion)}` : PAGE_PATHS.plans;
  const data = landing.data;
  return (
    <MemberPage
      title={data ? `${data.referrerName} invited you to ${appName}` : "Your invitation"}
      intro={REFERRAL_ATTRIBUTION_RULE}
    >
      {landing.isError ? (
        <p className="text-sm text-loss">This referral link is not valid.</p>
      ) : !data ? (
        <Skeleton className="h-40" />
      ) : (
        <>
          <SectionCard title="Your invitation" icon={Gift}>
            <div className="grid gap-4 text-sm">
              {data.attributedUntil ? (
                <p>
                  This invitation counts for {data.referrerName} if you sign up before{" "}
                  {dates.dateTimeWithZone(data.attributedUntil)}.
                </p>
              ) : (
                <p>This browser does not keep cookies, so the invitation cannot be remembered here.</p>
              )}
              <div className="flex flex-col gap-2 sm:flex-row">
                <Button asChild>
                  <Link to={plans}>
                    {promotion ? `See the plans with code ${promotion.toUpperCase()}` : "See the plans"}
                  </Link>
                </Button>
                <Button asChild variant="outline">
                  <Link to={PAGE_PATHS.register}>Create your account</Link>
                </Button>
              </div>
            </div>
          </SectionCard>
          {data.carryLink && (
            <SectionCard
              title="Signing up on another device?"
              icon={Mail}
              description="Open this link there: it carries this invitation, and its 30 days still run from your first visit."
            >
              <div className="grid gap-3">
                <CopyableCode label="Invitation link" code={data.carryLink} className="min-h-10" />
                <Button asChild variant="outline" className="w-full sm:w-fit">
                  <a
                    href={`mailto:?subject=${encodeURIComponent(`My invitation to ${appName}`)}&body=${encodeURIComponent(data.carryLink)}`}
                  >
                    Email me this invitation
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
