import { authenticatorSetupSchema, type AuthenticatorSetup, type EnrolmentBody } from "@shared/auth";
import { apiFetch } from "@/lib/api-client";
import { useApiMutation } from "@/lib/use-api-mutation";

/** An administrator's first sign-in: the password again, answered with the authenticator app's new secret. */
export function startEnrolment(body: EnrolmentBody): Promise<AuthenticatorSetup> {
  return apiFetch("/api/auth/second-factor/enrolment", { method: "POST", body, schema: authenticatorSetupSchema });
}

export function useStartEnrolment() {
  return useApiMutation({ errorToast: false, mutationFn: startEnrolment });
}
