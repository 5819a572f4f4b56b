import { alertAnswerSchema, type AlertAnswer } from "@shared/automation";
import { apiFetch } from "@/lib/api-client";
import { useApiMutation } from "@/lib/use-api-mutation";
import { adminKeys } from "@/features/admin/api/query-keys";

export function approveAlert(id: string): Promise<AlertAnswer> {
  return apiFetch(`/api/admin/automation/alerts/${id}/approve`, { method: "POST", schema: alertAnswerSchema });
}

/** A refused approval (the position's rules) toasts the reason; the list is asked again either way. */
export function useApproveAlert() {
  return useApiMutation({
    errorToast: "Failed to publish the alert",
    mutationFn: approveAlert,
    invalidates: [adminKeys.alerts(), adminKeys.stats()],
    invalidateOn: "settled",
  });
}
