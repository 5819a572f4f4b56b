import { signedInSchema, webAuthnOptionsSchema, type SignedInUser } from "@shared/auth";
import { apiFetch } from "@/lib/api-client";
import { useApiMutation } from "@/lib/use-api-mutation";
import { meQueryKey } from "@/features/auth/api/get-me";
import { signWithPasskey } from "@/features/auth/lib/passkey-ceremony";

/**
 * Signs in with a passkey this device holds (or, signed in already, confirms it is them): the server's challenge,
 * signed by the device once its owner unlocked it.
 */
export async function signInWithPasskey(): Promise<SignedInUser> {
  const optionsJSON = await apiFetch("/api/auth/passkeys/sign-in/options", {
    method: "POST",
    schema: webAuthnOptionsSchema,
  });
  const response = await signWithPasskey(optionsJSON);
  return apiFetch("/api/auth/passkeys/sign-in", { method: "POST", body: { response }, schema: signedInSchema });
}

/** A passkey sign-in; the session is the app's once the cache holds its user. */
export function usePasskeySignIn() {
  return useApiMutation({ errorToast: false, mutationFn: signInWithPasskey, setsQueryData: meQueryKey });
}
