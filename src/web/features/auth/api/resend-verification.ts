import { useApiMutation } from "@/lib/use-api-mutation";
import { postForMessage } from "@/features/auth/lib/post-for-message";

/** Emails the signed-in user a new link to verify their address (a few an hour at most: beyond, a 429). */
export function resendVerification(): Promise<string> {
  return postForMessage("/api/auth/verify-email/resend");
}

export function useResendVerification() {
  return useApiMutation({ errorToast: "auth:verify.resendFailed", mutationFn: resendVerification });
}
