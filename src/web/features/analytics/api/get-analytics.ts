import { queryOptions, useQuery } from "@tanstack/react-query";
import { analyticsSchema, type Analytics } from "@shared/analytics";
import { apiFetch } from "@/lib/api-client";

export const analyticsKeys = {
  all: ["analytics"] as const,
  inZone: (timeZone: string) => ["analytics", timeZone] as const,
};

/** Pro's advanced analytics, with months on the clock dates are shown in (docs/product.md#advanced-analytics). */
export function getAnalytics(timeZone: string): Promise<Analytics> {
  return apiFetch(`/api/analytics?timeZone=${encodeURIComponent(timeZone)}`, { schema: analyticsSchema });
}

export const analyticsQueryOptions = (timeZone: string) =>
  queryOptions({ queryKey: analyticsKeys.inZone(timeZone), queryFn: () => getAnalytics(timeZone) });

/** Asked only on Pro members' and admins' screens: the server refuses everyone else. */
export function useAnalytics(timeZone: string) {
  return useQuery(analyticsQueryOptions(timeZone));
}
