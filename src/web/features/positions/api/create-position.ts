import { positionSchema, type Position, type PositionInput } from "@shared/positions";
import { apiFetch } from "@/lib/api-client";
import { useApiMutation } from "@/lib/use-api-mutation";
import { positionsKeys } from "@/features/positions/api/query-keys";

export function createPosition(body: PositionInput): Promise<Position> {
  return apiFetch("/api/positions", { method: "POST", body, schema: positionSchema });
}

export function useCreatePosition() {
  return useApiMutation({
    errorToast: false,
    mutationFn: createPosition,
    // The new position is prepended at once; the refetch then brings what the server derived.
    onSuccess: (created, _, queryClient) =>
      queryClient.setQueryData<Position[]>(positionsKeys.list(), (list) => list && [created, ...list]),
    invalidates: [positionsKeys.all],
  });
}
