import { alertSourceSchema, type AlertSource } from "@shared/automation";
import { apiFetch } from "@/lib/api-client";
import { useApiMutation } from "@/lib/use-api-mutation";
import { adminKeys } from "@/features/admin/api/query-keys";

export function revokeAlertSource(id: string): Promise<AlertSource> {
  return apiFetch(`/api/admin/automation/sources/${id}/revoke`, { method: "POST", schema: alertSourceSchema });
}

export function useRevokeAlertSource() {
  return useApiMutation({
    errorToast: "Failed to revoke the source",
    mutationFn: revokeAlertSource,
    invalidates: [adminKeys.alertSources()],
  });
}
