import { queryOptions, useQuery } from "@tanstack/react-query";
import { referralAdminSchema, type ReferralAdmin } from "@shared/referrals";
import { apiFetch } from "@/lib/api-client";
import { adminKeys } from "@/features/admin/api/query-keys";

export function getReferralAdmin(): Promise<ReferralAdmin> {
  return apiFetch("/api/admin/referrals", { schema: referralAdminSchema });
}

export const referralAdminQueryOptions = () =>
  queryOptions({ queryKey: adminKeys.referrals(), queryFn: getReferralAdmin });

export function useReferralAdmin() {
  return useQuery(referralAdminQueryOptions());
}
