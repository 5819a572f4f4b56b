import { ArrowRight, BellRing, Layers, ShieldCheck } from "lucide-react";
import { Link } from "@/lib/app-navigation";
import { MONEY_BACK_DAYS, PLANS, TRIAL_DAYS, formatPlanPrice } from "@shared/plans";
import { buttonVariants } from "@/components/ui/button-variants";
import { cn } from "@/lib/cn";
import { getAppName } from "@/lib/site-info";
import { useT } from "@/lib/i18n";

export function HeroSection() {
  const { t } = useT();
  const assurances = [
    { icon: Layers, text: t("site:landing.markets") },
    { icon: BellRing, text: t("site:landing.alerts") },
    { icon: ShieldCheck, text: t("site:landing.guarantee", { count: MONEY_BACK_DAYS }) },
  ];
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
          {t("site:landing.badge")}
        </span>
        <h1 id="hero-title" className="text-4xl leading-[1.1] font-bold tracking-tight text-balance md:text-6xl">
          {t("site:landing.titleStart")}{" "}
          <span className="text-gain md:whitespace-nowrap">{t("site:landing.titleEnd")}</span>
        </h1>
        <p className="max-w-2xl text-lg text-pretty text-muted-foreground md:text-xl">{t("site:landing.lead")}</p>
        <div className="flex w-full flex-col gap-3 sm:w-auto sm:flex-row">
          <Link to="/register" className={cn(buttonVariants({ size: "lg" }), "w-full sm:w-auto")}>
            {t("site:landing.tryFullAccess", { price: formatPlanPrice(PLANS.trial) })}
            <ArrowRight aria-hidden className="rtl:-scale-x-100" />
          </Link>
          <Link to="/about" className={cn(buttonVariants({ size: "lg", variant: "outline" }), "w-full sm:w-auto")}>
            {t("site:landing.learnMore")}
            <span className="sr-only"> {t("site:landing.learnMoreAbout", { appName: getAppName() })}</span>
          </Link>
        </div>
        <p className="text-sm text-muted-foreground">{t("site:landing.trialTerms", { count: TRIAL_DAYS })}</p>
        <ul className="mt-4 grid w-full gap-3 text-start sm:grid-cols-3 md:mt-8">
          {assurances.map(({ icon: Icon, text }) => (
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
