import { queryOptions, useQuery } from "@tanstack/react-query";
import { webhookMessageListSchema } from "@shared/api-access";
import { apiFetch } from "@/lib/api-client";

/** While a delivery waits, the log is asked again this often. */
const WAITING_POLL_MS = 3_000;

export const webhookDeliveriesQueryKey = (id: string) => ["account", "webhooks", id, "deliveries"] as const;

/** The endpoint's newest deliveries, newest first. */
export async function getWebhookDeliveries(id: string) {
  const { messages } = await apiFetch(`/api/account/webhooks/${encodeURIComponent(id)}/deliveries`, {
    schema: webhookMessageListSchema,
  });
  return messages;
}

export const webhookDeliveriesQueryOptions = (id: string) =>
  queryOptions({
    queryKey: webhookDeliveriesQueryKey(id),
    queryFn: () => getWebhookDeliveries(id),
    refetchInterval: (query) =>
      query.state.data?.some((message) => message.status === "pending") ? WAITING_POLL_MS : false,
  });

export function useWebhookDeliveries(id: string) {
  return useQuery(webhookDeliveriesQueryOptions(id));
}
