import { queryOptions, useQuery } from "@tanstack/react-query";
import { adminStatsSchema, type AdminStats } from "@shared/admin";
import { apiFetch } from "@/lib/api-client";
import { adminKeys } from "@/features/admin/api/query-keys";

/** A failed stats load is logged; the panel says the figures are missing rather than inventing them. */
export async function getAdminStats(): Promise<AdminStats> {
  try {
    return await apiFetch("/api/admin/stats", { schema: adminStatsSchema });
  } catch (error) {
    console.error("Loading the admin statistics failed", error);
    throw error;
  }
}

export function adminStatsQueryOptions() {
  return queryOptions({ queryKey: adminKeys.stats(), queryFn: getAdminStats });
}

export function useAdminStats() {
  return useQuery(adminStatsQueryOptions());
}
