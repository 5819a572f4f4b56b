import { supportMessageSchema, type SupportMessage, type SupportMessageInput } from "@shared/support";
import { apiFetch } from "@/lib/api-client";
import { useApiMutation } from "@/lib/use-api-mutation";
import { supportQueryKey } from "@/features/support/api/get-support";

export function writeToSupport(input: SupportMessageInput): Promise<SupportMessage> {
  return apiFetch("/api/support/messages", { method: "POST", body: input, schema: supportMessageSchema });
}

/** The form shows its own failure (docs/architecture.md, client errors). */
export function useWriteToSupport() {
  return useApiMutation({ errorToast: false, mutationFn: writeToSupport, invalidates: [supportQueryKey] });
}
