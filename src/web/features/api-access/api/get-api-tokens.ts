import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiTokenListSchema } from "@shared/api-access";
import { apiFetch } from "@/lib/api-client";

export const apiTokensQueryKey = ["account", "api-tokens"] as const;

/** The member's API tokens (names and last use, never the tokens). */
export function getApiTokens() {
  return apiFetch("/api/account/api-tokens", { schema: apiTokenListSchema });
}

export const apiTokensQueryOptions = () => queryOptions({ queryKey: apiTokensQueryKey, queryFn: getApiTokens });

export function useApiTokens() {
  return useQuery(apiTokensQueryOptions());
}
