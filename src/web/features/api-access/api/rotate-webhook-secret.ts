import { webhookEndpointWithSecretSchema, type WebhookEndpointWithSecret } from "@shared/api-access";
import { apiFetch } from "@/lib/api-client";
import { useApiMutation } from "@/lib/use-api-mutation";
import { webhooksQueryKey } from "@/features/api-access/api/get-webhooks";

/** A new signing secret, shown this once; the old one also signs for 24 hours. */
export function rotateWebhookSecret(id: string): Promise<WebhookEndpointWithSecret> {
  return apiFetch(`/api/account/webhooks/${encodeURIComponent(id)}/rotate-secret`, {
    method: "POST",
    schema: webhookEndpointWithSecretSchema,
  });
}

export function useRotateWebhookSecret() {
  return useApiMutation({
    errorToast: "account:api.rotateFailed",
    mutationFn: rotateWebhookSecret,
    invalidates: [webhooksQueryKey],
  });
}
