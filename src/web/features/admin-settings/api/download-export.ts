import { ADMIN_MESSAGES } from "@shared/admin";
import { apiDownload } from "@/lib/api-client";
import { saveFile } from "@/lib/save-file";
import { useApiMutation } from "@/lib/use-api-mutation";

/** Downloads a CSV export through the API client, so the second-factor dialog appears when the server asks for it. */
export async function downloadExport(path: string): Promise<void> {
  const { blob, fileName } = await apiDownload(path);
  saveFile(blob, fileName);
}

export function useDownloadExport() {
  return useApiMutation({ errorToast: ADMIN_MESSAGES.exportFailed, mutationFn: downloadExport });
}
