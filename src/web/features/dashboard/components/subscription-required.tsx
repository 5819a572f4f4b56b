import { ArrowRight, Lock } from "lucide-react";
import { Link } from "react-router";
import { PLANS, TRIAL_DAYS, formatPlanPrice } from "@shared/plans";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";

/** Replaces the dashboard for members without access. */
export function SubscriptionRequired({ firstName }: { firstName: string }) {
  return (
    <Card className="mx-auto flex w-full max-w-xl flex-col items-center gap-5 px-5 py-10 text-center md:px-10">
      <span className="flex size-14 items-center justify-center rounded-full bg-secondary text-gain">
        <Lock className="size-6" aria-hidden />
      </span>
      <div className="flex flex-col gap-2">
        <h1 className="text-2xl font-bold tracking-tight md:text-3xl">Subscription Required</h1>
        <p className="text-muted-foreground">
          {firstName}, your account has no active plan. Choose one to see live positions, commentary and alerts.
        </p>
      </div>
      <div className="grid w-full gap-3 sm:grid-cols-2">
        <Button asChild size="lg" variant="secondary" className="h-auto min-h-12 py-2 whitespace-normal">
          <Link to="/subscribe">
            Get {PLANS.trial.name} - {formatPlanPrice(PLANS.trial)}
          </Link>
        </Button>
        <Button asChild size="lg" className="h-auto min-h-12 py-2 whitespace-normal">
          <Link to="/subscribe">
            Get {PLANS.pro.name} - {formatPlanPrice(PLANS.pro)}
          </Link>
        </Button>
      </div>
      <p className="text-xs text-muted-foreground">
        {PLANS.trial.name}: {TRIAL_DAYS} days, one payment, no automatic billing. {PLANS.pro.name}: monthly, cancel
        anytime.
      </p>
      <Button asChild variant="link">
        <Link to="/plans">
          Compare plans
          <ArrowRight aria-hidden />
        </Link>
      </Button>
    </Card>
  );
}
