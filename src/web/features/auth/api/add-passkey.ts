import { useMutation, useQueryClient } from "@tanstack/react-query";
import { addedPasskeySchema, webAuthnOptionsSchema } from "@shared/auth";
import { apiFetch } from "@/lib/api-client";
import { passkeysQueryKey } from "@/features/auth/api/get-passkeys";
import { secondFactorQueryKey } from "@/features/auth/api/get-second-factor";
import { createPasskey } from "@/features/auth/lib/passkey-ceremony";

/**
 * Creates a passkey on this device for the signed-in account and registers it; the answer holds the recovery codes
 * when it is the account's first second factor (shown once).
 */
export async function addPasskey() {
  const optionsJSON = await apiFetch("/api/auth/passkeys/options", { method: "POST", schema: webAuthnOptionsSchema });
  const response = await createPasskey(optionsJSON);
  return apiFetch("/api/auth/passkeys", { method: "POST", body: { response }, schema: addedPasskeySchema });
}

export function useAddPasskey() {
  const queryClient = useQueryClient();
  return useMutation({
    meta: { errorToast: false },
    mutationFn: addPasskey,
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: passkeysQueryKey });
      await queryClient.invalidateQueries({ queryKey: secondFactorQueryKey });
    },
  });
}
