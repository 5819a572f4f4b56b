import { useMutation, useQueryClient } from "@tanstack/react-query";
import { positionSchema, type Position } from "@shared/positions";
import type { TradeEventInput } from "@shared/trade-lifecycle";
import { apiFetch } from "@/lib/api-client";
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
  const queryClient = useQueryClient();
  return useMutation({
    meta: { errorToast: false },
    mutationFn: reportTradeEvent,
    onSuccess: (updated) => {
      queryClient.setQueryData<Position[]>(positionsKeys.list(), (list) =>
        list?.map((position) => (position.id === updated.id ? updated : position)),
      );
      return queryClient.invalidateQueries({ queryKey: positionsKeys.all });
    },
  });
}
