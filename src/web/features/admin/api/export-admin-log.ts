import { useMutation } from "@tanstack/react-query";
import { ADMIN_LOG_EXPORT_URL, adminLogSearchParams, type AdminLogQuery } from "@shared/admin-log";
import { apiDownload } from "@/lib/api-client";
import { saveFile } from "@/lib/save-file";

/** Downloads the search as CSV; the server asks for the second factor again first (the step-up dialog answers). */
export async function exportAdminLog(query: AdminLogQuery): Promise<void> {
  const params = adminLogSearchParams(query);
  const { blob, fileName } = await apiDownload(params ? `${ADMIN_LOG_EXPORT_URL}?${params}` : ADMIN_LOG_EXPORT_URL);
  saveFile(blob, fileName);
}

export function useExportAdminLog() {
  return useMutation({ mutationFn: exportAdminLog });
}
