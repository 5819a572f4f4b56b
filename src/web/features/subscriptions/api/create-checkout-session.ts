import type { CheckoutBody } from "@shared/payments";
import { apiFetch } from "@/lib/api-client";

/** POST /api/stripe/create-checkout-session {planType}; answers {url} to send the browser to. */
export async function createCheckoutSession(body: CheckoutBody): Promise<string> {
  // Loaded with the first purchase, not with the plans page: the schema module brings zod (23 KB gzipped),
  // which the page would otherwise download and run before it shows anything (ADR 3).
  const { urlResponseSchema } = await import("@shared/payments");
  const { url } = await apiFetch("/api/stripe/create-checkout-session", {
    method: "POST",
    body,
    schema: urlResponseSchema,
  });
  return url;
}
