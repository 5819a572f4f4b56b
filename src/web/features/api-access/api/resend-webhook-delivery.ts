import { apiFetch } from "@/lib/api-client";
import { useApiMutation } from "@/lib/use-api-mutation";
import { webhookDeliveriesQueryKey } from "@/features/api-access/api/get-webhook-deliveries";

/** Sends a delivery again, with its webhook-id unchanged. */
export async function resendWebhookDelivery(id: string, messageId: string): Promise<void> {
  const path = `/api/account/webhooks/${encodeURIComponent(id)}/deliveries/${encodeURIComponent(messageId)}/resend`;
  await apiFetch(path, { method: "POST" });
}

export function useResendWebhookDelivery(id: string) {
  return useApiMutation({
    errorToast: "account:api.sendAgainFailed",
    mutationFn: (messageId: string) => resendWebhookDelivery(id, messageId),
    invalidates: [webhookDeliveriesQueryKey(id)],
  });
}
