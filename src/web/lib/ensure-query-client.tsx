import { QueryClientContext, QueryClientProvider } from "@tanstack/react-query";
import { useContext, type ReactNode } from "react";
import { queryClient } from "@/lib/query-client";

/**
 * A public part that reads the API through TanStack Query brings the app's query client when nothing above provides
 * one: the lean public app has none, so that its first load carries no query code
 * (docs/decisions/0018-lean-public-entry.md). Under the member app it adds nothing.
 */
export function EnsureQueryClient({ children }: { children: ReactNode }) {
  const client = useContext(QueryClientContext);
  if (client) return children;
  return <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>;
}
