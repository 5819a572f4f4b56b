import type { QueryClient } from "@tanstack/react-query";
import type { Position } from "@shared/positions";
import { positionsKeys } from "@/features/positions/api/query-keys";

/** The position the server answered with replaces its old copy in the list at once, before the list is asked again. */
export function replaceInPositionList(updated: Position, _variables: unknown, queryClient: QueryClient) {
  queryClient.setQueryData<Position[]>(positionsKeys.list(), (list) =>
    list?.map((position) => (position.id === updated.id ? updated : position)),
  );
}
