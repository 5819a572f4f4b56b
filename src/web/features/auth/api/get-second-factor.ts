import { queryOptions, useQuery } from "@tanstack/react-query";
import { secondFactorStatusSchema, type SecondFactorStatus } from "@shared/auth";
import { apiFetch } from "@/lib/api-client";

export const secondFactorQueryKey = ["auth", "second-factor"] as const;

export function getSecondFactor(): Promise<SecondFactorStatus> {
  return apiFetch("/api/auth/second-factor", { schema: secondFactorStatusSchema });
}

export function useSecondFactor() {
  return useQuery(queryOptions({ queryKey: secondFactorQueryKey, queryFn: getSecondFactor }));
}
