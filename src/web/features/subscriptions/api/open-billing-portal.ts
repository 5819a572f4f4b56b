import { apiFetch } from "@/lib/api-client";
import { useApiMutation } from "@/lib/use-api-mutation";

/** Stripe: the customer portal where a Pro member cancels or changes the card. */
export async function openBillingPortal(): Promise<string> {
  // Loaded when asked, not with the plans page (which offers it to a cancelled Pro): the schema module brings zod,
  // which the prerendered public pages' first download leaves out (docs/decisions/0018-lean-public-entry.md).
  const { urlResponseSchema } = await import("@shared/payments");
  const { url } = await apiFetch("/api/stripe/portal", { method: "POST", schema: urlResponseSchema });
  return url;
}

export function useOpenBillingPortal() {
  return useApiMutation({ errorToast: false, mutationFn: openBillingPortal });
}
