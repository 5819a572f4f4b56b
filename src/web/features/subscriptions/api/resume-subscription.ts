import { apiFetch } from "@/lib/api-client";
import { useApiMutation } from "@/lib/use-api-mutation";
import { billingQueryKey } from "@/features/subscriptions/api/get-billing";

/** Local provider: take back a Pro cancellation while the paid period lasts, so Pro renews again. */
export function resumeSubscription(): Promise<unknown> {
  return apiFetch("/api/payments/subscription/resume", { method: "POST" });
}

export function useResumeSubscription() {
  return useApiMutation({ errorToast: false, mutationFn: resumeSubscription, invalidates: [billingQueryKey] });
}
