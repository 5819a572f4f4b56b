import { positionSchema, type Position } from "@shared/positions";
import type { TradeEventInput } from "@shared/trade-lifecycle";
import { apiFetch } from "@/lib/api-client";
import { useApiMutation } from "@/lib/use-api-mutation";
import { replaceInPositionList } from "@/features/positions/api/position-list-cache";
import { positionsKeys } from "@/features/positions/api/query-keys";

export interface TradeEventReport {
  id: string;
  event: TradeEventInput;
}

/** POST /api/positions/{id}/events (docs/product.md#lifecycle): one event; the answer is the position after it. */
export function reportTradeEvent({ id, event }: TradeEventReport): Promise<Position> {
  return apiFetch(`/api/positions/${encodeURIComponent(id)}/events`, {
    method: "POST",
    body: event,
    schema: positionSchema,
  });
}

/** The dialog that reports it shows a refusal itself, in the server's words. */
export function useReportTradeEvent() {
  return useApiMutation({
    errorToast: false,
    mutationFn: reportTradeEvent,
    onSuccess: replaceInPositionList,
    invalidates: [positionsKeys.all],
  });
}
