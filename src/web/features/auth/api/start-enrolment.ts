import { useMutation } from "@tanstack/react-query";
import { authenticatorSetupSchema, type AuthenticatorSetup, type EnrolmentBody } from "@shared/auth";
import { apiFetch } from "@/lib/api-client";

/** An administrator's first sign-in: the password again, answered with the authenticator app's new secret. */
export function startEnrolment(body: EnrolmentBody): Promise<AuthenticatorSetup> {
  return apiFetch("/api/auth/second-factor/enrolment", { method: "POST", body, schema: authenticatorSetupSchema });
}

export function useStartEnrolment() {
  return useMutation({ meta: { errorToast: false }, mutationFn: startEnrolment });
}
