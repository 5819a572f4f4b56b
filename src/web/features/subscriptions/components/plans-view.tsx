import { ArrowLeft, CalendarX, CircleExclamationPoint } from "lucide-react";
import { lazy, Suspense } from "react";
import { Link } from "@/lib/app-navigation";
import { planChoice, trialForfeitNotice } from "@shared/plan-choice";
import type { Billing } from "@shared/payments";
import { PLANS, PLAN_NAME_KEYS, type PlanType } from "@shared/plans";
import type { PromotionPreview } from "@shared/promotions";
import type { PublicUser } from "@shared/users";
import { Alert, AlertDescription, AlertTitle } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { RiskWarning } from "@/components/risk-warning";
import { LoginRequiredCard } from "@/features/subscriptions/components/login-required-card";
import { PlanCard } from "@/features/subscriptions/components/plan-card";
import { PlansComparison } from "@/features/subscriptions/components/plans-comparison";
import { CHECKOUT_MESSAGES, type StartCheckout } from "@/features/subscriptions/hooks/use-start-checkout";
import { userFacingMessage } from "@/lib/api-client";
import { useDateFormat } from "@/lib/display-time-zone";
import { useT } from "@/lib/i18n";
import { usePlanText } from "@/lib/plan-text";

/** A code's word for one plan, as the promotion preview query answered it. */
export interface PlanPreview {
  data: PromotionPreview | undefined;
  isError: boolean;
  error: unknown;
}

// Only a member has a plan to show, and its actions (resume, the billing portal) bring the query library: a visitor
// never loads them.
// Only a link with a code shows it, and the code is read once the page is taken over: not in the first download.
const PromotionBanner = lazy(() =>
  import("@/features/subscriptions/components/promotion-banner").then(({ PromotionBanner }) => ({
    default: PromotionBanner,
  })),
);
const CurrentPlanCard = lazy(() =>
  import("@/features/subscriptions/components/current-plan-card").then(({ CurrentPlanCard }) => ({
    default: CurrentPlanCard,
  })),
);

const NO_PREVIEW: PlanPreview = { data: undefined, isError: false, error: null };
export const NO_PREVIEWS: Record<PlanType, PlanPreview> = { trial: NO_PREVIEW, pro: NO_PREVIEW };

interface PlansViewProps {
  user: PublicUser | null;
  /** The member's subscription and payments; undefined for a visitor. */
  billing: Billing | undefined;
  /** The promotion code from the link, if any, and what it does to each plan. */
  code: string | null;
  previews: Record<PlanType, PlanPreview>;
  /** Pro members' head start on new entries (0: none, or not read yet). */
  earlyAccessMinutes: number;
  checkout: StartCheckout;
}

/**
 * What the plans page shows, from what it has read: the member's own plan is marked and not offered again; a member
 * with nothing to buy sees their plan and where to change it instead. Reads nothing itself, so the page a visitor
 * gets (no session, no code) needs no query library.
 */
export function PlansView({ user, billing, code, previews, earlyAccessMinutes, checkout }: PlansViewProps) {
  const { start, busyPlan, failure } = checkout;
  const dates = useDateFormat();
  const { t } = useT();
  const say = usePlanText();
  // A visitor has no dashboard: that link would only lead to the sign-in form.
  const back = user
    ? { to: "/dashboard", label: t("plans:page.backToDashboard") }
    : { to: "/", label: t("plans:page.backToHome") };
  const applied = previews.pro.data ?? previews.trial.data;
  const refusal =
    code && previews.trial.isError && previews.pro.isError
      ? userFacingMessage(previews.pro.error, t(CHECKOUT_MESSAGES.failed))
      : null;
  const choice = planChoice(user ?? null, billing ?? { subscription: null, payments: [] });
  const settled = choice.kind !== "buy";
  const proFirst = choice.kind === "buy" && !choice.offered.includes("trial");
  const ownPlan =
    choice.kind === "manage" || choice.kind === "buy" ? choice.current : choice.kind === "cancelled" ? "pro" : null;
  const forfeit = trialForfeitNotice(user ?? null, new Date(), dates.timeZone);
  const cardProps = (type: PlanType) => ({
    plan: PLANS[type],
    current: ownPlan === type,
    offered: choice.kind === "buy" && choice.offered.includes(type),
    unavailableNote:
      choice.kind === "buy" || choice.kind === "contact-support"
        ? say(choice.notes[type] ?? "")
        : t("subscription:notes.nothingToBuy"),
    currentNote:
      choice.kind === "cancelled"
        ? t("subscription:notes.cancelledUntil", { date: dates.longDate(choice.until) })
        : undefined,
    cancelled: choice.kind === "cancelled" && type === "pro",
    notice: type === "pro" && forfeit ? say(forfeit) : null,
    earlyAccessMinutes,
    busy: busyPlan === type,
    disabled: busyPlan !== null,
    promotion: previews[type].data ?? null,
    promotionNote:
      code && previews[type].isError && applied
        ? userFacingMessage(previews[type].error, t(CHECKOUT_MESSAGES.failed))
        : null,
    onChoose: () => start(type, previews[type].data?.code),
  });

  return (
    <>
      <div className="flex flex-col gap-4">
        <Button asChild variant="ghost" className="-ml-3 w-fit">
          <Link to={back.to}>
            <ArrowLeft aria-hidden className="rtl:-scale-x-100" />
            {back.label}
          </Link>
        </Button>
        <div className="flex flex-col gap-2 text-center">
          <h1 className="text-3xl font-bold tracking-tight text-balance md:text-4xl">
            {settled ? t("subscription:plansPage.yourPlan") : t("plans:page.choose")}
          </h1>
          <p className="text-pretty text-muted-foreground">{t("plans:page.lead")}</p>
        </div>
      </div>

      {code && (
        <Suspense>
          <PromotionBanner code={code} applied={applied} refusal={refusal} />
        </Suspense>
      )}
      {!user && <LoginRequiredCard />}
      {choice.kind !== "buy" && (
        <Suspense>
          <CurrentPlanCard choice={choice} provider={billing?.provider} />
        </Suspense>
      )}
      {choice.kind === "buy" && choice.ended && user?.subscriptionExpiry && (
        <Alert>
          <CalendarX aria-hidden />
          <AlertTitle>
            {t("subscription:plansPage.ended", {
              plan: t(PLAN_NAME_KEYS[choice.ended]),
              date: dates.longDate(user.subscriptionExpiry),
            })}
          </AlertTitle>
          <AlertDescription>
            {choice.offered.includes(choice.ended)
              ? t("subscription:plansPage.buyAgain")
              : t("subscription:plansPage.proIsTheWay", { pro: t(PLAN_NAME_KEYS.pro) })}
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

      <PlansComparison earlyAccessMinutes={earlyAccessMinutes} />
    </>
  );
}
