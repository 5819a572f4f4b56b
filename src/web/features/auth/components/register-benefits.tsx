import { BellRing, ChartCandlestick, CircleCheck, Layers, ShieldCheck, Zap } from "lucide-react";
import { earlyAccessDelay } from "@shared/early-access";
import { MARKET_CATEGORIES } from "@shared/market-names";
import { MONEY_BACK_DAYS, PLANS, TRIAL_DAYS, formatPlanPrice } from "@shared/plans";
import { cn } from "@/lib/cn";
import { useEarlyAccessMinutes } from "@/lib/early-access-api";
import { IconTile } from "@/components/icon-tile";

const BENEFITS = [
  { icon: Zap, title: "Live position sharing", text: "Entries, targets and stops, live on your dashboard." },
  {
    icon: Layers,
    title: "Every market category",
    text: `${MARKET_CATEGORIES} in one feed.`,
  },
  {
    icon: BellRing,
    title: "Mobile-first, with push notifications",
    text: "Install it on your home screen and get alerted instantly.",
  },
  { icon: CircleCheck, title: "Cancel anytime", text: "No lock-in and nothing to call us about." },
] as const;

/** The headline of the registration page's marketing column; on phones it sits above the form. */
export function RegisterOffer({ className }: { className?: string }) {
  return (
    <div className={cn("flex flex-col gap-3", className)}>
      <span className="inline-flex w-fit items-center gap-2 rounded-full border border-gain/30 bg-gain/10 px-3 py-1 text-xs font-semibold tracking-wide text-gain uppercase">
        <ChartCandlestick className="size-3.5" aria-hidden />
        Full access
      </span>
      <h1 className="text-3xl font-bold tracking-tight text-balance md:text-4xl">
        Try Full Access for {formatPlanPrice(PLANS.trial)}
      </h1>
      <p className="text-base text-muted-foreground md:text-lg">
        One month of every signal we publish, for a single payment. No automatic billing.
      </p>
    </div>
  );
}

/** The benefits and trial details of the marketing column; on phones they follow the form. */
export function RegisterBenefits({ className }: { className?: string }) {
  const trialPrice = formatPlanPrice(PLANS.trial);
  // The Trial sold here sees new entries after Pro while early access is on: said with the server's delay.
  const delay = earlyAccessDelay(useEarlyAccessMinutes());
  return (
    <section aria-label="What you get" className={cn("flex flex-col gap-6", className)}>
      <ul className="grid gap-4">
        {BENEFITS.map(({ icon, title, text }) => (
          <li key={title} className="flex gap-3">
            <IconTile icon={icon} />
            <span className="flex flex-col gap-0.5">
              <span className="font-semibold">{title}</span>
              <span className="text-sm text-muted-foreground">{text}</span>
            </span>
          </li>
        ))}
      </ul>

      <div className="rounded-xl border bg-card/60 p-4 text-sm">
        <p className="flex items-center gap-2 font-semibold">
          <ShieldCheck className="size-4 text-gain" aria-hidden />
          Trial details
        </p>
        <p className="mt-2 text-muted-foreground">
          {PLANS.trial.name} is {trialPrice} once for {TRIAL_DAYS} days of full access. You are never charged again:
          when the {TRIAL_DAYS} days end, access simply ends.{delay && ` ${delay}.`} Upgrade to the {PLANS.pro.name} at
          any time, backed by our {MONEY_BACK_DAYS}-day money-back guarantee.
        </p>
      </div>
    </section>
  );
}
