import { positionSchema, type Position, type PositionInput } from "@shared/positions";
import { apiFetch } from "@/lib/api-client";
import { useApiMutation } from "@/lib/use-api-mutation";
import { replaceInPositionList } from "@/features/positions/api/position-list-cache";
import { positionsKeys } from "@/features/positions/api/query-keys";

/** PUT replaces the whole position: send every field it should keep. */
export function updatePosition({ id, body }: { id: string; body: PositionInput }): Promise<Position> {
  return apiFetch(`/api/positions/${encodeURIComponent(id)}`, { method: "PUT", body, schema: positionSchema });
}

export function useUpdatePosition() {
  return useApiMutation({
    errorToast: false,
    mutationFn: updatePosition,
    // The updated position replaces the old one at once.
    onSuccess: replaceInPositionList,
    invalidates: [positionsKeys.all],
  });
}
