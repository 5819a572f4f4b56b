import { queryOptions, useQuery } from "@tanstack/react-query";
import type { PublicEarlyAccess } from "@shared/admin-settings";
import { apiFetch } from "@/lib/api-client";

export const earlyAccessKeys = { all: ["early-access"] as const };

/**
 * Read with a hand-written check, not the zod schema: the public pages' first download carries no zod
 * (docs/decisions/0018-lean-public-entry.md). Anything else counts as no early access, so nothing is promised.
 */
export async function getEarlyAccess(): Promise<PublicEarlyAccess> {
  const answer: unknown = await apiFetch("/api/public/early-access");
  const minutes = (answer as { minutes?: unknown } | null)?.minutes;
  return { minutes: typeof minutes === "number" && Number.isInteger(minutes) && minutes > 0 ? minutes : 0 };
}

export function earlyAccessQueryOptions() {
  return queryOptions({ queryKey: earlyAccessKeys.all, queryFn: getEarlyAccess, staleTime: 60_000, retry: false });
}

/**
 * How many minutes before Trial members Pro members see a new entry (docs/product.md#early-access): 0 until known,
 * so a plan card promises early access only once the server says it is on. `enabled: false` waits (e.g. until the
 * cards near the viewport).
 */
export function useEarlyAccessMinutes({ enabled = true }: { enabled?: boolean } = {}): number {
  return useQuery({ ...earlyAccessQueryOptions(), enabled }).data?.minutes ?? 0;
}
