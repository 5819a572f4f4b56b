import type { SecondFactorCodeBody } from "@shared/auth";
import { useApiMutation } from "@/lib/use-api-mutation";
import { postForMessage } from "@/features/auth/lib/post-for-message";
import { signInWithPasskey } from "@/features/auth/api/passkey-sign-in";
import { secondFactorQueryKey } from "@/features/auth/api/get-second-factor";

/** Confirms it is them before a sensitive change: the app's code or a recovery code, or their passkey. */
export async function confirmIdentity(proof: SecondFactorCodeBody | "passkey"): Promise<void> {
  if (proof === "passkey") await signInWithPasskey();
  else await postForMessage("/api/auth/step-up", proof);
}

export function useConfirmIdentity() {
  return useApiMutation({
    errorToast: false,
    mutationFn: confirmIdentity,
    // A recovery code may have been used up.
    invalidates: [secondFactorQueryKey],
  });
}
