import { useMutation, useQueryClient } from "@tanstack/react-query";
import { adminSettingsSchema, type AdminSettings, type AdminSettingsPatch } from "@shared/admin-settings";
import { apiFetch } from "@/lib/api-client";
import { adminKeys } from "@/features/admin/api/query-keys";

export function updateAdminSettings(patch: AdminSettingsPatch): Promise<AdminSettings> {
  return apiFetch("/api/admin/settings", { method: "PATCH", body: patch, schema: adminSettingsSchema });
}

/** The server's answer is the stored state, so the switches show what will actually be obeyed. */
export function useUpdateAdminSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    meta: { errorToast: "Failed to save the setting" },
    mutationFn: updateAdminSettings,
    onSuccess: (settings) => queryClient.setQueryData(adminKeys.settings(), settings),
  });
}
