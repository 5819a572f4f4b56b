import { BellRing, ChartCandlestick, CircleCheck, Layers, ShieldCheck, Zap } from "lucide-react";
import { MONEY_BACK_DAYS, PLANS, TRIAL_DAYS, formatPlanPrice } from "@shared/plans";
import { cn } from "@/lib/cn";
import { useEarlyAccessMinutes } from "@/lib/early-access-api";
import { useT } from "@/lib/i18n";
import { IconTile } from "@/components/icon-tile";

const BENEFITS = [
  { icon: Zap, title: "auth:benefits.live.title", text: "auth:benefits.live.text" },
  { icon: Layers, title: "auth:benefits.markets.title", text: "auth:benefits.markets.text" },
  { icon: BellRing, title: "auth:benefits.mobile.title", text: "auth:benefits.mobile.text" },
  { icon: CircleCheck, title: "auth:benefits.cancel.title", text: "auth:benefits.cancel.text" },
] as const;

/** The headline of the registration page's marketing column; on phones it sits above the form. */
export function RegisterOffer({ className }: { className?: string }) {
  const { t } = useT();
  return (
    <div className={cn("flex flex-col gap-3", className)}>
      <span className="inline-flex w-fit items-center gap-2 rounded-full border border-gain/30 bg-gain/10 px-3 py-1 text-xs font-semibold tracking-wide text-gain uppercase">
        <ChartCandlestick className="size-3.5" aria-hidden />
        {t("auth:offer.badge")}
      </span>
      <h1 className="text-3xl font-bold tracking-tight text-balance md:text-4xl">
        {t("auth:offer.title", { price: formatPlanPrice(PLANS.trial) })}
      </h1>
      <p className="text-base text-muted-foreground md:text-lg">{t("auth:offer.text")}</p>
    </div>
  );
}

/** The benefits and trial details of the marketing column; on phones they follow the form. */
export function RegisterBenefits({ className }: { className?: string }) {
  const { t } = useT();
  const trialPrice = formatPlanPrice(PLANS.trial);
  // The Trial sold here sees new entries after Pro while early access is on: said with the server's delay.
  const delay = useEarlyAccessMinutes();
  return (
    <section aria-label={t("auth:benefits.label")} className={cn("flex flex-col gap-6", className)}>
      <ul className="grid gap-4">
        {BENEFITS.map(({ icon, title, text }) => (
          <li key={title} className="flex gap-3">
            <IconTile icon={icon} />
            <span className="flex flex-col gap-0.5">
              <span className="font-semibold">{t(title)}</span>
              <span className="text-sm text-muted-foreground">{t(text)}</span>
            </span>
          </li>
        ))}
      </ul>

      <div className="rounded-xl border bg-card/60 p-4 text-sm">
        <p className="flex items-center gap-2 font-semibold">
          <ShieldCheck className="size-4 text-gain" aria-hidden />
          {t("auth:trialDetails.title")}
        </p>
        <p className="mt-2 text-muted-foreground">
          {t("auth:trialDetails.text", { count: TRIAL_DAYS, price: trialPrice })}
          {delay > 0 && ` ${t("auth:trialDetails.earlyAccess", { count: delay })}`}{" "}
          {t("auth:trialDetails.upgrade", { count: MONEY_BACK_DAYS })}
        </p>
      </div>
    </section>
  );
}
