import { ShieldCheck } from "lucide-react";
import { useRef } from "react";
import { Link } from "@/lib/app-navigation";
import { formatRate } from "@shared/format";
import { PAGE_PATHS } from "@shared/pages";
import { useEarlyAccessMinutes } from "@/lib/early-access-api";
import { useTrackRecord } from "@/lib/track-record-api";
import { useFreeFeed } from "@/lib/free-feed-api";
import { planFeatures } from "@shared/early-access";
import { MONEY_BACK_DAYS, PLANS, PLAN_NAME_KEYS, TRIAL_DAYS, formatPlanPrice, type Plan } from "@shared/plans";
import { CheckList } from "@/components/check-list";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { RiskWarning } from "@/components/risk-warning";
import { LandingSection, SectionHeading } from "@/features/landing/components/landing-section";
import { cn } from "@/lib/cn";
import { useT } from "@/lib/i18n";
import { usePlanText } from "@/lib/plan-text";
import { useNearViewport } from "@/lib/use-near-viewport";

interface PlanOffer {
  plan: Plan;
  period: { key: string; count?: number };
  cta: { key: string; price?: string };
  featured: boolean;
}

/** Pricing: both buttons lead to registration, which continues to the plan choice. */
const OFFERS: PlanOffer[] = [
  {
    plan: PLANS.trial,
    period: { key: "pages:landing.pricing.trialPeriod", count: TRIAL_DAYS },
    cta: { key: "site:landing.tryFullAccess", price: formatPlanPrice(PLANS.trial) },
    featured: false,
  },
  {
    plan: PLANS.pro,
    period: { key: "pages:landing.pricing.perMonth" },
    cta: { key: "pages:landing.pricing.upgrade" },
    featured: true,
  },
];

// The plans' names, badges, features and notes are the plans page's own (the `plans` catalogue).
function PricingCard({ plan, period, cta, featured, earlyAccessMinutes }: PlanOffer & { earlyAccessMinutes: number }) {
  const { t } = useT();
  const say = usePlanText();
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
        <Badge variant={featured ? "gain" : "outline"}>{say(plan.badge)}</Badge>
        <h3 id={titleId} className="text-xl font-bold">
          {t(PLAN_NAME_KEYS[plan.type])}
        </h3>
        <p className="flex flex-wrap items-baseline gap-x-2">
          <span className="text-4xl font-bold tracking-tight">{formatPlanPrice(plan)}</span>
          <span className="text-muted-foreground">{t(period.key, { count: period.count ?? 1 })}</span>
        </p>
      </div>
      <CheckList items={features.map(say)} className="flex-1 gap-3" />
      <div className="flex flex-col gap-3">
        <Button
          asChild
          size="lg"
          variant={featured ? "default" : "outline"}
          className="h-auto min-h-12 py-2 text-center whitespace-normal"
        >
          <Link to="/register">{t(cta.key, { price: cta.price ?? "" })}</Link>
        </Button>
        <p className="text-center text-xs text-muted-foreground">{say(plan.note)}</p>
      </div>
    </article>
  );
}

/**
 * Shown when the provider publishes the track record (docs/product.md#track-record). The record (and the schema that
 * reads it) is fetched as the pricing nears the screen, not while the landing page loads.
 */
function TrackRecordLink() {
  const { t, language } = useT();
  const anchor = useRef<HTMLDivElement>(null);
  const record = useTrackRecord({ enabled: useNearViewport(anchor) });
  if (!record.data) return <div ref={anchor} aria-hidden />;
  const { trades, winRate } = record.data.figures;
  return (
    <p className="text-center text-sm text-muted-foreground">
      {trades > 0
        ? `${t("pages:landing.pricing.record", { count: trades, winRate: formatRate(winRate, language) })} `
        : ""}
      <Link
        to={PAGE_PATHS.trackRecord}
        className="inline-flex min-h-11 items-center font-medium text-gain underline-offset-4 hover:underline"
      >
        {t("pages:landing.pricing.seeRecord")}
      </Link>
    </p>
  );
}

/**
 * Shown while the provider publishes the free delayed feed (docs/product.md#free-delayed-feed): its API answers 404
 * while off, and the link stays away. Asked as the pricing nears the screen, as the record above.
 */
function FreeFeedLink() {
  const { t, language } = useT();
  const anchor = useRef<HTMLDivElement>(null);
  const feed = useFreeFeed({ enabled: useNearViewport(anchor) });
  if (!feed.data) return <div ref={anchor} aria-hidden />;
  return (
    <p className="text-center text-sm text-muted-foreground">
      {/* The server's words, English for now. */}
      <span lang={language === "en" ? undefined : "en"} dir={language === "en" ? undefined : "ltr"}>
        {feed.data.delay}.
      </span>{" "}
      <Link
        to={PAGE_PATHS.freeSignals}
        className="inline-flex min-h-11 items-center font-medium text-gain underline-offset-4 hover:underline"
      >
        {t("pages:landing.pricing.seeFree")}
      </Link>
    </p>
  );
}

export function PricingSection() {
  const { t } = useT();
  const cards = useRef<HTMLDivElement>(null);
  // Asked as the cards near the screen, not while the landing page loads (as the record below).
  const earlyAccessMinutes = useEarlyAccessMinutes({ enabled: useNearViewport(cards) });
  return (
    <LandingSection labelledBy="pricing-title" className="border-y bg-card/40">
      <SectionHeading
        id="pricing-title"
        eyebrow={t("pages:landing.pricing.eyebrow")}
        title={t("pages:landing.pricing.title")}
        description={t("pages:landing.pricing.description")}
      />
      <div ref={cards} className="mx-auto grid w-full max-w-4xl gap-6 md:grid-cols-2">
        {OFFERS.map((offer) => (
          <PricingCard key={offer.plan.type} {...offer} earlyAccessMinutes={earlyAccessMinutes} />
        ))}
      </div>
      <RiskWarning place="plans" variant="box" className="mx-auto w-full max-w-4xl" />
      <p className="flex items-center justify-center gap-2 text-center text-sm text-muted-foreground">
        <ShieldCheck className="size-4 shrink-0 text-gain" aria-hidden />
        {t("pages:landing.pricing.guarantee", { count: MONEY_BACK_DAYS })}{" "}
        <Link
          to="/plans"
          className="inline-flex min-h-11 items-center font-medium text-gain underline-offset-4 hover:underline"
        >
          {t("pages:landing.pricing.compare")}
        </Link>
      </p>
      <TrackRecordLink />
      <FreeFeedLink />
    </LandingSection>
  );
}
