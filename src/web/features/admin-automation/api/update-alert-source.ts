import { alertSourceSchema, type AlertSource, type AlertSourceInput } from "@shared/automation";
import { apiFetch } from "@/lib/api-client";
import { useApiMutation } from "@/lib/use-api-mutation";
import { adminKeys } from "@/features/admin/api/query-keys";

export function updateAlertSource({ id, body }: { id: string; body: AlertSourceInput }): Promise<AlertSource> {
  return apiFetch(`/api/admin/automation/sources/${id}`, { method: "PUT", body, schema: alertSourceSchema });
}

export function useUpdateAlertSource() {
  return useApiMutation({
    errorToast: "Failed to save the alert source",
    mutationFn: updateAlertSource,
    invalidates: [adminKeys.alertSources()],
  });
}
