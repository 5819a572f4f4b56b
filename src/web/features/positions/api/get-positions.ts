import { queryOptions, useQuery } from "@tanstack/react-query";
import { positionListSchema, type Position } from "@shared/positions";
import { apiFetch } from "@/lib/api-client";
import { positionsKeys } from "@/features/positions/api/query-keys";

export function getPositions(): Promise<Position[]> {
  return apiFetch("/api/positions", { schema: positionListSchema });
}

export function positionsQueryOptions() {
  return queryOptions({ queryKey: positionsKeys.list(), queryFn: getPositions });
}

export function usePositions() {
  return useQuery(positionsQueryOptions());
}
