import { useMutation } from "@tanstack/react-query";
import { urlResponseSchema, type CheckoutBody } from "@shared/payments";
import { apiFetch } from "@/lib/api-client";

/** Spec §7: POST /api/stripe/create-checkout-session {planType}; answers {url} to send the browser to. */
export async function createCheckoutSession(body: CheckoutBody): Promise<string> {
  const { url } = await apiFetch("/api/stripe/create-checkout-session", {
    method: "POST",
    body,
    schema: urlResponseSchema,
  });
  return url;
}

export function useCreateCheckoutSession() {
  return useMutation({ mutationFn: createCheckoutSession });
}
