import { queryOptions, useQuery } from "@tanstack/react-query";
import { nextReleaseSchema, type NextRelease } from "@shared/positions";
import { apiFetch } from "@/lib/api-client";
import { positionsKeys } from "@/features/positions/api/query-keys";

/** A minute: a new entry published for Pro members is said within it, calmly, with no live message of its own. */
const CHECK_EVERY_MS = 60_000;

export function getNextRelease(): Promise<NextRelease> {
  return apiFetch("/api/positions/next-release", { schema: nextReleaseSchema });
}

export function nextReleaseQueryOptions() {
  return queryOptions({
    queryKey: positionsKeys.nextRelease(),
    queryFn: getNextRelease,
    // Asked again just after the release it names (the position then arrives live), else every minute.
    refetchInterval: (query) => {
      const at = query.state.data?.at;
      return at ? Math.min(CHECK_EVERY_MS, Math.max(1_000, Date.parse(at) - Date.now() + 1_000)) : CHECK_EVERY_MS;
    },
  });
}

/**
 * docs/product.md#early-access: when the next entry Pro members already see reaches this member (null: none).
 * `enabled: false` for a member with early access, who is never told of one.
 */
export function useNextRelease({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...nextReleaseQueryOptions(), enabled, meta: { errorToast: false } });
}
