import { queryOptions, useQuery } from "@tanstack/react-query";
import { followedPositionsSchema, type FollowedPositions } from "@shared/positions";
import { apiFetch } from "@/lib/api-client";
import { positionsKeys } from "@/features/positions/api/query-keys";

export function getFollowedPositions(): Promise<FollowedPositions> {
  return apiFetch("/api/positions/follows", { schema: followedPositionsSchema });
}

export function followedPositionsQueryOptions() {
  return queryOptions({ queryKey: positionsKeys.follows(), queryFn: getFollowedPositions });
}

export function useFollowedPositions() {
  return useQuery(followedPositionsQueryOptions());
}
