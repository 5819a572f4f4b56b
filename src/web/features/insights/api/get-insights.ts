import { queryOptions, useQuery } from "@tanstack/react-query";
import { insightListSchema, type InsightList } from "@shared/insights";
import { apiFetch } from "@/lib/api-client";
import { insightsKeys } from "@/features/insights/api/query-keys";

/** Insights newest first, `limit` of them (all the server lists without): whole for Pro, titles for other plans. */
export function getInsights(limit?: number): Promise<InsightList> {
  return apiFetch(`/api/insights${limit === undefined ? "" : `?limit=${limit}`}`, { schema: insightListSchema });
}

export const insightsQueryOptions = (limit?: number) =>
  queryOptions({ queryKey: insightsKeys.list(limit), queryFn: () => getInsights(limit) });

export function useInsights(limit?: number, options: { enabled?: boolean } = {}) {
  return useQuery({ ...insightsQueryOptions(limit), enabled: options.enabled ?? true });
}
