import { alertSourceWithUrlSchema, type AlertSourceInput, type AlertSourceWithUrl } from "@shared/automation";
import { apiFetch } from "@/lib/api-client";
import { useApiMutation } from "@/lib/use-api-mutation";
import { adminKeys } from "@/features/admin/api/query-keys";

export function createAlertSource(body: AlertSourceInput): Promise<AlertSourceWithUrl> {
  return apiFetch("/api/admin/automation/sources", { method: "POST", body, schema: alertSourceWithUrlSchema });
}

/** The form shows its own failure; the answer's webhook address is shown once by the caller. */
export function useCreateAlertSource() {
  return useApiMutation({ errorToast: false, mutationFn: createAlertSource, invalidates: [adminKeys.alertSources()] });
}
