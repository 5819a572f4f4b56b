import { apiFetch } from "@/lib/api-client";
import { useApiMutation } from "@/lib/use-api-mutation";
import { billingQueryKey } from "@/features/subscriptions/api/get-billing";

/** Local provider: cancel Pro at the end of the paid period. */
export function cancelSubscription(): Promise<unknown> {
  return apiFetch("/api/payments/subscription/cancel", { method: "POST" });
}

export function useCancelSubscription() {
  return useApiMutation({ errorToast: false, mutationFn: cancelSubscription, invalidates: [billingQueryKey] });
}
