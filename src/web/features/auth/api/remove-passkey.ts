import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiFetch } from "@/lib/api-client";
import { passkeysQueryKey } from "@/features/auth/api/get-passkeys";
import { secondFactorQueryKey } from "@/features/auth/api/get-second-factor";

export async function removePasskey(id: string): Promise<void> {
  await apiFetch(`/api/auth/passkeys/${encodeURIComponent(id)}`, { method: "DELETE" });
}

export function useRemovePasskey() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: removePasskey,
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: passkeysQueryKey });
      await queryClient.invalidateQueries({ queryKey: secondFactorQueryKey });
    },
  });
}
