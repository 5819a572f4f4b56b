import { ExternalLink } from "lucide-react";
import { useState } from "react";
import { Link } from "react-router";
import { hasAccess } from "@shared/access";
import type { Billing } from "@shared/payments";
import { planOf } from "@shared/plan-features";
import type { PublicUser, SubscriptionStatus } from "@shared/users";
import { Fact } from "@/components/description-items";
import { Alert, AlertDescription } from "@/components/ui/alert";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { SectionCard } from "@/components/section-card";
import { Spinner } from "@/components/ui/spinner";
import { CancelProDialog } from "@/features/account/components/cancel-pro-dialog";
import { useOpenBillingPortal } from "@/features/subscriptions/api/open-billing-portal";
import { CHECKOUT_MESSAGES } from "@/features/subscriptions/hooks/use-start-checkout";
import { userFacingMessage } from "@/lib/api-client";
import { useDateFormat } from "@/lib/display-time-zone";
import { useT, type TranslateFunction } from "@/lib/i18n";

const PLAN_NAMES = { trial: "account:plan.trial", pro: "account:plan.pro" } as const;

function planName(status: SubscriptionStatus, t: TranslateFunction): string {
  const plan = planOf(status);
  if (plan) return t(PLAN_NAMES[plan]);
  return status === "standard" ? t("account:plan.standard") : t("account:plan.none");
}

function expiryText(user: PublicUser, longDate: (at: string) => string, t: TranslateFunction): string {
  if (user.subscriptionStatus === "inactive") return "—";
  // docs/product.md#access: a status with no expiry is open-ended access.
  return user.subscriptionExpiry ? longDate(user.subscriptionExpiry) : t("account:plan.noExpiry");
}

/** Plan, status and expiry, with what the member can do about them: cancel, manage billing, upgrade. */
export function SubscriptionSummary({ user, billing }: { user: PublicUser; billing: Billing | undefined }) {
  const dates = useDateFormat();
  const { t } = useT();
  const portal = useOpenBillingPortal();
  const [redirecting, setRedirecting] = useState(false);
  const active = hasAccess(user);
  const subscription = billing?.subscription ?? null;
  const runningPro =
    subscription !== null && subscription.status !== "canceled" && planOf(user.subscriptionStatus) === "pro";
  const canceling = runningPro && subscription.cancelAtPeriodEnd;
  const renews = runningPro && active && !canceling && !subscription.paymentFailed;
  const expiryLabel = canceling
    ? t("account:plan.accessEnds")
    : renews
      ? t("account:plan.renewsOn")
      : t("account:plan.expires");
  const offerPlans = !active || user.subscriptionStatus === "trial";
  const offerPortal = billing?.provider === "stripe" && subscription !== null;
  const offerCancel = billing?.provider === "local" && runningPro && !canceling;

  const status = !active
    ? {
        label: user.subscriptionStatus === "inactive" ? t("account:plan.inactive") : t("account:plan.expired"),
        variant: "loss" as const,
      }
    : canceling
      ? { label: t("account:plan.endsAtPeriodEnd"), variant: "warning" as const }
      : { label: t("account:plan.active"), variant: "gain" as const };

  const openPortal = () =>
    portal.mutate(undefined, {
      onSuccess: (url) => {
        setRedirecting(true);
        window.location.assign(url);
      },
    });

  return (
    <SectionCard title={t("account:plan.title")} contentClassName="flex flex-col gap-5">
      <dl className="grid gap-4 text-sm sm:grid-cols-3">
        <Fact label={t("account:plan.plan")} valueClassName="font-medium">
          {planName(user.subscriptionStatus, t)}
        </Fact>
        <Fact label={t("account:plan.status")}>
          <Badge variant={status.variant}>{status.label}</Badge>
        </Fact>
        <Fact label={expiryLabel} valueClassName="font-medium">
          {expiryText(user, dates.longDate, t)}
        </Fact>
      </dl>

      {subscription?.paymentFailed && runningPro && (
        <Alert variant="destructive">
          <AlertDescription>{t("account:plan.paymentFailed")}</AlertDescription>
        </Alert>
      )}
      {portal.isError && (
        <Alert variant="destructive">
          <AlertDescription>{userFacingMessage(portal.error, t(CHECKOUT_MESSAGES.failed))}</AlertDescription>
        </Alert>
      )}

      {(offerPlans || offerPortal || offerCancel) && (
        <div className="flex flex-col gap-2 sm:flex-row">
          {offerPlans && (
            <Button asChild>
              <Link to="/plans">
                {user.subscriptionStatus === "inactive" ? t("account:plan.choose") : t("account:plan.upgrade")}
              </Link>
            </Button>
          )}
          {offerPortal && (
            <Button variant="outline" onClick={openPortal} disabled={portal.isPending || redirecting}>
              {portal.isPending || redirecting ? <Spinner /> : <ExternalLink aria-hidden />}
              {t("account:plan.manageBilling")}
            </Button>
          )}
          {offerCancel && <CancelProDialog user={user} />}
        </div>
      )}
      {canceling && user.subscriptionExpiry && (
        <p className="text-sm text-muted-foreground">
          {t("account:plan.cancelled", { date: dates.longDate(user.subscriptionExpiry) })}
        </p>
      )}
    </SectionCard>
  );
}
