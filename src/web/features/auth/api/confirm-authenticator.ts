import { recoveryCodesSchema, type SecondFactorCodeBody } from "@shared/auth";
import { apiFetch } from "@/lib/api-client";
import { useApiMutation } from "@/lib/use-api-mutation";
import { secondFactorQueryKey } from "@/features/auth/api/get-second-factor";

/** Turns two-step sign-in on with the app's first code; the answer holds the recovery codes, shown once. */
export async function confirmAuthenticator(body: SecondFactorCodeBody): Promise<string[]> {
  const { recoveryCodes } = await apiFetch("/api/auth/second-factor/confirm", {
    method: "POST",
    body,
    schema: recoveryCodesSchema,
  });
  return recoveryCodes;
}

export function useConfirmAuthenticator() {
  return useApiMutation({ errorToast: false, mutationFn: confirmAuthenticator, invalidates: [secondFactorQueryKey] });
}
