import { useMutation, useQueryClient } from "@tanstack/react-query";
import { urlResponseSchema } from "@shared/payments";
import { apiFetch } from "@/lib/api-client";
import { billingQueryKey } from "@/features/subscriptions/api/get-billing";

/** Local provider: cancel Pro at the end of the paid period. */
export function cancelSubscription(): Promise<unknown> {
  return apiFetch("/api/payments/subscription/cancel", { method: "POST" });
}

export function useCancelSubscription() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: cancelSubscription,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: billingQueryKey }),
  });
}

/** Stripe: the customer portal where a Pro member cancels or changes the card. */
export async function openBillingPortal(): Promise<string> {
  const { url } = await apiFetch("/api/stripe/portal", { method: "POST", schema: urlResponseSchema });
  return url;
}

export function useOpenBillingPortal() {
  return useMutation({ mutationFn: openBillingPortal });
}
