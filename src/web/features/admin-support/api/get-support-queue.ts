import { queryOptions, useQuery } from "@tanstack/react-query";
import { supportQueueSchema, type SupportQueue } from "@shared/support";
import { apiFetch } from "@/lib/api-client";
import { adminKeys } from "@/features/admin/api/query-keys";

/** Every conversation, waiting ones first with Pro ahead (docs/product.md#support). */
export function getSupportQueue(): Promise<SupportQueue> {
  return apiFetch("/api/admin/support", { schema: supportQueueSchema });
}

/** Asked again every 30 s, so a new message shows in an open tab. */
export const supportQueueQueryOptions = queryOptions({
  queryKey: adminKeys.supportQueue(),
  queryFn: getSupportQueue,
  refetchInterval: 30_000,
});

export function useSupportQueue() {
  return useQuery(supportQueueQueryOptions);
}
