import { lazy, Suspense } from "react";
import { PLANS, PLAN_NAME_KEYS, TRIAL_DAYS, formatPlanPrice } from "@shared/plans";
import { PageLoader } from "@/components/page-loader";
import { useSession } from "@/features/auth/hooks/use-session";
import { PlansFaq } from "@/features/subscriptions/components/plans-faq";
import { NO_PREVIEWS, PlansView } from "@/features/subscriptions/components/plans-view";
import { usePromotionCode } from "@/features/subscriptions/hooks/use-promotion-code";
import { useStartCheckout } from "@/features/subscriptions/hooks/use-start-checkout";
import { useT } from "@/lib/i18n";
import { useHydrated } from "@/lib/use-hydrated";
import { usePageMeta } from "@/lib/use-page-meta";

// What the page reads (the member's plan, the link's code, early access), with the query library it brings, loads
// once the prerendered page is taken over: a visitor can read and choose a plan before, so it is not part of the
// JavaScript the page needs to be interactive (docs/performance.md#first-load-javascript).
const LivePlans = lazy(() =>
  import("@/features/subscriptions/components/live-plans").then(({ LivePlans }) => ({ default: LivePlans })),
);

/**
 * Plans page (docs/product.md#plans): the plans for a visitor; for a member, their own plan marked and what they can
 * buy; with a code from a link, the code applied.
 */
export function PlansPage() {
  const { t } = useT();
  usePageMeta({
    title: t("plans:meta.title"),
    description: t("plans:meta.description", {
      trial: t(PLAN_NAME_KEYS.trial),
      trialPrice: formatPlanPrice(PLANS.trial),
      count: TRIAL_DAYS,
      pro: t(PLAN_NAME_KEYS.pro),
      proPrice: formatPlanPrice(PLANS.pro),
    }),
  });
  const { user, isLoading } = useSession();
  const code = usePromotionCode();
  const checkout = useStartCheckout();
  const hydrated = useHydrated();

  if (isLoading) return <PageLoader label={t("plans:page.loading")} className="min-h-dvh" />;
  // The prerendered page: a visitor's, with nothing read yet.
  const visitorPlans = (
    <PlansView
      user={null}
      billing={undefined}
      code={null}
      previews={NO_PREVIEWS}
      earlyAccessMinutes={0}
      checkout={checkout}
    />
  );
  return (
    <div className="mx-auto flex w-full max-w-5xl flex-col gap-8 px-4 py-6 md:gap-10 md:px-6 md:py-10">
      {hydrated ? (
        // A member waits for their own plan; a visitor keeps the plans in view meanwhile.
        <Suspense fallback={user ? <PageLoader label={t("plans:page.loading")} className="min-h-dvh" /> : visitorPlans}>
          <LivePlans user={user} code={code} checkout={checkout} />
        </Suspense>
      ) : (
        visitorPlans
      )}
      {/* Outside the part that is replaced once the page is taken over: a question opened before stays open. */}
      <PlansFaq />
    </div>
  );
}
