import { useMutation, useQueryClient } from "@tanstack/react-query";
import { messageSchema, type VerifyEmailBody } from "@shared/auth";
import { apiFetch } from "@/lib/api-client";
import { meQueryKey } from "@/features/auth/api/get-me";
import { emailChangeQueryKey } from "@/features/auth/api/get-email-change";

/** Follows an emailed link: verifies the address, or confirms a new one. Answers what happened, to show. */
export async function verifyEmail(body: VerifyEmailBody): Promise<string> {
  const { message } = await apiFetch("/api/auth/verify-email", { method: "POST", body, schema: messageSchema });
  return message;
}

export function useVerifyEmail() {
  const queryClient = useQueryClient();
  return useMutation({
    // The page shows the refusal itself, with a way to ask for a new link.
    meta: { errorToast: false },
    mutationFn: verifyEmail,
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: meQueryKey });
      await queryClient.invalidateQueries({ queryKey: emailChangeQueryKey });
    },
  });
}
