import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { FollowedPositions } from "@shared/positions";
import { apiFetch } from "@/lib/api-client";
import { positionsKeys } from "@/features/positions/api/query-keys";

export interface FollowChange {
  id: string;
  follow: boolean;
}

const FOLLOW_MUTATION_KEY = [...positionsKeys.all, "follow"] as const;

export async function setFollowing({ id, follow }: FollowChange): Promise<void> {
  await apiFetch(`/api/positions/${encodeURIComponent(id)}/follow`, { method: follow ? "PUT" : "DELETE" });
}

/** docs/product.md#following: the flag flips at once (followed positions move first), then the server's list confirms it. */
export function useFollowPosition() {
  const queryClient = useQueryClient();
  return useMutation({
    meta: { errorToast: "positions:card.followFailed" },
    mutationKey: FOLLOW_MUTATION_KEY,
    onMutate: async ({ id, follow }) => {
      // A follows read already under way predates this change and would undo the flag when it lands.
      await queryClient.cancelQueries({ queryKey: positionsKeys.follows() });
      queryClient.setQueryData<FollowedPositions>(positionsKeys.follows(), (followed) => {
        const others = (followed?.positionIds ?? []).filter((positionId) => positionId !== id);
        return { positionIds: follow ? [...others, id] : others };
      });
    },
    mutationFn: setFollowing,
    // Follow two cards quickly: refetching after the first would briefly drop the second; the last one refetches.
    onSettled: () =>
      queryClient.isMutating({ mutationKey: FOLLOW_MUTATION_KEY }) === 1
        ? queryClient.invalidateQueries({ queryKey: positionsKeys.follows() })
        : undefined,
  });
}
