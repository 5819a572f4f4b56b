import { useMutation } from "@tanstack/react-query";
import { urlResponseSchema } from "@shared/payments";
import { apiFetch } from "@/lib/api-client";

/** Stripe: the customer portal where a Pro member cancels or changes the card. */
export async function openBillingPortal(): Promise<string> {
  const { url } = await apiFetch("/api/stripe/portal", { method: "POST", schema: urlResponseSchema });
  return url;
}

export function useOpenBillingPortal() {
  return useMutation({
    meta: { errorToast: false },
    mutationFn: openBillingPortal,
  });
}
