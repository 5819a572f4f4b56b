import { createdProviderKeySchema, type CreatedProviderKey, type ProviderKeyInput } from "@shared/automation";
import { apiFetch } from "@/lib/api-client";
import { useApiMutation } from "@/lib/use-api-mutation";
import { adminKeys } from "@/features/admin/api/query-keys";

export function createProviderKey(body: ProviderKeyInput): Promise<CreatedProviderKey> {
  return apiFetch("/api/admin/automation/keys", { method: "POST", body, schema: createdProviderKeySchema });
}

/** The form shows its own failure; the key's secret is shown once by the caller. */
export function useCreateProviderKey() {
  return useApiMutation({ errorToast: false, mutationFn: createProviderKey, invalidates: [adminKeys.providerKeys()] });
}
