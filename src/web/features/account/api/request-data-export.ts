import { dataExportSchema, type DataExport } from "@shared/account";
import { apiFetch } from "@/lib/api-client";
import { useApiMutation } from "@/lib/use-api-mutation";
import { dataExportsQueryKey } from "@/features/account/api/get-data-exports";

/** Asks for a copy of the member's data: a new one being prepared, or the one already pending or just ready. */
export function requestDataExport(): Promise<DataExport> {
  return apiFetch("/api/account/data-exports", { method: "POST", schema: dataExportSchema });
}

export function useRequestDataExport() {
  return useApiMutation({
    errorToast: "account:export.prepareFailed",
    mutationFn: requestDataExport,
    invalidates: [dataExportsQueryKey],
    invalidateOn: "settled",
  });
}
