import { queryOptions, useQuery } from "@tanstack/react-query";
import { DATA_EXPORT_POLL_MS, dataExportListSchema, type DataExport } from "@shared/account";
import { apiFetch } from "@/lib/api-client";

export const dataExportsQueryKey = ["account", "data-exports"] as const;

/** The member's data exports still offered, newest first. */
export function getDataExports(): Promise<DataExport[]> {
  return apiFetch("/api/account/data-exports", { schema: dataExportListSchema });
}

export const dataExportsQueryOptions = () =>
  queryOptions({
    queryKey: dataExportsQueryKey,
    queryFn: getDataExports,
    // While one is being prepared, ask again until it is ready.
    refetchInterval: (query) =>
      query.state.data?.some((dataExport) => dataExport.status === "pending") ? DATA_EXPORT_POLL_MS : false,
  });

export function useDataExports() {
  return useQuery(dataExportsQueryOptions());
}

/** Where a ready export downloads: the JSON file, or its payments as CSV. */
export const dataExportUrl = (id: string, file: "json" | "payments.csv" = "json") =>
  `/api/account/data-exports/${encodeURIComponent(id)}${file === "json" ? "" : `/${file}`}`;
