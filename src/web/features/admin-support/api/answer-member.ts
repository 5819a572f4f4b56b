import { useMutation, useQueryClient } from "@tanstack/react-query";
import { supportMessageSchema, type SupportMessage, type SupportMessageInput } from "@shared/support";
import { apiFetch } from "@/lib/api-client";
import { adminKeys } from "@/features/admin/api/query-keys";

export function answerMember(memberId: string, input: SupportMessageInput): Promise<SupportMessage> {
  return apiFetch(`/api/admin/support/${encodeURIComponent(memberId)}/messages`, {
    method: "POST",
    body: input,
    schema: supportMessageSchema,
  });
}

/** The answer form shows its own failure; the thread and the queue are read again after it. */
export function useAnswerMember(memberId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    meta: { errorToast: false },
    mutationFn: (input: SupportMessageInput) => answerMember(memberId, input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminKeys.support() }),
  });
}
