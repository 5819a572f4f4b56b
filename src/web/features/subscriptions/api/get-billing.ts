import { queryOptions, useQuery } from "@tanstack/react-query";
import type { Billing } from "@shared/payments";
import { apiFetch } from "@/lib/api-client";

export const billingQueryKey = ["payments", "billing"] as const;

/** The caller's Pro subscription and payment history. */
export async function getBilling(): Promise<Billing> {
  // Loaded with the first signed-in read, not with the plans page, which visitors get prerendered: the schema module
  // brings zod, which a visitor would otherwise download and run for nothing (ADR 3).
  const { billingSchema } = await import("@shared/payments");
  return apiFetch("/api/payments", { schema: billingSchema });
}

export function billingQueryOptions() {
  return queryOptions({ queryKey: billingQueryKey, queryFn: getBilling });
}

/** Only for a signed-in user: pass false while nobody is. */
export function useBilling(enabled = true) {
  return useQuery({ ...billingQueryOptions(), enabled });
}
