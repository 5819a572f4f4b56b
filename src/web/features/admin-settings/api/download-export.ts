import { useMutation } from "@tanstack/react-query";
import { ADMIN_MESSAGES } from "@shared/admin";
import { apiDownload } from "@/lib/api-client";
import { saveFile } from "@/lib/save-file";

/** Downloads a CSV export through the API client, so the second-factor dialog appears when the server asks for it. */
export async function downloadExport(path: string): Promise<void> {
  const { blob, fileName } = await apiDownload(path);
  saveFile(blob, fileName);
}

export function useDownloadExport() {
  return useMutation({ meta: { errorToast: ADMIN_MESSAGES.exportFailed }, mutationFn: downloadExport });
}
