import { useEffect, useState } from "react";
import type { PlanType } from "@shared/plans";
import { ApiError } from "@/lib/api-client";
import { useAppNavigation } from "@/lib/app-navigation";
import { useT } from "@/lib/i18n";
import { createCheckoutSession } from "@/features/subscriptions/api/create-checkout-session";

/** Checkout messages, word for word (keys of the `plans` catalogue). */
export const CHECKOUT_MESSAGES = {
  signInRequired: "plans:checkout.signInRequired",
  failed: "plans:checkout.failed",
} as const;

export interface CheckoutFailure {
  message: string;
  /** What the server said when it refused the purchase (409), e.g. Pro is already active. */
  detail: string | null;
}

export type StartCheckout = ReturnType<typeof useStartCheckout>;

/**
 * Starts a checkout and sends the browser to it. The plan stays "busy" until the page is left, so a second click
 * cannot start another; the server also answers a repeated request with the same checkout.
 *
 * The one request not made through a query-library mutation: it changes no data the app caches (the browser leaves
 * for the checkout), and the plans page a visitor gets prerendered loads no query library (docs/performance.md).
 */
export function useStartCheckout() {
  const navigation = useAppNavigation();
  const { t } = useT();
  const [busyPlan, setBusyPlan] = useState<PlanType | null>(null);
  const [failure, setFailure] = useState<CheckoutFailure | null>(null);

  // Back from the checkout may restore this page from the back/forward cache exactly as it was left, with the
  // button still busy and disabled: a restored page has not left, so it can be used again.
  useEffect(() => {
    const onPageShow = (event: PageTransitionEvent) => {
      if (event.persisted) setBusyPlan(null);
    };
    window.addEventListener("pageshow", onPageShow);
    return () => window.removeEventListener("pageshow", onPageShow);
  }, []);

  function onError(error: unknown) {
    setBusyPlan(null);
    if (error instanceof ApiError && error.status === 401) {
      // The toast code loads with this first toast, not with the plans page (ADR 3).
      void import("sonner").then(({ toast }) => toast.error(t(CHECKOUT_MESSAGES.signInRequired)));
      if (navigation) navigation.navigate("/login", { state: { from: "/plans" } });
      else window.location.assign("/login");
      return;
    }
    const detail = error instanceof ApiError && error.status === 409 ? error.serverMessage : null;
    setFailure({ message: t(CHECKOUT_MESSAGES.failed), detail });
  }

  /** `code`: a promotion code the plans page showed applied to this plan. */
  function start(planType: PlanType, code?: string) {
    if (busyPlan) return;
    setBusyPlan(planType);
    setFailure(null);
    createCheckoutSession(code ? { planType, code } : { planType }).then((url) => window.location.assign(url), onError);
  }

  return { start, busyPlan, failure };
}
