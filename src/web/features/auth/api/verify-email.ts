import type { VerifyEmailBody } from "@shared/auth";
import { useApiMutation } from "@/lib/use-api-mutation";
import { postForMessage } from "@/features/auth/lib/post-for-message";
import { meQueryKey } from "@/features/auth/api/get-me";
import { emailChangeQueryKey } from "@/features/auth/api/get-email-change";

/** Follows an emailed link: verifies the address, or confirms a new one. Answers what happened, to show. */
export function verifyEmail(body: VerifyEmailBody): Promise<string> {
  return postForMessage("/api/auth/verify-email", body);
}

export function useVerifyEmail() {
  return useApiMutation({
    // The page shows the refusal itself, with a way to ask for a new link.
    errorToast: false,
    mutationFn: verifyEmail,
    invalidates: [meQueryKey, emailChangeQueryKey],
  });
}
