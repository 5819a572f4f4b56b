import { ArrowLeft, CircleExclamationPoint } from "lucide-react";
import { useEffect } from "react";
import { Link, useNavigate } from "react-router";
import { hasAccess } from "@shared/access";
import { PLANS, TRIAL_DAYS, formatPlanPrice } from "@shared/plans";
import { Alert, AlertDescription, AlertTitle } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { PageLoader } from "@/components/page-loader";
import { useSession } from "@/features/auth/hooks/use-session";
import { LoginRequiredCard } from "@/features/subscriptions/components/login-required-card";
import { PlanCard } from "@/features/subscriptions/components/plan-card";
import { PlansComparison } from "@/features/subscriptions/components/plans-comparison";
import { PlansFaq } from "@/features/subscriptions/components/plans-faq";
import { useStartCheckout } from "@/features/subscriptions/hooks/use-start-checkout";
import { usePageMeta } from "@/lib/use-page-meta";

/** Plans page. Pro members with access have nothing to buy here and go to the dashboard. */
export function PlansPage() {
  usePageMeta({
    title: "Plans",
    description: `Choose ${PLANS.trial.name} (${formatPlanPrice(PLANS.trial)} once, ${TRIAL_DAYS} days) or ${PLANS.pro.name} (${formatPlanPrice(PLANS.pro)} a month, cancel anytime) for live trading signals.`,
  });
  const navigate = useNavigate();
  const { user, isLoading } = useSession();
  const { start, busyPlan, failure } = useStartCheckout();
  const isPro = user?.subscriptionStatus === "premium" && hasAccess(user);

  useEffect(() => {
    if (isPro) navigate("/dashboard", { replace: true });
  }, [isPro, navigate]);

  // A whole screen tall, so the site footer below stays off-screen until the plans replace the spinner; at
  // 60% of the screen the footer showed and then jumped down (Lighthouse CLS 0.32 on a phone).
  if (isLoading || isPro) return <PageLoader className="min-h-dvh" />;

  return (
    <div className="mx-auto flex w-full max-w-5xl flex-col gap-8 px-4 py-6 md:gap-10 md:px-6 md:py-10">
      <div className="flex flex-col gap-4">
        <Button asChild variant="ghost" className="-ml-3 w-fit">
          <Link to="/dashboard">
            <ArrowLeft aria-hidden />
            Back to Dashboard
          </Link>
        </Button>
        <div className="flex flex-col gap-2 text-center">
          <h1 className="text-3xl font-bold tracking-tight text-balance md:text-4xl">Choose your plan</h1>
          <p className="text-pretty text-muted-foreground">
            Live positions with entry, target, stop loss and commentary, the moment they are published.
          </p>
        </div>
      </div>

      {!user && <LoginRequiredCard />}
      {failure && (
        <Alert variant="destructive">
          <CircleExclamationPoint aria-hidden />
          <AlertTitle>{failure.message}</AlertTitle>
          {failure.detail && <AlertDescription>{failure.detail}</AlertDescription>}
        </Alert>
      )}

      <div className="grid gap-8 pt-2 md:grid-cols-2 md:gap-6">
        <PlanCard
          plan={PLANS.trial}
          busy={busyPlan === "trial"}
          disabled={busyPlan !== null}
          onChoose={() => start("trial")}
        />
        <PlanCard
          plan={PLANS.pro}
          featured
          busy={busyPlan === "pro"}
          disabled={busyPlan !== null}
          onChoose={() => start("pro")}
        />
      </div>

      <PlansComparison />
      <PlansFaq />
    </div>
  );
}
