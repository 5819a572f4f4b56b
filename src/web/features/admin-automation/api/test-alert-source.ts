import { alertAnswerSchema, type AlertAnswer } from "@shared/automation";
import { apiFetch } from "@/lib/api-client";
import { useApiMutation } from "@/lib/use-api-mutation";
import { adminKeys } from "@/features/admin/api/query-keys";

export function testAlertSource({ id, body }: { id: string; body: string }): Promise<AlertAnswer> {
  return apiFetch(`/api/admin/automation/sources/${id}/test`, {
    method: "POST",
    body: { body },
    schema: alertAnswerSchema,
  });
}

/** The card shows the outcome, or the refusal, itself; the log shows the sample either way. */
export function useTestAlertSource() {
  return useApiMutation({
    errorToast: false,
    mutationFn: testAlertSource,
    invalidates: [adminKeys.alerts()],
    invalidateOn: "settled",
  });
}
