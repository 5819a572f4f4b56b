import { queryOptions, useQuery } from "@tanstack/react-query";
import { supportThreadSchema, type SupportThread } from "@shared/support";
import { apiFetch } from "@/lib/api-client";
import { adminKeys } from "@/features/admin/api/query-keys";

export function getSupportThread(memberId: string): Promise<SupportThread> {
  return apiFetch(`/api/admin/support/${encodeURIComponent(memberId)}`, { schema: supportThreadSchema });
}

export const supportThreadQueryOptions = (memberId: string) =>
  queryOptions({
    queryKey: adminKeys.supportThread(memberId),
    queryFn: () => getSupportThread(memberId),
    refetchInterval: 20_000,
  });

export function useSupportThread(memberId: string) {
  return useQuery(supportThreadQueryOptions(memberId));
}
