import { BadgeCheck, CalendarX, LifeBuoy } from "lucide-react";
import { Link } from "@/lib/app-navigation";
import type { PlanChoice } from "@shared/plan-choice";
import { PLANS, formatPlanPrice } from "@shared/plans";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { CheckList } from "@/components/check-list";
import { ResumeProAction } from "@/features/subscriptions/components/resume-pro-action";
import { useDateFormat } from "@/lib/display-time-zone";
import { getSiteInfo } from "@/lib/site-info";

type Settled = Exclude<PlanChoice, { kind: "buy" }>;

/**
 * Plans page, when there is nothing to buy (docs/product.md#plans): the member's plan, what it includes and where to
 * change it; or, with Pro still on file while access was ended, the one way out, which is support.
 */
export function CurrentPlanCard({ choice, provider }: { choice: Settled; provider: "local" | "stripe" | undefined }) {
  if (choice.kind === "cancelled") return <CancelledProCard until={choice.until} provider={provider} />;
  if (choice.kind === "contact-support") {
    const { supportEmail } = getSiteInfo();
    return (
      <Card role="region" aria-labelledby="current-plan" className="flex flex-col gap-3 border-warning/40 p-5 md:p-6">
        <div className="flex items-start gap-3">
          <LifeBuoy className="mt-0.5 size-5 shrink-0 text-warning" aria-hidden />
          <div className="flex flex-col gap-1">
            <h2 id="current-plan" className="font-semibold">
              Your access has ended, but your {PLANS.pro.name} is still on file
            </h2>
            <p className="text-sm text-muted-foreground">
              Buying it again would charge you twice, so it is not offered here. Write to us and we will sort it out.
            </p>
          </div>
        </div>
        <Button asChild className="w-full sm:w-fit">
          <a href={`mailto:${supportEmail}`}>Contact support</a>
        </Button>
      </Card>
    );
  }
  const plan = choice.current ? PLANS[choice.current] : null;
  return (
    <Card role="region" aria-labelledby="current-plan" className="flex flex-col gap-4 border-info/40 p-5 md:p-6">
      <div className="flex items-start gap-3">
        <BadgeCheck className="mt-0.5 size-5 shrink-0 text-info" aria-hidden />
        <div className="flex flex-col gap-1">
          <h2 id="current-plan" className="font-semibold">
            {plan ? `You're on ${plan.name}` : "Your access does not expire"}
          </h2>
          <p className="text-sm text-muted-foreground">
            {plan
              ? `${formatPlanPrice(plan)} ${plan.billing === "monthly" ? "a month" : "once"}. To cancel or change it, go to account settings.`
              : "An administrator gave your account open-ended access, so there is nothing to buy."}
          </p>
        </div>
      </div>
      {plan && <CheckList items={plan.features} />}
      <Button asChild variant="outline" className="w-full sm:w-fit">
        <Link to="/account">Account settings</Link>
      </Button>
    </Card>
  );
}

/** A cancelled Pro: what the member keeps, until when, and the way to take the cancellation back. */
function CancelledProCard({ until, provider }: { until: string; provider: "local" | "stripe" | undefined }) {
  const dates = useDateFormat();
  return (
    <Card role="region" aria-labelledby="current-plan" className="flex flex-col gap-4 border-warning/40 p-5 md:p-6">
      <div className="flex items-start gap-3">
        <CalendarX className="mt-0.5 size-5 shrink-0 text-warning" aria-hidden />
        <div className="flex flex-col gap-1">
          <h2 id="current-plan" className="font-semibold">
            Your {PLANS.pro.name} is cancelled
          </h2>
          <p className="text-sm text-muted-foreground">
            You keep full access until {dates.longDate(until)}. It will not renew, and nothing more is charged. Changed
            your mind? Resume it before then and it renews as before.
          </p>
        </div>
      </div>
      <ResumeProAction provider={provider} />
    </Card>
  );
}
