import type { TakeTradeInput } from "@shared/portfolio";
import { takenTradeSchema, type TakenTradeView } from "@shared/portfolio-api";
import { apiFetch } from "@/lib/api-client";
import { useApiMutation } from "@/lib/use-api-mutation";
import { portfolioQueryKey } from "@/features/portfolio/api/query-keys";

export function takeTrade(input: TakeTradeInput): Promise<TakenTradeView> {
  return apiFetch("/api/portfolio/trades", { method: "POST", body: input, schema: takenTradeSchema });
}

/** The form shows its own failure (docs/architecture.md, client errors). */
export function useTakeTrade() {
  return useApiMutation({ errorToast: false, mutationFn: takeTrade, invalidates: [portfolioQueryKey] });
}
