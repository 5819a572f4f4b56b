import { queryOptions, useQuery } from "@tanstack/react-query";
import { billingSchema, type Billing } from "@shared/payments";
import { apiFetch } from "@/lib/api-client";

export const billingQueryKey = ["payments", "billing"] as const;

/** The caller's Pro subscription and payment history. */
export function getBilling(): Promise<Billing> {
  return apiFetch("/api/payments", { schema: billingSchema });
}

export function billingQueryOptions() {
  return queryOptions({ queryKey: billingQueryKey, queryFn: getBilling });
}

/** Only for a signed-in user: pass false while nobody is. */
export function useBilling(enabled = true) {
  return useQuery({ ...billingQueryOptions(), enabled });
}
