import { queryOptions, useQuery } from "@tanstack/react-query";
import { localCheckoutSchema, type LocalCheckout } from "@shared/payments";
import { apiFetch } from "@/lib/api-client";

const localCheckoutKey = (id: string) => ["payments", "local-checkout", id] as const;

/** The local provider's checkout session, for its checkout page. */
export function getLocalCheckout(id: string): Promise<LocalCheckout> {
  return apiFetch(`/api/payments/local/sessions/${encodeURIComponent(id)}`, { schema: localCheckoutSchema });
}

export function useLocalCheckout(id: string) {
  return useQuery(queryOptions({ queryKey: localCheckoutKey(id), queryFn: () => getLocalCheckout(id) }));
}
