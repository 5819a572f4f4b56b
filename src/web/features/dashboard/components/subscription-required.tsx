import { ArrowRight, Lock } from "lucide-react";
import { Link } from "react-router";
import { PLANS, TRIAL_DAYS, formatPlanPrice } from "@shared/plans";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { InPageLanguage, useT } from "@/lib/i18n";

/** Replaces the dashboard for members without access. */
export function SubscriptionRequired({ firstName }: { firstName: string }) {
  const { t } = useT();
  return (
    <InPageLanguage>
      <Card className="mx-auto flex w-full max-w-xl flex-col items-center gap-5 px-5 py-10 text-center md:px-10">
        <span className="flex size-14 items-center justify-center rounded-full bg-secondary text-gain">
          <Lock className="size-6" aria-hidden />
        </span>
        <div className="flex flex-col gap-2">
          <h1 className="text-2xl font-bold tracking-tight md:text-3xl">{t("app:subscriptionRequired.title")}</h1>
          <p className="text-muted-foreground">{t("app:subscriptionRequired.body", { firstName })}</p>
        </div>
        <div className="grid w-full gap-3 sm:grid-cols-2">
          <Button asChild size="lg" variant="secondary" className="h-auto min-h-12 py-2 whitespace-normal">
            <Link to="/subscribe">
              {t("app:subscriptionRequired.getTrial", { price: formatPlanPrice(PLANS.trial) })}
            </Link>
          </Button>
          <Button asChild size="lg" className="h-auto min-h-12 py-2 whitespace-normal">
            <Link to="/subscribe">{t("app:subscriptionRequired.getPro", { price: formatPlanPrice(PLANS.pro) })}</Link>
          </Button>
        </div>
        <p className="text-xs text-muted-foreground">{t("app:subscriptionRequired.terms", { count: TRIAL_DAYS })}</p>
        <Button asChild variant="link">
          <Link to="/plans">
            {t("app:subscriptionRequired.compare")}
            <ArrowRight aria-hidden className="rtl:-scale-x-100" />
          </Link>
        </Button>
      </Card>
    </InPageLanguage>
  );
}
