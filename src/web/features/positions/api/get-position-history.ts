import { queryOptions, useQuery } from "@tanstack/react-query";
import { tradeHistorySchema, type TradeEventEntry } from "@shared/trade-lifecycle";
import { apiFetch } from "@/lib/api-client";
import { positionsKeys } from "@/features/positions/api/query-keys";

/** GET /api/positions/{id}/history: the position's events, oldest first (docs/product.md#history). */
export function getPositionHistory(id: string): Promise<TradeEventEntry[]> {
  return apiFetch(`/api/positions/${encodeURIComponent(id)}/history`, { schema: tradeHistorySchema });
}

export function positionHistoryQueryOptions(id: string) {
  return queryOptions({ queryKey: positionsKeys.history(id), queryFn: () => getPositionHistory(id) });
}

export function usePositionHistory(id: string) {
  return useQuery(positionHistoryQueryOptions(id));
}
