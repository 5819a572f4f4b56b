import { useMutation } from "@tanstack/react-query";
import { messageSchema } from "@shared/auth";
import { apiFetch } from "@/lib/api-client";

/** Emails the signed-in user a new link to verify their address (a few an hour at most: beyond, a 429). */
export async function resendVerification(): Promise<string> {
  const { message } = await apiFetch("/api/auth/verify-email/resend", { method: "POST", schema: messageSchema });
  return message;
}

export function useResendVerification() {
  return useMutation({
    meta: { errorToast: "Could not send a new link" },
    mutationFn: resendVerification,
  });
}
