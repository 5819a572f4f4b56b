import { queryOptions, useQuery } from "@tanstack/react-query";
import { supportConversationSchema, type SupportConversation } from "@shared/support";
import { apiFetch } from "@/lib/api-client";

export const supportQueryKey = ["support"] as const;

/** The member's own conversation; reading it marks support's answers read. */
export function getSupport(): Promise<SupportConversation> {
  return apiFetch("/api/support", { schema: supportConversationSchema });
}

/** Asked again every 20 s while the page is open, so an answer shows without a reload. */
export const supportQueryOptions = queryOptions({
  queryKey: supportQueryKey,
  queryFn: getSupport,
  refetchInterval: 20_000,
});

export function useSupport() {
  return useQuery(supportQueryOptions);
}
