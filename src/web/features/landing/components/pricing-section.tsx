import { ShieldCheck } from "lucide-react";
import { useRef } from "react";
import { Link } from "@/lib/app-navigation";
import { PAGE_PATHS } from "@shared/pages";
import { useEarlyAccessMinutes } from "@/lib/early-access-api";
import { useTrackRecord } from "@/lib/track-record-api";
import { useFreeFeed } from "@/lib/free-feed-api";
import { planFeatures } from "@shared/early-access";
import { MONEY_BACK_DAYS, PLANS, TRIAL_DAYS, formatPlanPrice, type Plan } from "@shared/plans";
import { CheckList } from "@/components/check-list";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { RiskWarning } from "@/components/risk-warning";
import { LandingSection, SectionHeading } from "@/features/landing/components/landing-section";
import { cn } from "@/lib/cn";
import { useNearViewport } from "@/lib/use-near-viewport";

interface PlanOffer {
  plan: Plan;
  period: string;
  cta: string;
  featured: boolean;
}

/** Pricing: both buttons lead to registration, which continues to the plan choice. */
const OFFERS: PlanOffer[] = [
  {
    plan: PLANS.trial,
    period: `one time · ${TRIAL_DAYS} days`,
    cta: `Try Full Access for ${formatPlanPrice(PLANS.trial)}`,
    featured: false,
  },
  { plan: PLANS.pro, period: "per month", cta: "Upgrade to Pro", featured: true },
];

function PricingCard({ plan, period, cta, featured, earlyAccessMinutes }: PlanOffer & { earlyAccessMinutes: number }) {
  const titleId = `pricing-${plan.type}`;
  const features = planFeatures(plan, earlyAccessMinutes);
  return (
    <article
      aria-labelledby={titleId}
      className={cn(
        "flex flex-col gap-6 rounded-2xl border bg-card p-6 shadow-card md:p-8",
        featured && "border-gain/60 ring-1 ring-gain/40",
      )}
    >
      <div className="flex flex-col gap-3">
        <Badge variant={featured ? "gain" : "outline"}>{plan.badge}</Badge>
        <h3 id={titleId} className="text-xl font-bold">
          {plan.name}
        </h3>
        <p className="flex items-baseline gap-2">
          <span className="text-4xl font-bold tracking-tight">{formatPlanPrice(plan)}</span>
          <span className="text-muted-foreground">{period}</span>
        </p>
      </div>
      <CheckList items={features} className="flex-1 gap-3" />
      <div className="flex flex-col gap-3">
        <Button asChild size="lg" variant={featured ? "default" : "outline"}>
          <Link to="/register">{cta}</Link>
        </Button>
        <p className="text-center text-xs text-muted-foreground">{plan.note}</p>
      </div>
    </article>
  );
}

/**
 * Shown when the provider publishes the track record (docs/product.md#track-record). The record (and the schema that
 * reads it) is fetched as the pricing nears the screen, not while the landing page loads.
 */
function TrackRecordLink() {
  const anchor = useRef<HTMLDivElement>(null);
  const record = useTrackRecord({ enabled: useNearViewport(anchor) });
  if (!record.data) return <div ref={anchor} aria-hidden />;
  const { trades, winRate } = record.data.figures;
  return (
    <p className="text-center text-sm text-muted-foreground">
      {trades > 0 ? `${trades} closed signals, ${winRate}% won. ` : ""}
      <Link
        to={PAGE_PATHS.trackRecord}
        className="inline-flex min-h-11 items-center font-medium text-gain underline-offset-4 hover:underline"
      >
        See the full, verifiable track record
      </Link>
    </p>
  );
}

/**
 * Shown while the provider publishes the free delayed feed (docs/product.md#free-delayed-feed): its API answers 404
 * while off, and the link stays away. Asked as the pricing nears the screen, as the record above.
 */
function FreeFeedLink() {
  const anchor = useRef<HTMLDivElement>(null);
  const feed = useFreeFeed({ enabled: useNearViewport(anchor) });
  if (!feed.data) return <div ref={anchor} aria-hidden />;
  return (
    <p className="text-center text-sm text-muted-foreground">
      {feed.data.delay}.{" "}
      <Link
        to={PAGE_PATHS.freeSignals}
        className="inline-flex min-h-11 items-center font-medium text-gain underline-offset-4 hover:underline"
      >
        See past signals for free
      </Link>
    </p>
  );
}

export function PricingSection() {
  const cards = useRef<HTMLDivElement>(null);
  // Asked as the cards near the screen, not while the landing page loads (as the record below).
  const earlyAccessMinutes = useEarlyAccessMinutes({ enabled: useNearViewport(cards) });
  return (
    <LandingSection labelledBy="pricing-title" className="border-y bg-card/40">
      <SectionHeading
        id="pricing-title"
        eyebrow="Pricing"
        title="Simple plans, no surprises"
        description="Start with one month of full access for a single payment, or go Pro for everything, month to month."
      />
      <div ref={cards} className="mx-auto grid w-full max-w-4xl gap-6 md:grid-cols-2">
        {OFFERS.map((offer) => (
          <PricingCard key={offer.plan.type} {...offer} earlyAccessMinutes={earlyAccessMinutes} />
        ))}
      </div>
      <RiskWarning place="plans" variant="box" className="mx-auto w-full max-w-4xl" />
      <p className="flex items-center justify-center gap-2 text-center text-sm text-muted-foreground">
        <ShieldCheck className="size-4 shrink-0 text-gain" aria-hidden />
        {MONEY_BACK_DAYS}-day money-back guarantee on your first payment.{" "}
        <Link
          to="/plans"
          className="inline-flex min-h-11 items-center font-medium text-gain underline-offset-4 hover:underline"
        >
          Compare plans
        </Link>
      </p>
      <TrackRecordLink />
      <FreeFeedLink />
    </LandingSection>
  );
}
