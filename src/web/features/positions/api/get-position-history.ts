import { queryOptions, useQuery } from "@tanstack/react-query";
import { tradeHistorySchema, type TradeEventEntry } from "@shared/trade-lifecycle";
import { apiFetch } from "@/lib/api-client";
import { positionsKeys } from "@/features/positions/api/query-keys";

export function getPositionHistory(id: string): Promise<TradeEventEntry[]> {
  return apiFetch(`/api/positions/${encodeURIComponent(id)}/history`, { schema: tradeHistorySchema });
}

export function positionHistoryQueryOptions(id: string) {
  return queryOptions({ queryKey: positionsKeys.history(id), queryFn: () => getPositionHistory(id) });
}

export function usePositionHistory(id: string) {
  return useQuery(positionHistoryQueryOptions(id));
}
