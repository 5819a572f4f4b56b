import type { ChangePasswordBody } from "@shared/auth";
import { useApiMutation } from "@/lib/use-api-mutation";
import { postForMessage } from "@/features/auth/lib/post-for-message";

export function changePassword(body: ChangePasswordBody): Promise<string> {
  return postForMessage("/api/auth/change-password", body);
}

export function useChangePassword() {
  return useApiMutation({ errorToast: false, mutationFn: changePassword });
}
