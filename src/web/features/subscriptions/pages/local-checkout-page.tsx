import { CircleExclamationPoint, CreditCard, Lock } from "lucide-react";
import type { ReactNode } from "react";
import { Link, useNavigate, useParams } from "react-router";
import { trialForfeitNotice } from "@shared/plan-choice";
import { PLANS, PLAN_NAME_KEYS, formatPlanPrice } from "@shared/plans";
import { discountWords } from "@shared/promotions";
import { formatCents } from "@shared/subscriptions";
import { Alert, AlertDescription, AlertTitle } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader } from "@/components/ui/card";
import { PageLoader } from "@/components/page-loader";
import { Spinner } from "@/components/ui/spinner";
import { SignInInPlace } from "@/features/auth/components/sign-in-in-place";
import { useSession } from "@/features/auth/hooks/use-auth";
import { useCloseLocalCheckout } from "@/features/subscriptions/api/close-local-checkout";
import { useLocalCheckout } from "@/features/subscriptions/api/get-local-checkout";
import { CHECKOUT_MESSAGES } from "@/features/subscriptions/hooks/use-start-checkout";
import { userFacingMessage } from "@/lib/api-client";
import { useDisplayTimeZone } from "@/lib/display-time-zone";
import { useT } from "@/lib/i18n";
import { usePlanText } from "@/lib/plan-text";
import { usePageMeta } from "@/lib/use-page-meta";

function ClosedCheckout({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Card className="w-full max-w-md p-6 text-center">
      <h1 className="text-xl font-bold">{title}</h1>
      <div className="mt-3 flex flex-col items-center gap-4 text-sm text-muted-foreground">{children}</div>
    </Card>
  );
}

/**
 * The local provider's hosted checkout (docs/product.md#test-payments): confirms a test payment. Paying goes through the same
 * fulfilment as a confirmed Stripe webhook, then on to the success page.
 */
