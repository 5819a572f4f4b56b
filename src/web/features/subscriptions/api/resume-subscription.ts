import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiFetch } from "@/lib/api-client";
import { billingQueryKey } from "@/features/subscriptions/api/get-billing";

/** Local provider: take back a Pro cancellation while the paid period lasts, so Pro renews again. */
export function resumeSubscription(): Promise<unknown> {
  return apiFetch("/api/payments/subscription/resume", { method: "POST" });
}

export function useResumeSubscription() {
  const queryClient = useQueryClient();
  return useMutation({
    meta: { errorToast: false },
    mutationFn: resumeSubscription,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: billingQueryKey }),
  });
}
