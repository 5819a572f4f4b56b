import { useNavigate } from "react-router";
import { useLogout } from "@/features/auth/api/logout";

/** Logout from any menu: the session ends (locally even when the call fails) and the visitor lands on /. */
export function useSignOut(): () => Promise<void> {
  const navigate = useNavigate();
  const logout = useLogout();
  return async () => {
    try {
      await logout.mutateAsync();
    } catch (error) {
      console.warn("Logout failed; signed out locally", error);
    }
    navigate("/", { replace: true });
  };
}
