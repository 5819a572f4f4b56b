import { useMutation } from "@tanstack/react-query";
import { messageSchema, type ResetPasswordBody } from "@shared/auth";
import { apiFetch } from "@/lib/api-client";

export async function resetPassword(body: ResetPasswordBody): Promise<string> {
  const { message } = await apiFetch("/api/auth/reset-password", {
    method: "POST",
    body,
    schema: messageSchema,
  });
  return message;
}

export function useResetPassword() {
  return useMutation({
    meta: { errorToast: false },
    mutationFn: resetPassword,
  });
}
