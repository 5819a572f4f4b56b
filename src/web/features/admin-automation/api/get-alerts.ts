import { queryOptions, useQuery } from "@tanstack/react-query";
import { alertReceiptListSchema, type AlertReceipt } from "@shared/automation";
import { apiFetch } from "@/lib/api-client";
import { adminKeys } from "@/features/admin/api/query-keys";

/** The alert log, newest first; `draft`: the alerts waiting for approval. */
export function getAlerts(outcome?: "draft"): Promise<AlertReceipt[]> {
  const query = outcome ? `?outcome=${outcome}` : "";
  return apiFetch(`/api/admin/automation/alerts${query}`, { schema: alertReceiptListSchema });
}

export function alertsQueryOptions(outcome?: "draft") {
  return queryOptions({ queryKey: [...adminKeys.alerts(), outcome ?? "all"], queryFn: () => getAlerts(outcome) });
}

export function useAlerts(outcome?: "draft") {
  return useQuery(alertsQueryOptions(outcome));
}
