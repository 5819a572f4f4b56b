import { Navigate, Outlet } from "react-router";
import { PageLoader } from "@/components/page-loader";
import { useSession } from "@/features/auth/hooks/use-session";

/** Admin route behaviour: wait for the session, then admins only; others sign in for /admin. */
export function RequireAdmin() {
  const { user, isLoading } = useSession();
  if (isLoading) return <PageLoader label="Checking your session" />;
  if (user?.role !== "admin") return <Navigate to="/login" replace state={{ from: "/admin" }} />;
  return <Outlet />;
}
