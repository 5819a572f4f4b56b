import { MutationCache, QueryClient } from "@tanstack/react-query";
import { ownMessage } from "@/lib/api-client";
import { isTextKey, pageText, type Words } from "@/lib/page-text";

/**
 * How a mutation's failure reaches the user. By default a toast with the server's message, else `errorToast`
 * (or a generic line); a mutation whose screen shows its failure itself (a form's inline error, a dialog's alert)
 * or that runs unseen in the background declares `errorToast: false`. The one rule; docs/architecture.md.
 * `errorToast` names a catalogue text ("account:api.revokeFailed", or with its values), worded in the page's language
 * when the toast shows (lib/page-text.ts); the admin's screens, which stay English, give their sentence as it is.
 */
export interface MutationMeta extends Record<string, unknown> {
  errorToast?: Words | string | false;
}

declare module "@tanstack/react-query" {
  interface Register {
    mutationMeta: MutationMeta;
  }
}

const GENERIC_FAILURE = "app:failure.generic";

/** What a failed mutation's toast says: the failure's own words, else the mutation's, else the generic line. */
async function failureText(error: unknown, fallback: Words | string = GENERIC_FAILURE): Promise<string> {
  const own = ownMessage(error);
  if (own) return own;
  return typeof fallback === "string" && !isTextKey(fallback) ? fallback : pageText(fallback);
}

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
        void Promise.all([import("sonner"), failureText(error, fallback)]).then(([{ toast }, text]) =>
          toast.error(text),
        );
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
