import { QueryClient } from "@tanstack/react-query";

/**
 * Data never goes stale, is not retried, refetched on focus or polled; live events and mutations
 * update the caches instead.
 */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: Infinity,
        retry: false,
        refetchOnWindowFocus: false,
        refetchInterval: false,
      },
      mutations: { retry: false },
    },
  });
}

/** The app's one cache, shared by the providers and the router's loaders. */
export const queryClient = createQueryClient();
