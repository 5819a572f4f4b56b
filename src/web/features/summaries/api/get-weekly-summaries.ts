import { queryOptions, useQuery } from "@tanstack/react-query";
import { weeklySummariesSchema, type WeeklySummaries } from "@shared/weekly-summary";
import { apiFetch } from "@/lib/api-client";

export const weeklySummariesQueryKey = ["weekly-summaries"] as const;

/** A Pro member's weekly summaries, newest first. */
export function getWeeklySummaries(): Promise<WeeklySummaries> {
  return apiFetch("/api/weekly-summaries", { schema: weeklySummariesSchema });
}

export const weeklySummariesQueryOptions = queryOptions({
  queryKey: weeklySummariesQueryKey,
  queryFn: getWeeklySummaries,
  staleTime: 5 * 60_000,
});

/** Asked only when `enabled` (a Pro member): the server refuses everyone else. */
export function useWeeklySummaries(enabled = true) {
  return useQuery({ ...weeklySummariesQueryOptions, enabled });
}
