import type { PublicUser } from "@shared/users";
import { useMe } from "@/features/auth/api/get-me";

export interface Session {
  user: PublicUser | null;
  /** The session check has not answered yet; guards wait on it. */
  isLoading: boolean;
}

/**
 * Who is signed in, from the one `me` query every screen shares. Kept apart from useAuth so the header and
 * the landing page do not pull the sign-in and registration code (and their form schemas) into the first load.
 */
export function useSession(): Session {
  const me = useMe();
  return { user: me.data ?? null, isLoading: me.isPending };
}
