import { webhookEndpointSchema } from "@shared/api-access";
import { apiFetch } from "@/lib/api-client";
import { useApiMutation } from "@/lib/use-api-mutation";
import { webhooksQueryKey } from "@/features/api-access/api/get-webhooks";

/** Turns a switched-off endpoint on again. */
export function enableWebhook(id: string) {
  return apiFetch(`/api/account/webhooks/${encodeURIComponent(id)}/enable`, {
    method: "POST",
    schema: webhookEndpointSchema,
  });
}

export function useEnableWebhook() {
  return useApiMutation({
    errorToast: "account:api.turnOnFailed",
    mutationFn: enableWebhook,
    invalidates: [webhooksQueryKey],
  });
}
