import { queryOptions, useQuery } from "@tanstack/react-query";
import { portfolioSchema, type Portfolio } from "@shared/portfolio-api";
import { apiFetch } from "@/lib/api-client";
import { portfolioQueryKey } from "@/features/portfolio/api/query-keys";

/** The member's taken trades, totals, equity curve and updates (docs/product.md#portfolio). */
export function getPortfolio(): Promise<Portfolio> {
  return apiFetch("/api/portfolio", { schema: portfolioSchema });
}

export const portfolioQueryOptions = queryOptions({ queryKey: portfolioQueryKey, queryFn: getPortfolio });

export function usePortfolio(enabled = true) {
  return useQuery({ ...portfolioQueryOptions, enabled });
}
