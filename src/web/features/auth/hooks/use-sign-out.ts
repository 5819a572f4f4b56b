import { useQueryClient } from "@tanstack/react-query";
import { useNavigate } from "react-router";
import { signOut } from "@/features/auth/lib/sign-out";

/**
 * Logout from any menu ends on the landing page. It leaves the page first: signing out while still on a guarded
 * page (/admin, /account) would have its guard send the visitor to /login instead. It resolves once the member is
 * signed out here; the server is asked until it agrees (features/auth/lib/sign-out.ts).
 */
export function useSignOut(): () => Promise<void> {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  return async () => {
    // flushSync: the landing page must be committed before the session is cleared. In a transition the old page
    // (and its guard) would still be on screen when the user becomes null.
    await navigate("/", { replace: true, flushSync: true });
    void signOut(queryClient);
  };
}
