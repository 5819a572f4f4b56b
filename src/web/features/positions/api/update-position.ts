import { useMutation, useQueryClient } from "@tanstack/react-query";
import { positionSchema, type Position, type PositionInput } from "@shared/positions";
import { apiFetch } from "@/lib/api-client";
import { positionsKeys } from "@/features/positions/api/query-keys";

/** PUT replaces the whole position: send every field it should keep. */
export function updatePosition({ id, body }: { id: string; body: PositionInput }): Promise<Position> {
  return apiFetch(`/api/positions/${encodeURIComponent(id)}`, { method: "PUT", body, schema: positionSchema });
}

export function useUpdatePosition() {
  const queryClient = useQueryClient();
  return useMutation({
    meta: { errorToast: false },
    mutationFn: updatePosition,
    onSuccess: (updated) => {
      // The updated position replaces the old one at once.
      queryClient.setQueryData<Position[]>(positionsKeys.list(), (list) =>
        list?.map((position) => (position.id === updated.id ? updated : position)),
      );
      return queryClient.invalidateQueries({ queryKey: positionsKeys.all });
    },
  });
}
