import { queryOptions, useQuery } from "@tanstack/react-query";
import { memberOverviewSchema, type MemberOverview } from "@shared/admin-member";
import { apiFetch } from "@/lib/api-client";
import { adminKeys } from "@/features/admin/api/query-keys";

export function getMemberOverview(id: string): Promise<MemberOverview> {
  return apiFetch(`/api/admin/users/${encodeURIComponent(id)}/overview`, { schema: memberOverviewSchema });
}

export const memberOverviewQuery = (id: string) =>
  queryOptions({ queryKey: adminKeys.member(id), queryFn: () => getMemberOverview(id) });

export function useMemberOverview(id: string) {
  return useQuery(memberOverviewQuery(id));
}
