import { useMutation } from "@tanstack/react-query";
import { ADMIN_MESSAGES } from "@shared/admin";
import { apiDownload } from "@/lib/api-client";

/** A CSV export, downloaded through the API client: it asks for the second factor again when the server does. */
export function useDownloadExport() {
  return useMutation({ meta: { errorToast: ADMIN_MESSAGES.exportFailed }, mutationFn: apiDownload });
}
