import { apiFetch } from "@/lib/api-client";
import { useApiMutation } from "@/lib/use-api-mutation";
import { webhooksQueryKey } from "@/features/api-access/api/get-webhooks";

/** Deletes an endpoint and its delivery log. */
export async function deleteWebhook(id: string): Promise<void> {
  await apiFetch(`/api/account/webhooks/${encodeURIComponent(id)}`, { method: "DELETE" });
}

export function useDeleteWebhook() {
  return useApiMutation({
    errorToast: "account:api.deleteFailed",
    mutationFn: deleteWebhook,
    invalidates: [webhooksQueryKey],
  });
}
