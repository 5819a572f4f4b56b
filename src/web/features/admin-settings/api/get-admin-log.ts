import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import { TOTAL_COUNT_HEADER } from "@shared/admin";
import {
  ADMIN_LOG_URL,
  adminLogListSchema,
  adminLogSearchParams,
  type AdminLogEntry,
  type AdminLogQuery,
} from "@shared/admin-log";
import { apiFetchWithHeaders } from "@/lib/api-client";
import { adminKeys } from "@/features/admin/api/query-keys";

export interface AdminLogPage {
  entries: AdminLogEntry[];
  /** How many entries match in all, from X-Total-Count. */
  total: number;
}

export async function getAdminLog(query: AdminLogQuery): Promise<AdminLogPage> {
  const params = new URLSearchParams(adminLogSearchParams(query));
  params.set("limit", String(query.limit ?? 50));
  params.set("offset", String(query.offset ?? 0));
  const { data, headers } = await apiFetchWithHeaders(`${ADMIN_LOG_URL}?${params}`, { schema: adminLogListSchema });
  const total = Number(headers.get(TOTAL_COUNT_HEADER));
  return { entries: data, total: Number.isFinite(total) ? total : data.length };
}

export const adminLogQueryOptions = (query: AdminLogQuery) =>
  queryOptions({
    queryKey: adminKeys.log(query),
    queryFn: () => getAdminLog(query),
    placeholderData: keepPreviousData,
  });

/** A page of the admin log for the search; the previous page stays shown while the next loads. */
export function useAdminLog(query: AdminLogQuery) {
  return useQuery(adminLogQueryOptions(query));
}
