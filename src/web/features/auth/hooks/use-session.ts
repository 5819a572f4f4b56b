import { createContext, useContext } from "react";
import type { PublicUser } from "@shared/users";

export interface Session {
  user: PublicUser | null;
  /** The session check has not answered yet; guards wait on it. */
  isLoading: boolean;
}

const SessionContext = createContext<Session | null>(null);

/**
 * Who is signed in, for every screen under it: the member app provides the `me` query's answer
 * (`features/auth/components/me-session.tsx`); the lean public app, which only ever runs for a visitor the server
 * found signed out, provides {@link SIGNED_OUT} (docs/decisions/0018-lean-public-entry.md).
 */
export const SessionProvider = SessionContext.Provider;

export const SIGNED_OUT: Session = { user: null, isLoading: false };

/**
 * Who is signed in. Kept apart from useAuth and from the query that answers it, so the header and the public pages
 * pull neither the sign-in code nor TanStack Query into the first load.
 */
export function useSession(): Session {
  const session = useContext(SessionContext);
  if (!session) throw new Error("useSession needs a SessionProvider above it");
  return session;
}
