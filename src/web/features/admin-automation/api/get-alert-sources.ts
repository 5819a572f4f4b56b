import { queryOptions, useQuery } from "@tanstack/react-query";
import { alertSourceListSchema, type AlertSource } from "@shared/automation";
import { apiFetch } from "@/lib/api-client";
import { adminKeys } from "@/features/admin/api/query-keys";

export function getAlertSources(): Promise<AlertSource[]> {
  return apiFetch("/api/admin/automation/sources", { schema: alertSourceListSchema });
}

export function alertSourcesQueryOptions() {
  return queryOptions({ queryKey: adminKeys.alertSources(), queryFn: getAlertSources });
}

export function useAlertSources() {
  return useQuery(alertSourcesQueryOptions());
}
