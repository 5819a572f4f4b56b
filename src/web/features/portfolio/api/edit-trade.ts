import type { TakenTradeEdit } from "@shared/portfolio";
import { takenTradeSchema, type TakenTradeView } from "@shared/portfolio-api";
import { apiFetch } from "@/lib/api-client";
import { useApiMutation } from "@/lib/use-api-mutation";
import { portfolioQueryKey } from "@/features/portfolio/api/query-keys";

export function editTrade({ id, input }: { id: string; input: TakenTradeEdit }): Promise<TakenTradeView> {
  return apiFetch(`/api/portfolio/trades/${encodeURIComponent(id)}`, {
    method: "PUT",
    body: input,
    schema: takenTradeSchema,
  });
}

/** The form shows its own failure (docs/architecture.md, client errors). */
export function useEditTrade() {
  return useApiMutation({ errorToast: false, mutationFn: editTrade, invalidates: [portfolioQueryKey] });
}
