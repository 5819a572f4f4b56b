import { MutationCache, QueryClient } from "@tanstack/react-query";
import { userFacingMessage } from "@/lib/api-client";

/**
 * How a mutation's failure reaches the user. By default a toast with the server's message, else `errorToast`
 * (or a generic line); a mutation whose screen shows its failure itself (a form's inline error, a dialog's alert)
 * or that runs unseen in the background declares `errorToast: false`. The one rule; docs/architecture.md.
 */
export interface MutationMeta extends Record<string, unknown> {
  errorToast?: string | false;
}

declare module "@tanstack/react-query" {
  interface Register {
    mutationMeta: MutationMeta;
  }
}

const GENERIC_FAILURE = "Something went wrong. Please try again.";

/**
 * Data never goes stale, is not retried, refetched on focus or polled; live events and mutations
 * update the caches instead.
 */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    mutationCache: new MutationCache({
      onError: (error, _variables, _context, mutation) => {
        const fallback = mutation.options.meta?.errorToast;
        if (fallback === false) return;
        // The toast code loads with the first toast, not with the first page (docs/decisions/0003-public-site-first-load.md).
        void import("sonner").then(({ toast }) => toast.error(userFacingMessage(error, fallback ?? GENERIC_FAILURE)));
      },
    }),
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
