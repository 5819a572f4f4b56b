import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { PositionListItem } from "@shared/positions";
import { apiFetch } from "@/lib/api-client";
import { positionsKeys } from "@/features/positions/api/query-keys";

export interface FollowChange {
  id: string;
  follow: boolean;
}

export async function setFollowing({ id, follow }: FollowChange): Promise<void> {
  await apiFetch(`/api/positions/${encodeURIComponent(id)}/follow`, { method: follow ? "PUT" : "DELETE" });
}

/** DECISIONS.md 12: the flag flips at once; the list reloads to put followed positions first. */
export function useFollowPosition() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setFollowing,
    onMutate: ({ id, follow }) => {
      queryClient.setQueryData<PositionListItem[]>(positionsKeys.list(), (positions) =>
        positions?.map((position) => (position.id === id ? { ...position, followed: follow } : position)),
      );
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: positionsKeys.list() }),
  });
}
