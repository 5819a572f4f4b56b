import {
  webhookEndpointWithSecretSchema,
  type WebhookEndpointInput,
  type WebhookEndpointWithSecret,
} from "@shared/api-access";
import { apiFetch } from "@/lib/api-client";
import { useApiMutation } from "@/lib/use-api-mutation";
import { webhooksQueryKey } from "@/features/api-access/api/get-webhooks";

/** Registers an endpoint: the answer is the only time its signing secret is shown. */
export function createWebhook(body: WebhookEndpointInput): Promise<WebhookEndpointWithSecret> {
  return apiFetch("/api/account/webhooks", { method: "POST", body, schema: webhookEndpointWithSecretSchema });
}

export function useCreateWebhook() {
  return useApiMutation({ errorToast: false, mutationFn: createWebhook, invalidates: [webhooksQueryKey] });
}
