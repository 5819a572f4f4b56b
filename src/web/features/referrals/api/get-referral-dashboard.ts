import { queryOptions, useQuery } from "@tanstack/react-query";
import { referralDashboardSchema, type ReferralDashboard } from "@shared/referrals";
import { apiFetch } from "@/lib/api-client";

export const referralDashboardQueryKey = ["account", "referrals"] as const;

/** The member's referral link and what it brought: clicks, sign-ups, paying members and commissions. */
export function getReferralDashboard(): Promise<ReferralDashboard> {
  return apiFetch("/api/referrals/me", { schema: referralDashboardSchema });
}

export const referralDashboardQueryOptions = () =>
  queryOptions({ queryKey: referralDashboardQueryKey, queryFn: getReferralDashboard });

export function useReferralDashboard() {
  return useQuery(referralDashboardQueryOptions());
}
