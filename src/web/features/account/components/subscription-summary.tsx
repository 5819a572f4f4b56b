import { ExternalLink } from "lucide-react";
import { useState } from "react";
import { Link } from "react-router";
import { hasAccess } from "@shared/access";
import type { Billing } from "@shared/payments";
import { planOf } from "@shared/plan-features";
import { PLANS } from "@shared/plans";
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

function planName(status: SubscriptionStatus): string {
  const plan = planOf(status);
  if (plan) return PLANS[plan].name;
  return status === "standard" ? "Standard (granted by an administrator)" : "No plan";
}

function expiryText(user: PublicUser, longDate: (at: string) => string): string {
  if (user.subscriptionStatus === "inactive") return "—";
  // docs/product.md#access: a status with no expiry is open-ended access.
  return user.subscriptionExpiry ? longDate(user.subscriptionExpiry) : "No expiry";
}

/** Plan, status and expiry, with what the member can do about them: cancel, manage billing, upgrade. */
export function SubscriptionSummary({ user, billing }: { user: PublicUser; billing: Billing | undefined }) {
  const dates = useDateFormat();
  const portal = useOpenBillingPortal();
  const [redirecting, setRedirecting] = useState(false);
  const active = hasAccess(user);
  const subscription = billing?.subscription ?? null;
  const runningPro =
    subscription !== null && subscription.status !== "canceled" && planOf(user.subscriptionStatus) === "pro";
  const canceling = runningPro && subscription.cancelAtPeriodEnd;
  const renews = runningPro && active && !canceling && !subscription.paymentFailed;
  const expiryLabel = canceling ? "Access ends" : renews ? "Renews on" : "Expires";
  const offerPlans = !active || user.subscriptionStatus === "trial";
  const offerPortal = billing?.provider === "stripe" && subscription !== null;
  const offerCancel = billing?.provider === "local" && runningPro && !canceling;

  const status = !active
    ? { label: user.subscriptionStatus === "inactive" ? "Inactive" : "Expired", variant: "loss" as const }
    : canceling
      ? { label: "Ends at period end", variant: "warning" as const }
      : { label: "Active", variant: "gain" as const };

  const openPortal = () =>
    portal.mutate(undefined, {
      onSuccess: (url) => {
        setRedirecting(true);
        window.location.assign(url);
      },
    });

  return (
    <SectionCard title="Subscription" contentClassName="flex flex-col gap-5">
      <dl className="grid gap-4 text-sm sm:grid-cols-3">
        <Fact label="Plan" valueClassName="font-medium">
          {planName(user.subscriptionStatus)}
        </Fact>
        <Fact label="Status">
          <Badge variant={status.variant}>{status.label}</Badge>
        </Fact>
        <Fact label={expiryLabel} valueClassName="font-medium">
          {expiryText(user, dates.longDate)}
        </Fact>
      </dl>

      {subscription?.paymentFailed && runningPro && (
        <Alert variant="destructive">
          <AlertDescription>
            Your last renewal payment failed. You keep access until the paid period ends; update your card to continue.
          </AlertDescription>
        </Alert>
      )}
      {portal.isError && (
        <Alert variant="destructive">
          <AlertDescription>{userFacingMessage(portal.error, CHECKOUT_MESSAGES.failed)}</AlertDescription>
        </Alert>
      )}

      {(offerPlans || offerPortal || offerCancel) && (
        <div className="flex flex-col gap-2 sm:flex-row">
          {offerPlans && (
            <Button asChild>
              <Link to="/plans">{user.subscriptionStatus === "inactive" ? "Choose a plan" : "Upgrade to Pro"}</Link>
            </Button>
          )}
          {offerPortal && (
            <Button variant="outline" onClick={openPortal} disabled={portal.isPending || redirecting}>
              {portal.isPending || redirecting ? <Spinner /> : <ExternalLink aria-hidden />}
              Manage billing
            </Button>
          )}
          {offerCancel && <CancelProDialog user={user} />}
        </div>
      )}
      {canceling && user.subscriptionExpiry && (
        <p className="text-sm text-muted-foreground">
          Your {PLANS.pro.name} is cancelled and will not renew. You keep access until{" "}
          {dates.longDate(user.subscriptionExpiry)}.
        </p>
      )}
    </SectionCard>
  );
}
