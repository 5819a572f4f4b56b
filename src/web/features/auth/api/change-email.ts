import type { ChangeEmailBody } from "@shared/auth";
import { useApiMutation } from "@/lib/use-api-mutation";
import { postForMessage } from "@/features/auth/lib/post-for-message";
import { emailChangeQueryKey } from "@/features/auth/api/get-email-change";

/** Asks to change the email: the new address is sent a link, and the change waits for it. */
export function changeEmail(body: ChangeEmailBody): Promise<string> {
  return postForMessage("/api/auth/email-change", body);
}

export function useChangeEmail() {
  return useApiMutation({ errorToast: false, mutationFn: changeEmail, invalidates: [emailChangeQueryKey] });
}
