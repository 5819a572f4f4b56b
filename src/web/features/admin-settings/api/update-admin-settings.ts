import { useMutation, useQueryClient } from "@tanstack/react-query";
import { adminSettingsSchema, type AdminSettings, type AdminSettingsPatch } from "@shared/admin-settings";
import { apiFetch } from "@/lib/api-client";
import { earlyAccessKeys } from "@/lib/early-access-api";
import { adminKeys } from "@/features/admin/api/query-keys";

export function updateAdminSettings(patch: AdminSettingsPatch): Promise<AdminSettings> {
  return apiFetch("/api/admin/settings", { method: "PATCH", body: patch, schema: adminSettingsSchema });
}

/**
 * The server's answer is the stored state, so the switches show what will actually be obeyed. A form (`inForm`)
 * shows its own failure instead of the toast. The plans' early access line is asked again.
 */
export function useUpdateAdminSettings({ inForm = false }: { inForm?: boolean } = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    meta: { errorToast: inForm ? false : "Failed to save the setting" },
    mutationFn: updateAdminSettings,
    onSuccess: async (settings) => {
      queryClient.setQueryData(adminKeys.settings(), settings);
      await queryClient.invalidateQueries({ queryKey: earlyAccessKeys.all });
    },
  });
}
