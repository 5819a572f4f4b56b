import { queryOptions, useQuery } from "@tanstack/react-query";
import { performanceSchema, type Performance } from "@shared/performance";
import { apiFetch } from "@/lib/api-client";
import { positionsKeys } from "@/features/positions/api/query-keys";

export function getPerformance(): Promise<Performance> {
  return apiFetch("/api/positions/performance", { schema: performanceSchema });
}

export function performanceQueryOptions() {
  return queryOptions({ queryKey: positionsKeys.performance(), queryFn: getPerformance });
}

export function usePerformance() {
  return useQuery(performanceQueryOptions());
}
