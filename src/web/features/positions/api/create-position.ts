import { useMutation, useQueryClient } from "@tanstack/react-query";
import { positionSchema, type Position, type PositionInput } from "@shared/positions";
import { apiFetch } from "@/lib/api-client";
import { positionsKeys } from "@/features/positions/api/query-keys";

export function createPosition(body: PositionInput): Promise<Position> {
  return apiFetch("/api/positions", { method: "POST", body, schema: positionSchema });
}

export function useCreatePosition() {
  const queryClient = useQueryClient();
  return useMutation({
    meta: { errorToast: false },
    mutationFn: createPosition,
    onSuccess: (created) => {
      // The new position is prepended at once; the refetch then brings what the server derived.
      queryClient.setQueryData<Position[]>(positionsKeys.list(), (list) => list && [created, ...list]);
      return queryClient.invalidateQueries({ queryKey: positionsKeys.all });
    },
  });
}
