import { supportMessageSchema, type SupportMessage, type SupportMessageInput } from "@shared/support";
import { apiFetch } from "@/lib/api-client";
import { useApiMutation } from "@/lib/use-api-mutation";
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
  return useApiMutation({
    errorToast: false,
    mutationFn: (input: SupportMessageInput) => answerMember(memberId, input),
    invalidates: [adminKeys.support()],
  });
}
