import { BadgeCheck, CalendarX, LifeBuoy, type LucideIcon } from "lucide-react";
import type { ReactNode } from "react";
import { Link } from "@/lib/app-navigation";
import type { PlanChoice } from "@shared/plan-choice";
import { PLANS, formatPlanPrice } from "@shared/plans";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { CheckList } from "@/components/check-list";
import { ResumeProAction } from "@/features/subscriptions/components/resume-pro-action";
import { cn } from "@/lib/cn";
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
      <PlanNotice
        icon={LifeBuoy}
        tone="warning"
        title={<>Your access has ended, but your {PLANS.pro.name} is still on file</>}
        description="Buying it again would charge you twice, so it is not offered here. Write to us and we will sort it out."
      >
        <Button asChild className="w-full sm:w-fit">
          <a href={`mailto:${supportEmail}`}>Contact support</a>
        </Button>
      </PlanNotice>
    );
  }
  const plan = choice.current ? PLANS[choice.current] : null;
  return (
    <PlanNotice
      icon={BadgeCheck}
      tone="info"
      spacious
      title={plan ? `You're on ${plan.name}` : "Your access does not expire"}
      description={
        plan
          ? `${formatPlanPrice(plan)} ${plan.billing === "monthly" ? "a month" : "once"}. To cancel or change it, go to account settings.`
          : "An administrator gave your account open-ended access, so there is nothing to buy."
      }
    >
      {plan && <CheckList items={plan.features} />}
      <Button asChild variant="outline" className="w-full sm:w-fit">
        <Link to="/account">Account settings</Link>
      </Button>
    </PlanNotice>
  );
}

/** A cancelled Pro: what the member keeps, until when, and the way to take the cancellation back. */
function CancelledProCard({ until, provider }: { until: string; provider: "local" | "stripe" | undefined }) {
  const dates = useDateFormat();
  return (
    <PlanNotice
      icon={CalendarX}
      tone="warning"
      spacious
      title={<>Your {PLANS.pro.name} is cancelled</>}
      description={
        <>
          You keep full access until {dates.longDate(until)}. It will not renew, and nothing more is charged. Changed
          your mind? Resume it before then and it renews as before.
        </>
      }
    >
      <ResumeProAction provider={provider} />
    </PlanNotice>
  );
}

/** The plans page's card about the member's own plan: an icon in the notice's tone, what it is, and what to do. */
function PlanNotice({
  icon: Icon,
  tone,
  spacious = false,
  title,
  description,
  children,
}: {
  icon: LucideIcon;
  tone: "info" | "warning";
  /** More room above a list of what the plan includes. */
  spacious?: boolean;
  title: ReactNode;
  description: ReactNode;
  children: ReactNode;
}) {
  return (
    <Card
      role="region"
      aria-labelledby="current-plan"
      className={cn(
        "flex flex-col p-5 md:p-6",
        spacious ? "gap-4" : "gap-3",
        tone === "info" ? "border-info/40" : "border-warning/40",
      )}
    >
      <div className="flex items-start gap-3">
        <Icon className={cn("mt-0.5 size-5 shrink-0", tone === "info" ? "text-info" : "text-warning")} aria-hidden />
        <div className="flex flex-col gap-1">
          <h2 id="current-plan" className="font-semibold">
            {title}
          </h2>
          <p className="text-sm text-muted-foreground">{description}</p>
        </div>
      </div>
      {children}
    </Card>
  );
}
