import { useMutation, useQueryClient } from "@tanstack/react-query";
import { messageSchema, type ChangeEmailBody } from "@shared/auth";
import { apiFetch } from "@/lib/api-client";
import { emailChangeQueryKey } from "@/features/auth/api/get-email-change";

/** Asks to change the email: the new address is sent a link, and the change waits for it. */
export async function changeEmail(body: ChangeEmailBody): Promise<string> {
  const { message } = await apiFetch("/api/auth/email-change", { method: "POST", body, schema: messageSchema });
  return message;
}

export function useChangeEmail() {
  const queryClient = useQueryClient();
  return useMutation({
    meta: { errorToast: false },
    mutationFn: changeEmail,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: emailChangeQueryKey }),
  });
}
