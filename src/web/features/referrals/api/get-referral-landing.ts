import { queryOptions, useQuery } from "@tanstack/react-query";
import { referralLandingSchema, type ReferralLanding } from "@shared/referrals";
import { apiFetch } from "@/lib/api-client";

/** The invitation a referral link shows: whose it is, until when it counts, and the link for another device. */
export function getReferralLanding(code: string): Promise<ReferralLanding> {
  return apiFetch(`/api/referrals/landing/${encodeURIComponent(code)}`, { schema: referralLandingSchema });
}

export const referralLandingQueryOptions = (code: string) =>
  queryOptions({
    queryKey: ["referral-landing", code] as const,
    queryFn: () => getReferralLanding(code),
    retry: false,
  });

export function useReferralLanding(code: string) {
  return useQuery(referralLandingQueryOptions(code));
}
