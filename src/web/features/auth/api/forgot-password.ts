import type { ForgotPasswordBody } from "@shared/auth";
import { useApiMutation } from "@/lib/use-api-mutation";
import { postForMessage } from "@/features/auth/lib/post-for-message";

/** The server answers the same whether or not the address has an account. */
export function requestPasswordReset(body: ForgotPasswordBody): Promise<string> {
  return postForMessage("/api/auth/forgot-password", body);
}

export function useRequestPasswordReset() {
  return useApiMutation({ errorToast: false, mutationFn: requestPasswordReset });
}
