import { adminSettingsSchema, type AdminSettings, type AdminSettingsPatch } from "@shared/admin-settings";
import { apiFetch } from "@/lib/api-client";
import { earlyAccessKeys } from "@/lib/early-access-api";
import { useApiMutation } from "@/lib/use-api-mutation";
import { adminKeys } from "@/features/admin/api/query-keys";

export function updateAdminSettings(patch: AdminSettingsPatch): Promise<AdminSettings> {
  return apiFetch("/api/admin/settings", { method: "PATCH", body: patch, schema: adminSettingsSchema });
}

/**
 * The server's answer is the stored state, so the switches show what will actually be obeyed. A form (`inForm`)
 * shows its own failure instead of the toast. The plans' early access line is asked again.
 */
export function useUpdateAdminSettings({ inForm = false }: { inForm?: boolean } = {}) {
  return useApiMutation({
    errorToast: inForm ? false : "Failed to save the setting",
    mutationFn: updateAdminSettings,
    setsQueryData: adminKeys.settings(),
    invalidates: [earlyAccessKeys.all],
  });
}
