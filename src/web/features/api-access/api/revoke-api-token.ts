import { apiFetch } from "@/lib/api-client";
import { useApiMutation } from "@/lib/use-api-mutation";
import { apiTokensQueryKey } from "@/features/api-access/api/get-api-tokens";

/** Revokes a token: it answers 401 from its next request. */
export async function revokeApiToken(id: string): Promise<void> {
  await apiFetch(`/api/account/api-tokens/${encodeURIComponent(id)}`, { method: "DELETE" });
}

export function useRevokeApiToken() {
  return useApiMutation({
    errorToast: "account:api.revokeFailed",
    mutationFn: revokeApiToken,
    invalidates: [apiTokensQueryKey],
  });
}
