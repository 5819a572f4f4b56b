import { useNavigate } from "react-router";
import { useLogout } from "@/features/auth/api/logout";

/**
 * Logout from any menu ends on the landing page. It leaves the page first: signing out while still on a guarded
 * page (/admin, /account) would have its guard send the visitor to /login instead.
 */
export function useSignOut(): () => Promise<void> {
  const navigate = useNavigate();
  const logout = useLogout();
  return async () => {
    // flushSync: the landing page must be committed before the session is cleared. In a transition the old page
    // (and its guard) would still be on screen when the user becomes null.
    await navigate("/", { replace: true, flushSync: true });
    try {
      await logout.mutateAsync();
    } catch (error) {
      console.warn("Logout failed; signed out locally", error);
    }
  };
}
