import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiFetch } from "@/lib/api-client";
import { billingQueryKey } from "@/features/subscriptions/api/get-billing";

/** Local provider: cancel Pro at the end of the paid period. */
export function cancelSubscription(): Promise<unknown> {
  return apiFetch("/api/payments/subscription/cancel", { method: "POST" });
}

export function useCancelSubscription() {
  const queryClient = useQueryClient();
  return useMutation({
    meta: { errorToast: false },
    mutationFn: cancelSubscription,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: billingQueryKey }),
  });
}
