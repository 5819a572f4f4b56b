import { createdApiTokenSchema, type CreateApiToken, type CreatedApiToken } from "@shared/api-access";
import { apiFetch } from "@/lib/api-client";
import { useApiMutation } from "@/lib/use-api-mutation";
import { apiTokensQueryKey } from "@/features/api-access/api/get-api-tokens";

/** Makes a read-only API token: the answer is the only time the token is shown. */
export function createApiToken(body: CreateApiToken): Promise<CreatedApiToken> {
  return apiFetch("/api/account/api-tokens", { method: "POST", body, schema: createdApiTokenSchema });
}

export function useCreateApiToken() {
  return useApiMutation({ errorToast: false, mutationFn: createApiToken, invalidates: [apiTokensQueryKey] });
}
