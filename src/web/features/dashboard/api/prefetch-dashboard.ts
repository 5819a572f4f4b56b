import type { QueryClient } from "@tanstack/react-query";
import { canSeePositions } from "@shared/access";
import { meQueryOptions } from "@/features/auth/api/get-me";
import { performanceQueryOptions } from "@/features/positions/api/get-performance";
import { followedPositionsQueryOptions } from "@/features/positions/api/get-followed-positions";
import { positionsQueryOptions } from "@/features/positions/api/get-positions";

/** Starts the dashboard's reads once the session says the user may see positions (docs/product.md#roles). */
export async function prefetchDashboard(queryClient: QueryClient): Promise<void> {
  const user = await queryClient.ensureQueryData(meQueryOptions());
  if (!user || !canSeePositions(user)) return;
  await Promise.all([
    queryClient.prefetchQuery(positionsQueryOptions()),
    queryClient.prefetchQuery(followedPositionsQueryOptions()),
    queryClient.prefetchQuery(performanceQueryOptions()),
  ]);
}