export function LocalCheckoutPage() {
  const { t, language } = useT();
  const say = usePlanText();
  usePageMeta({ title: t("subscription:checkout.title"), description: t("subscription:checkout.description") });
  const { id = "" } = useParams();
  const navigate = useNavigate();
  const { user, isLoading } = useSession();
  const checkout = useLocalCheckout(id);
  const close = useCloseLocalCheckout(id);
  const timeZone = useDisplayTimeZone();

  if (isLoading) return <PageLoader label={t("app:session.checking")} />;
  if (!user) {
    return <SignInInPlace description={t("subscription:checkout.signIn")} />;
  }
  if (checkout.isPending) return <PageLoader label={t("subscription:checkout.loading")} />;

  const wrap = (content: ReactNode) => (
    <div className="flex flex-1 items-start justify-center px-4 py-8 md:items-center md:py-16">{content}</div>
  );

  if (checkout.isError) {
    return wrap(
      <ClosedCheckout title={t("subscription:checkout.notFound")}>
        <p>{userFacingMessage(checkout.error, t(CHECKOUT_MESSAGES.failed))}</p>
        <Button asChild>
          <Link to="/plans">{t("subscription:checkout.backToPlans")}</Link>
        </Button>
      </ClosedCheckout>,
    );
  }

  const session = checkout.data;
  const plan = PLANS[session.planType];
  const name = t(PLAN_NAME_KEYS[plan.type]);
  if (session.status === "completed") {
    return wrap(
      <ClosedCheckout title={t("subscription:checkout.alreadyPaid")}>
        <p>{t("subscription:checkout.paid")}</p>
        <Button asChild>
          <Link to={`/subscription/success?session_id=${encodeURIComponent(session.id)}`}>
            {t("subscription:checkout.seeSubscription")}
          </Link>
        </Button>
      </ClosedCheckout>,
    );
  }
  if (session.status !== "open") {
    return wrap(
      <ClosedCheckout title={t("subscription:checkout.closed")}>
        <p>{t("subscription:checkout.closedText")}</p>
        <Button asChild>
          <Link to="/plans">{t("subscription:checkout.backToPlans")}</Link>
        </Button>
      </ClosedCheckout>,
    );
  }

  const act = (action: "complete" | "cancel") =>
    close.mutate(action, { onSuccess: (redirect) => navigate(redirect, { replace: true }) });
  const busy = close.isPending || close.isSuccess;
  // The member's referral credit is taken off this payment, as Stripe takes a customer balance off an invoice.
  const due = session.amountCents - session.creditCents;
  const forfeit = session.planType === "pro" ? trialForfeitNotice(user, new Date(), timeZone) : null;

  return wrap(
    <Card className="w-full max-w-md">
      <CardHeader>
        <p className="flex items-center gap-2 text-xs font-semibold tracking-wide text-muted-foreground uppercase">
          <Lock className="size-3.5" aria-hidden />
          {t("subscription:checkout.test")}
        </p>
        <h1 className="text-xl leading-tight font-semibold tracking-tight">{name}</h1>
        <CardDescription>
          {plan.billing === "monthly" ? t("subscription:checkout.monthly") : t("subscription:checkout.oneTime")}
        </CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-5">
        <dl className="flex flex-col gap-2 rounded-lg border bg-muted/40 px-4 py-3">
          {session.promotion && (
            <>
              <div className="flex items-baseline justify-between text-sm">
                <dt className="text-muted-foreground">{name}</dt>
                <dd>{formatCents(session.listPriceCents)}</dd>
              </div>
              <div className="flex items-baseline justify-between gap-3 text-sm">
                <dt className="text-muted-foreground">
                  {t("subscription:checkout.code", {
                    code: session.promotion.code,
                    name: session.promotion.name,
                    description: say(discountWords(session.promotion.discount, language)),
                  })}
                </dt>
                <dd className="text-gain">-{formatCents(session.listPriceCents - session.amountCents)}</dd>
              </div>
            </>
          )}
          {session.creditCents > 0 && (
            <div className="flex items-baseline justify-between gap-3 text-sm">
              <dt className="text-muted-foreground">{t("subscription:checkout.credit")}</dt>
              <dd className="text-gain">-{formatCents(session.creditCents)}</dd>
            </div>
          )}
          <div className="flex items-baseline justify-between">
            <dt className="text-sm text-muted-foreground">
              {plan.billing !== "monthly"
                ? t("subscription:checkout.total")
                : session.creditCents > 0
                  ? t("subscription:checkout.dueToday")
                  : t("subscription:checkout.dueThenMonthly")}
            </dt>
            <dd className="text-2xl font-bold">{formatCents(due)}</dd>
          </div>
        </dl>
        <Alert>
          <CreditCard aria-hidden />
          <AlertDescription>{t("subscription:checkout.testNotice")}</AlertDescription>
        </Alert>
        {forfeit && (
          <Alert variant="warning">
            <CircleExclamationPoint aria-hidden />
            <AlertDescription>{say(forfeit)}</AlertDescription>
          </Alert>
        )}
        {close.isError && (
          <Alert variant="destructive">
            <CircleExclamationPoint aria-hidden />
            <AlertTitle>{userFacingMessage(close.error, t(CHECKOUT_MESSAGES.failed))}</AlertTitle>
          </Alert>
        )}
        <div className="flex flex-col gap-2">
          <Button size="lg" onClick={() => act("complete")} disabled={busy} aria-busy={busy || undefined}>
            {busy && close.variables === "complete" ? (
              <>
                <Spinner />
                {t("subscription:checkout.processing")}
              </>
            ) : (
              t("subscription:checkout.pay", {
                amount: session.promotion || session.creditCents > 0 ? formatCents(due) : formatPlanPrice(plan),
              })
            )}
          </Button>
          <Button variant="ghost" onClick={() => act("cancel")} disabled={busy}>
            {t("subscription:checkout.cancel")}
          </Button>
        </div>
      </CardContent>
    </Card>,
  );
}
