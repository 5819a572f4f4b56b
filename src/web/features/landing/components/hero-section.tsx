import { ArrowRight, BellRing, Layers, ShieldCheck } from "lucide-react";
import { Link } from "@/lib/app-navigation";
import { MONEY_BACK_DAYS, PLANS, TRIAL_DAYS, formatPlanPrice } from "@shared/plans";
import { Button } from "@/components/ui/button";
import { getAppName } from "@/lib/site-info";

const ASSURANCES = [
  { icon: Layers, text: "Forex, commodities, crypto, indices and stocks" },
  { icon: BellRing, text: "Instant push alerts on your phone" },
  { icon: ShieldCheck, text: `${MONEY_BACK_DAYS}-day money-back guarantee` },
] as const;

export function HeroSection() {
  return (
    <section
      aria-labelledby="hero-title"
      className="bg-market-grid relative overflow-hidden px-4 pt-14 pb-16 md:pt-24 md:pb-24"
    >
      <div className="mx-auto flex w-full max-w-3xl flex-col items-center gap-6 text-center md:gap-8">
        <span className="inline-flex items-center gap-2 rounded-full border border-gain/30 bg-gain/10 px-3 py-1 text-xs font-semibold tracking-wide text-gain uppercase">
          <span className="relative flex size-2">
            <span className="absolute inline-flex size-full animate-ping rounded-full bg-gain opacity-60 motion-reduce:hidden" />
            <span className="relative inline-flex size-2 rounded-full bg-gain" />
          </span>
          Live trading signals
        </span>
        <h1 id="hero-title" className="text-4xl leading-[1.1] font-bold tracking-tight text-balance md:text-6xl">
          Trade alongside a professional, <span className="text-gain md:whitespace-nowrap">every step of the way</span>
        </h1>
        <p className="max-w-2xl text-lg text-pretty text-muted-foreground md:text-xl">
          Every position shared as it is opened: entry, target, stop loss, risk level and the reasoning behind it, with
          an alert on your phone when anything changes. Pro members get each entry first; the plans below say when Trial
          Access gets it.
        </p>
        <div className="flex w-full flex-col gap-3 sm:w-auto sm:flex-row">
          <Button asChild size="lg" className="w-full sm:w-auto">
            <Link to="/register">
              Try Full Access for {formatPlanPrice(PLANS.trial)}
              <ArrowRight aria-hidden />
            </Link>
          </Button>
          <Button asChild size="lg" variant="outline" className="w-full sm:w-auto">
            <Link to="/about">
              Learn More<span className="sr-only"> about {getAppName()}</span>
            </Link>
          </Button>
        </div>
        <p className="text-sm text-muted-foreground">
          {TRIAL_DAYS} days of full access · One payment · No automatic billing
        </p>
        <ul className="mt-4 grid w-full gap-3 text-left sm:grid-cols-3 md:mt-8">
          {ASSURANCES.map(({ icon: Icon, text }) => (
            <li key={text} className="flex items-center gap-3 rounded-lg border bg-card/60 px-4 py-3 text-sm">
              <Icon className="size-5 shrink-0 text-gain" aria-hidden />
              {text}
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
