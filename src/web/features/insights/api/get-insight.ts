import { queryOptions, useQuery } from "@tanstack/react-query";
import { insightSchema, type Insight } from "@shared/insights";
import { apiFetch } from "@/lib/api-client";
import { insightsKeys } from "@/features/insights/api/query-keys";

/** One insight: its text and chart only for Pro members and admins (docs/product.md#market-insights). */
export function getInsight(id: string): Promise<Insight> {
  return apiFetch(`/api/insights/${encodeURIComponent(id)}`, { schema: insightSchema });
}

export const insightQueryOptions = (id: string) =>
  queryOptions({ queryKey: insightsKeys.detail(id), queryFn: () => getInsight(id) });

export function useInsight(id: string) {
  return useQuery(insightQueryOptions(id));
}
