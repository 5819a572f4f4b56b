import { queryOptions, useQuery } from "@tanstack/react-query";
import { adminStatsSchema, type AdminStats } from "@shared/admin";
import { apiFetch } from "@/lib/api-client";
import { adminKeys } from "@/features/admin/api/query-keys";

export function getAdminStats(): Promise<AdminStats> {
  return apiFetch("/api/admin/stats", { schema: adminStatsSchema });
}

export function adminStatsQueryOptions() {
  return queryOptions({ queryKey: adminKeys.stats(), queryFn: getAdminStats });
}

export function useAdminStats() {
  return useQuery(adminStatsQueryOptions());
}
