import { ArrowLeft, CalendarX, CircleExclamationPoint } from "lucide-react";
import { Link } from "@/lib/app-navigation";
import { planChoice, trialForfeitNotice } from "@shared/plan-choice";
import { PLANS, type PlanType, TRIAL_DAYS, formatPlanPrice } from "@shared/plans";
import { Alert, AlertDescription, AlertTitle } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { PageLoader } from "@/components/page-loader";
import { RiskWarning } from "@/components/risk-warning";
import { useSession } from "@/features/auth/hooks/use-session";
import { useBilling } from "@/features/subscriptions/api/get-billing";
import { CurrentPlanCard } from "@/features/subscriptions/components/current-plan-card";
import { LoginRequiredCard } from "@/features/subscriptions/components/login-required-card";
import { PlanCard } from "@/features/subscriptions/components/plan-card";
import { PlansComparison } from "@/features/subscriptions/components/plans-comparison";
import { PlansFaq } from "@/features/subscriptions/components/plans-faq";
import { CHECKOUT_MESSAGES, useStartCheckout } from "@/features/subscriptions/hooks/use-start-checkout";
import { usePromotionCode } from "@/features/subscriptions/hooks/use-promotion-code";
import { usePromotionPreview } from "@/features/subscriptions/api/get-promotion-preview";
import { PromotionBanner } from "@/features/subscriptions/components/promotion-banner";
import { userFacingMessage } from "@/lib/api-client";
import { EnsureQueryClient } from "@/lib/ensure-query-client";
import { useDateFormat } from "@/lib/display-time-zone";
import { usePageMeta } from "@/lib/use-page-meta";

/**
 * Plans page (docs/product.md#plans): the member's own plan is marked and not offered again; a member with nothing
 * to buy sees their plan and where to change it instead.
 */
export function PlansPage() {
  return (
    <EnsureQueryClient>
      <Plans />
    </EnsureQueryClient>
  );
}

function Plans() {
  usePageMeta({
    title: "Plans",
    description: `Choose ${PLANS.trial.name} (${formatPlanPrice(PLANS.trial)} once, ${TRIAL_DAYS} days) or ${PLANS.pro.name} (${formatPlanPrice(PLANS.pro)} a month, cancel anytime) for live trading signals.`,
  });
  const { user, isLoading } = useSession();
  const billing = useBilling(!!user);
  const { start, busyPlan, failure } = useStartCheckout();
  const dates = useDateFormat();
  const code = usePromotionCode();
  const viewerId = user?.id ?? null;
  const previews = {
    trial: usePromotionPreview(code, "trial", viewerId),
    pro: usePromotionPreview(code, "pro", viewerId),
  };

  // A whole screen tall, so the site footer below stays off-screen until the plans replace the spinner; at
  // 60% of the screen the footer showed and then jumped down (Lighthouse CLS 0.32 on a phone).
  if (isLoading || (user && billing.isPending)) return <PageLoader className="min-h-dvh" />;

  // A visitor has no dashboard: that link would only lead to the sign-in form.
  const back = user ? { to: "/dashboard", label: "Back to Dashboard" } : { to: "/", label: "Back to Home" };
  const applied = previews.pro.data ?? previews.trial.data;
  const refusal =
    code && previews.trial.isError && previews.pro.isError
      ? userFacingMessage(previews.pro.error, CHECKOUT_MESSAGES.failed)
      : null;
  const choice = planChoice(user ?? null, billing.data ?? { subscription: null, payments: [] });
  const settled = choice.kind !== "buy";
  const proFirst = choice.kind === "buy" && !choice.offered.includes("trial");
  const ownPlan =
    choice.kind === "manage" || choice.kind === "buy" ? choice.current : choice.kind === "cancelled" ? "pro" : null;
  const cardProps = (type: PlanType) => ({
    plan: PLANS[type],
    current: ownPlan === type,
    offered: choice.kind === "buy" && choice.offered.includes(type),
    unavailableNote:
      choice.kind === "buy" || choice.kind === "contact-support"
        ? choice.notes[type]
        : "Nothing to buy: your access is already covered.",
    currentNote:
      choice.kind === "cancelled" ? `Cancelled: your access lasts until ${dates.longDate(choice.until)}.` : undefined,
    cancelled: choice.kind === "cancelled" && type === "pro",
    notice: type === "pro" ? trialForfeitNotice(user ?? null, new Date(), dates.timeZone) : null,
    busy: busyPlan === type,
    disabled: busyPlan !== null,
    promotion: previews[type].data ?? null,
    promotionNote:
      code && previews[type].isError && applied
        ? userFacingMessage(previews[type].error, CHECKOUT_MESSAGES.failed)
        : null,
    onChoose: () => start(type, previews[type].data?.code),
  });

  return (
    <div className="mx-auto flex w-full max-w-5xl flex-col gap-8 px-4 py-6 md:gap-10 md:px-6 md:py-10">
      <div className="flex flex-col gap-4">
        <Button asChild variant="ghost" className="-ml-3 w-fit">
          <Link to={back.to}>
            <ArrowLeft aria-hidden />
            {back.label}
          </Link>
        </Button>
        <div className="flex flex-col gap-2 text-center">
          <h1 className="text-3xl font-bold tracking-tight text-balance md:text-4xl">
            {settled ? "Your plan" : "Choose your plan"}
          </h1>
          <p className="text-pretty text-muted-foreground">
            Live positions with entry, target, stop loss and commentary, and every update as it happens.
          </p>
        </div>
      </div>

      {code && <PromotionBanner code={code} applied={applied} refusal={refusal} />}
      {!user && <LoginRequiredCard />}
      {choice.kind !== "buy" && <CurrentPlanCard choice={choice} provider={billing.data?.provider} />}
      {choice.kind === "buy" && choice.ended && user?.subscriptionExpiry && (
        <Alert>
          <CalendarX aria-hidden />
          <AlertTitle>
            Your {PLANS[choice.ended].name} ended on {dates.longDate(user.subscriptionExpiry)}
          </AlertTitle>
          <AlertDescription>
            {choice.offered.includes(choice.ended)
              ? "Buy it again below to keep receiving signals."
              : `${PLANS.pro.name} is the way to keep receiving signals.`}
          </AlertDescription>
        </Alert>
      )}
      {failure && (
        <Alert variant="destructive">
          <CircleExclamationPoint aria-hidden />
          <AlertTitle>{failure.message}</AlertTitle>
          {failure.detail && <AlertDescription>{failure.detail}</AlertDescription>}
        </Alert>
      )}

      <div className="grid gap-8 pt-2 md:grid-cols-2 md:gap-6">
        {/* When Pro is the only step left, it comes first: on a phone the other card would push it off screen. */}
        <PlanCard {...cardProps("trial")} />
        <PlanCard {...cardProps("pro")} featured className={proFirst ? "order-first" : undefined} />
      </div>
      <RiskWarning place="plans" variant="box" className="-mt-2 md:-mt-4" />

      <PlansComparison />
      <PlansFaq />
    </div>
  );
}
