import { redirectResponseSchema } from "@shared/payments";
import { apiFetch } from "@/lib/api-client";
import { useApiMutation } from "@/lib/use-api-mutation";
import { meQueryKey } from "@/features/auth/api/get-me";
import { billingQueryKey } from "@/features/subscriptions/api/get-billing";

/** POST /api/payments/local/sessions/{id}/complete or /cancel: answers where to go next. */
async function closeLocalCheckout(id: string, action: "complete" | "cancel"): Promise<string> {
  const { redirect } = await apiFetch(`/api/payments/local/sessions/${encodeURIComponent(id)}/${action}`, {
    method: "POST",
    schema: redirectResponseSchema,
  });
  return redirect;
}

/** The local checkout's Pay (complete) and Cancel buttons. */
export function useCloseLocalCheckout(id: string) {
  return useApiMutation({
    errorToast: false,
    mutationFn: (action: "complete" | "cancel") => closeLocalCheckout(id, action),
    invalidates: [meQueryKey, billingQueryKey],
  });
}
