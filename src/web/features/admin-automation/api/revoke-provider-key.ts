import { providerKeySchema, type ProviderKey } from "@shared/automation";
import { apiFetch } from "@/lib/api-client";
import { useApiMutation } from "@/lib/use-api-mutation";
import { adminKeys } from "@/features/admin/api/query-keys";

export function revokeProviderKey(id: string): Promise<ProviderKey> {
  return apiFetch(`/api/admin/automation/keys/${id}/revoke`, { method: "POST", schema: providerKeySchema });
}

export function useRevokeProviderKey() {
  return useApiMutation({
    errorToast: "Failed to revoke the key",
    mutationFn: revokeProviderKey,
    invalidates: [adminKeys.providerKeys()],
  });
}
