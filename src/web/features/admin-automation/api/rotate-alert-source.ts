import { alertSourceWithUrlSchema, type AlertSourceWithUrl } from "@shared/automation";
import { apiFetch } from "@/lib/api-client";
import { useApiMutation } from "@/lib/use-api-mutation";
import { adminKeys } from "@/features/admin/api/query-keys";

export function rotateAlertSource(id: string): Promise<AlertSourceWithUrl> {
  return apiFetch(`/api/admin/automation/sources/${id}/rotate`, { method: "POST", schema: alertSourceWithUrlSchema });
}

export function useRotateAlertSource() {
  return useApiMutation({
    errorToast: "Failed to replace the address",
    mutationFn: rotateAlertSource,
    invalidates: [adminKeys.alertSources()],
  });
}
