import { ADMIN_LOG_EXPORT_URL, adminLogSearchParams, type AdminLogQuery } from "@shared/admin-log";
import { useApiMutation } from "@/lib/use-api-mutation";
import { downloadExport } from "./download-export";

/** Downloads the search as CSV; the server asks for the second factor again first (the step-up dialog answers). */
export async function exportAdminLog(query: AdminLogQuery): Promise<void> {
  const params = adminLogSearchParams(query);
  await downloadExport(params ? `${ADMIN_LOG_EXPORT_URL}?${params}` : ADMIN_LOG_EXPORT_URL);
}

export function useExportAdminLog() {
  return useApiMutation({ mutationFn: exportAdminLog });
}
