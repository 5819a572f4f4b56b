import { apiFetch } from "@/lib/api-client";
import { useApiMutation } from "@/lib/use-api-mutation";
import { webhookDeliveriesQueryKey } from "@/features/api-access/api/get-webhook-deliveries";

/** Queues a signed test event to the endpoint. */
export async function sendWebhookTest(id: string): Promise<void> {
  await apiFetch(`/api/account/webhooks/${encodeURIComponent(id)}/test`, { method: "POST" });
}

export function useSendWebhookTest(id: string) {
  return useApiMutation({
    errorToast: "account:api.sendTestFailed",
    mutationFn: () => sendWebhookTest(id),
    invalidates: [webhookDeliveriesQueryKey(id)],
  });
}
