import { queryOptions, useQuery } from "@tanstack/react-query";
import { adminSettingsSchema, type AdminSettings } from "@shared/admin-settings";
import { apiFetch } from "@/lib/api-client";
import { adminKeys } from "@/features/admin/api/query-keys";

export function getAdminSettings(): Promise<AdminSettings> {
  return apiFetch("/api/admin/settings", { schema: adminSettingsSchema });
}

export function adminSettingsQueryOptions() {
  return queryOptions({ queryKey: adminKeys.settings(), queryFn: getAdminSettings });
}

export function useAdminSettings() {
  return useQuery(adminSettingsQueryOptions());
}
