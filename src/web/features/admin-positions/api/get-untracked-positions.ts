import { queryOptions, useQuery } from "@tanstack/react-query";
import { untrackedPositionsSchema, type UntrackedPositions } from "@shared/positions";
import { apiFetch } from "@/lib/api-client";
import { adminKeys } from "@/features/admin/api/query-keys";

/** docs/prices.md: the open positions the price feed never prices; their cards say so. */
export const getUntrackedPositions = (): Promise<UntrackedPositions> =>
  apiFetch("/api/positions/untracked", { schema: untrackedPositionsSchema });

export function untrackedPositionsQueryOptions() {
  return queryOptions({ queryKey: adminKeys.untracked(), queryFn: getUntrackedPositions, meta: { errorToast: false } });
}

/** Whether this position's card should say the feed does not track it. */
export function useIsUntracked(positionId: string): boolean {
  const { data } = useQuery(untrackedPositionsQueryOptions());
  return data?.positionIds.includes(positionId) ?? false;
}
