import { signedInSchema, webAuthnOptionsSchema, type EnrolmentBody, type SignedInUser } from "@shared/auth";
import { apiFetch } from "@/lib/api-client";
import { useApiMutation } from "@/lib/use-api-mutation";
import { createPasskey } from "@/features/auth/lib/passkey-ceremony";

/**
 * An administrator's first sign-in with a passkey as the second factor: the password again, the device creates the
 * passkey, and the server registers it and signs in (with the recovery codes, shown once).
 */
export async function enrolPasskey(body: EnrolmentBody): Promise<SignedInUser> {
  const optionsJSON = await apiFetch("/api/auth/passkeys/enrolment/options", {
    method: "POST",
    body,
    schema: webAuthnOptionsSchema,
  });
  const response = await createPasskey(optionsJSON);
  return apiFetch("/api/auth/passkeys/enrolment", {
    method: "POST",
    body: { ...body, response },
    schema: signedInSchema,
  });
}

export function useEnrolPasskey() {
  return useApiMutation({ errorToast: false, mutationFn: enrolPasskey });
}
