import { apiFetch } from "@/lib/api-client";
import { useApiMutation } from "@/lib/use-api-mutation";
import { passkeysQueryKey } from "@/features/auth/api/get-passkeys";
import { secondFactorQueryKey } from "@/features/auth/api/get-second-factor";

export async function removePasskey(id: string): Promise<void> {
  await apiFetch(`/api/auth/passkeys/${encodeURIComponent(id)}`, { method: "DELETE" });
}

export function useRemovePasskey() {
  return useApiMutation({ mutationFn: removePasskey, invalidates: [passkeysQueryKey, secondFactorQueryKey] });
}
