import { queryOptions, useQuery } from "@tanstack/react-query";
import { webhookEndpointListSchema } from "@shared/api-access";
import { apiFetch } from "@/lib/api-client";

export const webhooksQueryKey = ["account", "webhooks"] as const;

/** The member's webhook endpoints (never their secrets). */
export function getWebhooks() {
  return apiFetch("/api/account/webhooks", { schema: webhookEndpointListSchema });
}

export const webhooksQueryOptions = () => queryOptions({ queryKey: webhooksQueryKey, queryFn: getWebhooks });

export function useWebhooks() {
  return useQuery(webhooksQueryOptions());
}
