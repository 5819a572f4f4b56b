import { useMutation, useQueryClient } from "@tanstack/react-query";
import { POSITION_MESSAGES, type Position } from "@shared/positions";
import { apiFetch } from "@/lib/api-client";
import { positionsKeys } from "@/features/positions/api/query-keys";

export async function deletePosition(id: string): Promise<void> {
  await apiFetch(`/api/positions/${encodeURIComponent(id)}`, { method: "DELETE" });
}

export function useDeletePosition() {
  const queryClient = useQueryClient();
  return useMutation({
    meta: { errorToast: POSITION_MESSAGES.deleteFailed },
    mutationFn: deletePosition,
    onSuccess: (_, id) => {
      // On success the position leaves the list at once.
      queryClient.setQueryData<Position[]>(positionsKeys.list(), (list) =>
        list?.filter((position) => position.id !== id),
      );
      return queryClient.invalidateQueries({ queryKey: positionsKeys.all });
    },
  });
}
