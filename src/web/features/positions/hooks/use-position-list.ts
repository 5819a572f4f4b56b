import { useMemo } from "react";
import type { Position, PositionListItem } from "@shared/positions";
import { useFollowedPositions } from "@/features/positions/api/get-followed-positions";
import { usePositions } from "@/features/positions/api/get-positions";

/** docs/product.md#following: each position with the member's follow flag, followed ones first, otherwise newest first. */
export function withFollowFlags(positions: readonly Position[], followedIds: readonly string[]): PositionListItem[] {
  const followed = new Set(followedIds);
  const flagged = positions.map((position) => ({ ...position, followed: followed.has(position.id) }));
  return [...flagged.filter((p) => p.followed), ...flagged.filter((p) => !p.followed)];
}

/**
 * The member's list: the shared positions list joined with their own follows. It waits for both, so followed
 * cards do not jump to the top after the list has drawn; a failed follows read only costs the flags.
 */
export function usePositionList() {
  const positions = usePositions();
  const follows = useFollowedPositions();
  const data = useMemo(
    () => (positions.data ? withFollowFlags(positions.data, follows.data?.positionIds ?? []) : undefined),
    [positions.data, follows.data],
  );
  return { data, isPending: positions.isPending || follows.isPending, isError: positions.isError };
}
