import { useMutation } from "@tanstack/react-query";
import { messageSchema, type ChangePasswordBody } from "@shared/auth";
import { apiFetch } from "@/lib/api-client";

export async function changePassword(body: ChangePasswordBody): Promise<string> {
  const { message } = await apiFetch("/api/auth/change-password", { method: "POST", body, schema: messageSchema });
  return message;
}

export function useChangePassword() {
  return useMutation({
    meta: { errorToast: false },
    mutationFn: changePassword,
  });
}
