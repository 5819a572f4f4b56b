import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { FollowedPositions } from "@shared/positions";
import { apiFetch } from "@/lib/api-client";
import { positionsKeys } from "@/features/positions/api/query-keys";

export interface FollowChange {
  id: string;
  follow: boolean;
}

export async function setFollowing({ id, follow }: FollowChange): Promise<void> {
  await apiFetch(`/api/positions/${encodeURIComponent(id)}/follow`, { method: follow ? "PUT" : "DELETE" });
}

/** DECISIONS.md 12: the flag flips at once (followed positions move first), then the server's list confirms it. */
export function useFollowPosition() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setFollowing,
    onMutate: ({ id, follow }) => {
      queryClient.setQueryData<FollowedPositions>(positionsKeys.follows(), (followed) => {
        const others = (followed?.positionIds ?? []).filter((positionId) => positionId !== id);
        return { positionIds: follow ? [...others, id] : others };
      });
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: positionsKeys.follows() }),
  });
}
