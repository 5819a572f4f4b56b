import { useMutation } from "@tanstack/react-query";
import { messageSchema, type ForgotPasswordBody } from "@shared/auth";
import { apiFetch } from "@/lib/api-client";

/** The server answers the same whether or not the address has an account. */
export async function requestPasswordReset(body: ForgotPasswordBody): Promise<string> {
  const { message } = await apiFetch("/api/auth/forgot-password", {
    method: "POST",
    body,
    schema: messageSchema,
  });
  return message;
}

export function useRequestPasswordReset() {
  return useMutation({
    meta: { errorToast: false },
    mutationFn: requestPasswordReset,
  });
}
