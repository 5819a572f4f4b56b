import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiFetch } from "@/lib/api-client";
import { positionsKeys } from "@/features/positions/api/query-keys";

export async function deletePosition(id: string): Promise<void> {
  await apiFetch(`/api/positions/${encodeURIComponent(id)}`, { method: "DELETE" });
}

export function useDeletePosition() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deletePosition,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: positionsKeys.all }),
  });
}
