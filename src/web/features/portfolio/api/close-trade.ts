import type { CloseTakenTradeInput } from "@shared/portfolio";
import { takenTradeSchema, type TakenTradeView } from "@shared/portfolio-api";
import { apiFetch } from "@/lib/api-client";
import { useApiMutation } from "@/lib/use-api-mutation";
import { portfolioQueryKey } from "@/features/portfolio/api/query-keys";

export function closeTrade({ id, input }: { id: string; input: CloseTakenTradeInput }): Promise<TakenTradeView> {
  return apiFetch(`/api/portfolio/trades/${encodeURIComponent(id)}/close`, {
    method: "POST",
    body: input,
    schema: takenTradeSchema,
  });
}

/** The form shows its own failure (docs/architecture.md, client errors). */
export function useCloseTrade() {
  return useApiMutation({ errorToast: false, mutationFn: closeTrade, invalidates: [portfolioQueryKey] });
}
