import { useMutation, useQueryClient } from "@tanstack/react-query";
import { messageSchema, type SecondFactorCodeBody } from "@shared/auth";
import { apiFetch } from "@/lib/api-client";
import { signInWithPasskey } from "@/features/auth/api/passkey-sign-in";
import { secondFactorQueryKey } from "@/features/auth/api/get-second-factor";

/** Confirms it is them before a sensitive change: the app's code or a recovery code, or their passkey. */
export async function confirmIdentity(proof: SecondFactorCodeBody | "passkey"): Promise<void> {
  if (proof === "passkey") await signInWithPasskey();
  else await apiFetch("/api/auth/step-up", { method: "POST", body: proof, schema: messageSchema });
}

export function useConfirmIdentity() {
  const queryClient = useQueryClient();
  return useMutation({
    meta: { errorToast: false },
    mutationFn: confirmIdentity,
    // A recovery code may have been used up.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: secondFactorQueryKey }),
  });
}
