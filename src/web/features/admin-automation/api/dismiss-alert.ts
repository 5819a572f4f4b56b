import { alertAnswerSchema, type AlertAnswer } from "@shared/automation";
import { apiFetch } from "@/lib/api-client";
import { useApiMutation } from "@/lib/use-api-mutation";
import { adminKeys } from "@/features/admin/api/query-keys";

export function dismissAlert(id: string): Promise<AlertAnswer> {
  return apiFetch(`/api/admin/automation/alerts/${id}/dismiss`, { method: "POST", schema: alertAnswerSchema });
}

export function useDismissAlert() {
  return useApiMutation({
    errorToast: "Failed to dismiss the alert",
    mutationFn: dismissAlert,
    invalidates: [adminKeys.alerts()],
    invalidateOn: "settled",
  });
}
