import { Navigate, Outlet } from "react-router";
import { PageLoader } from "@/components/page-loader";
import { useT } from "@/lib/i18n";
import { useSession } from "@/features/auth/hooks/use-session";
import { isSignOutPending } from "@/features/auth/lib/pending-sign-out";

/** Admin route behaviour: wait for the session, then admins only; others sign in for /admin. */
export function RequireAdmin() {
  const { t } = useT();
  const { user, isLoading } = useSession();
  if (isLoading) return <PageLoader label={t("app:session.checking")} />;
  // Logging out from the panel ends on the landing page (use-sign-out.ts), even when this guard sees the session end
  // before the landing page's code has loaded.
  if (!user && isSignOutPending()) return <Navigate to="/" replace />;
  if (user?.role !== "admin") return <Navigate to="/login" replace state={{ from: "/admin" }} />;
  return <Outlet />;
}
