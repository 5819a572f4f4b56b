import { RefreshCw } from "lucide-react";
import { Link, useSearchParams } from "react-router";
import { Fact } from "@/components/description-items";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { CheckList } from "@/components/check-list";
import { Spinner } from "@/components/ui/spinner";
import { SignInInPlace } from "@/features/auth/components/sign-in-in-place";
import { outcomeFor } from "@/features/subscriptions/components/subscription-outcome";
import { usePostCheckoutUser } from "@/features/subscriptions/hooks/use-post-checkout-user";
import { getSiteInfo } from "@/lib/site-info";
import { usePageMeta } from "@/lib/use-page-meta";
import { cn } from "@/lib/cn";
import { useDateFormat } from "@/lib/display-time-zone";
import { useT } from "@/lib/i18n";
import { usePlanText } from "@/lib/plan-text";

const TONE = { gain: "bg-gain/10 text-gain", info: "bg-info/10 text-info", warning: "bg-warning/10 text-warning" };

/** Checkout success page: reads the state only; fulfilment happened on the server (docs/product.md#payments). */
export function CheckoutSuccessPage() {
  const dates = useDateFormat();
  const { t } = useT();
  const say = usePlanText();
  usePageMeta({ title: t("subscription:success.title"), description: t("subscription:success.description") });
  const [params] = useSearchParams();
  const { user, isLoading, recheck } = usePostCheckoutUser(params.get("session_id"));

  if (isLoading) {
    return (
      <div role="status" className="flex flex-1 flex-col items-center justify-center gap-4 py-24">
        <Spinner className="size-10 text-gain" />
        <p className="text-muted-foreground">{t("subscription:success.processing")}</p>
      </div>
    );
  }
  if (!user) {
    return <SignInInPlace description={t("subscription:success.signIn")} />;
  }

  const outcome = outcomeFor(user);
  const Icon = outcome.icon;
  const supportEmail = getSiteInfo().supportEmail;
  return (
    <div className="mx-auto flex w-full max-w-2xl flex-col px-4 py-8 md:py-14">
      <Card className="flex flex-col gap-6 p-5 md:p-8">
        <div className="flex flex-col items-center gap-3 text-center">
          <span className={cn("flex size-14 items-center justify-center rounded-full", TONE[outcome.tone])}>
            <Icon className="size-7" aria-hidden />
          </span>
          <h1 className="text-2xl font-bold tracking-tight md:text-3xl">{t(outcome.title)}</h1>
          {outcome.badge && <Badge variant={outcome.tone}>{t(outcome.badge)}</Badge>}
          <p className="text-pretty text-muted-foreground">{say(outcome.description)}</p>
        </div>

        <dl className="grid gap-3 rounded-lg border bg-muted/30 p-4 text-sm sm:grid-cols-2">
          <Fact label={t("subscription:success.account")} valueClassName="font-medium break-all">
            {user.email}
          </Fact>
          <Fact label={t("subscription:success.status")}>
            <Badge variant={outcome.tone}>{t(outcome.status)}</Badge>
          </Fact>
          {user.subscriptionExpiry && (
            <Fact label={t("subscription:success.accessUntil")} className="sm:col-span-2" valueClassName="font-medium">
              {dates.longDate(user.subscriptionExpiry)}
            </Fact>
          )}
        </dl>

        {outcome.features.length > 0 && (
          <div className="grid gap-6 md:grid-cols-2">
            <section aria-labelledby="included" className="flex flex-col gap-2">
              <h2 id="included" className="font-semibold">
                {t("subscription:success.included")}
              </h2>
              <CheckList items={outcome.features.map((feature) => say(feature))} className="gap-2" />
            </section>
            <section aria-labelledby="next-steps" className="flex flex-col gap-2">
              <h2 id="next-steps" className="font-semibold">
                {t("subscription:success.nextSteps")}
              </h2>
              <ol className="flex list-decimal flex-col gap-2 pl-5 text-sm">
                {outcome.nextSteps.map((step) => (
                  <li key={step}>{say(step)}</li>
                ))}
              </ol>
            </section>
          </div>
        )}

        <div className="flex flex-col gap-2 sm:flex-row sm:justify-center">
          <Button asChild size="lg">
            <Link to="/dashboard">{t("subscription:success.dashboard")}</Link>
          </Button>
          {user.subscriptionStatus === "trial" && (
            <Button asChild size="lg" variant="outline">
              <Link to="/plans">{t("subscription:success.upgrade")}</Link>
            </Button>
          )}
          {outcome.badge === null && (
            <Button size="lg" variant="outline" onClick={() => void recheck()}>
              <RefreshCw aria-hidden />
              {t("subscription:success.refresh")}
            </Button>
          )}
        </div>
        <p className="text-center text-sm text-muted-foreground">
          {t("subscription:success.questions")}{" "}
          <a className="font-medium text-primary-hover underline underline-offset-4" href={`mailto:${supportEmail}`}>
            {t("subscription:success.contactSupport")}
          </a>
        </p>
      </Card>
    </div>
  );
}
