import { BadgeCheck, CalendarX, LifeBuoy, type LucideIcon } from "lucide-react";
import type { ReactNode } from "react";
import { Link } from "@/lib/app-navigation";
import type { PlanChoice } from "@shared/plan-choice";
import { PLANS, PLAN_NAME_KEYS, formatPlanPrice } from "@shared/plans";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { CheckList } from "@/components/check-list";
import { ResumeProAction } from "@/features/subscriptions/components/resume-pro-action";
import { cn } from "@/lib/cn";
import { useDateFormat } from "@/lib/display-time-zone";
import { useT } from "@/lib/i18n";
import { usePlanText } from "@/lib/plan-text";
import { getSiteInfo } from "@/lib/site-info";

type Settled = Exclude<PlanChoice, { kind: "buy" }>;

/**
 * Plans page, when there is nothing to buy (docs/product.md#plans): the member's plan, what it includes and where to
 * change it; or, with Pro still on file while access was ended, the one way out, which is support.
 */
export function CurrentPlanCard({ choice, provider }: { choice: Settled; provider: "local" | "stripe" | undefined }) {
  const { t } = useT();
  const say = usePlanText();
  if (choice.kind === "cancelled") return <CancelledProCard until={choice.until} provider={provider} />;
  if (choice.kind === "contact-support") {
    const { supportEmail } = getSiteInfo();
    return (
      <PlanNotice
        icon={LifeBuoy}
        tone="warning"
        title={say("subscription:current.onFile")}
        description={t("subscription:current.onFileText")}
      >
        <Button asChild className="w-full sm:w-fit">
          <a href={`mailto:${supportEmail}`}>{t("subscription:current.contactSupport")}</a>
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
      title={
        plan
          ? t("subscription:current.on", { plan: t(PLAN_NAME_KEYS[plan.type]) })
          : t("subscription:current.openEnded")
      }
      description={
        plan
          ? plan.billing === "monthly"
            ? t("subscription:current.monthly", { price: formatPlanPrice(plan) })
            : t("subscription:current.once", { price: formatPlanPrice(plan) })
          : t("subscription:current.openEndedText")
      }
    >
      {plan && <CheckList items={plan.features.map((feature) => say(feature))} />}
      <Button asChild variant="outline" className="w-full sm:w-fit">
        <Link to="/account">{t("subscription:current.accountSettings")}</Link>
      </Button>
    </PlanNotice>
  );
}

/** A cancelled Pro: what the member keeps, until when, and the way to take the cancellation back. */
function CancelledProCard({ until, provider }: { until: string; provider: "local" | "stripe" | undefined }) {
  const dates = useDateFormat();
  const say = usePlanText();
  return (
    <PlanNotice
      icon={CalendarX}
      tone="warning"
      spacious
      title={say("subscription:current.cancelled")}
      description={say({ key: "subscription:current.cancelledText", values: { date: dates.longDate(until) } })}
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
