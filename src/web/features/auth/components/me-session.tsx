import { useMemo, type ReactNode } from "react";
import { useMe } from "@/features/auth/api/get-me";
import { SessionProvider } from "@/features/auth/hooks/use-session";

/** The member app's session: the one `me` query every screen shares, handed down to `useSession`. */
export function MeSession({ children }: { children: ReactNode }) {
  const me = useMe();
  const user = me.data ?? null;
  const isLoading = me.isPending;
  const session = useMemo(() => ({ user, isLoading }), [user, isLoading]);
  return <SessionProvider value={session}>{children}</SessionProvider>;
}
