import { addedPasskeySchema, webAuthnOptionsSchema } from "@shared/auth";
import { apiFetch } from "@/lib/api-client";
import { useApiMutation } from "@/lib/use-api-mutation";
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
  return useApiMutation({
    errorToast: false,
    mutationFn: addPasskey,
    invalidates: [passkeysQueryKey, secondFactorQueryKey],
  });
}
