import { authenticatorSetupSchema, type AuthenticatorSetup } from "@shared/auth";
import { apiFetch } from "@/lib/api-client";
import { useApiMutation } from "@/lib/use-api-mutation";

/** A new secret for the member's authenticator app, pending until its first code confirms it. */
export function setupAuthenticator(): Promise<AuthenticatorSetup> {
  return apiFetch("/api/auth/second-factor/setup", { method: "POST", schema: authenticatorSetupSchema });
}

export function useSetupAuthenticator() {
  return useApiMutation({ errorToast: "auth:twoStep.startFailed", mutationFn: setupAuthenticator });
}
