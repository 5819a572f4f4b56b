import type { ResetPasswordBody } from "@shared/auth";
import { useApiMutation } from "@/lib/use-api-mutation";
import { postForMessage } from "@/features/auth/lib/post-for-message";

export function resetPassword(body: ResetPasswordBody): Promise<string> {
  return postForMessage("/api/auth/reset-password", body);
}

export function useResetPassword() {
  return useApiMutation({ errorToast: false, mutationFn: resetPassword });
}
