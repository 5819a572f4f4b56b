import { POSITION_MESSAGES, type Position } from "@shared/positions";
import { apiFetch } from "@/lib/api-client";
import { useApiMutation } from "@/lib/use-api-mutation";
import { positionsKeys } from "@/features/positions/api/query-keys";

export async function deletePosition(id: string): Promise<void> {
  await apiFetch(`/api/positions/${encodeURIComponent(id)}`, { method: "DELETE" });
}

export function useDeletePosition() {
  return useApiMutation({
    errorToast: POSITION_MESSAGES.deleteFailed,
    mutationFn: deletePosition,
    // On success the position leaves the list at once.
    onSuccess: (_, id, queryClient) =>
      queryClient.setQueryData<Position[]>(positionsKeys.list(), (list) =>
        list?.filter((position) => position.id !== id),
      ),
    invalidates: [positionsKeys.all],
  });
}
