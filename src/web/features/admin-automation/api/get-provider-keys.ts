import { queryOptions, useQuery } from "@tanstack/react-query";
import { providerKeyListSchema, type ProviderKey } from "@shared/automation";
import { apiFetch } from "@/lib/api-client";
import { adminKeys } from "@/features/admin/api/query-keys";

export function getProviderKeys(): Promise<ProviderKey[]> {
  return apiFetch("/api/admin/automation/keys", { schema: providerKeyListSchema });
}

export function providerKeysQueryOptions() {
  return queryOptions({ queryKey: adminKeys.providerKeys(), queryFn: getProviderKeys });
}

export function useProviderKeys() {
  return useQuery(providerKeysQueryOptions());
}
