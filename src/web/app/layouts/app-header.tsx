import { LayoutDashboard, LogOut } from "lucide-react";
import { Link, useNavigate } from "react-router";
import { PLANS, formatPlanPrice } from "@shared/plans";
import { BrandLogo } from "@/components/brand";
import { Button } from "@/components/ui/button";
import { Skeleton } from "@/components/ui/skeleton";
import { useAuth } from "@/features/auth/hooks/use-auth";

/** The site header. A later issue grows it into the full navigation of spec §2. */
export function AppHeader() {
  const navigate = useNavigate();
  const { user, isLoading, logout } = useAuth();

  async function handleLogout() {
    await logout();
    navigate("/", { replace: true });
  }

  return (
    <header className="sticky top-0 z-40 border-b bg-background/85 backdrop-blur supports-[backdrop-filter]:bg-background/70">
      <div className="mx-auto flex h-16 w-full max-w-6xl items-center justify-between gap-3 px-4 md:px-6">
        <Link
          to={user ? "/dashboard" : "/"}
          className="-ml-1 flex min-h-11 items-center rounded-md px-1"
          aria-label={user ? "Dashboard" : "Home"}
        >
          <BrandLogo nameClassName={user ? undefined : "max-[399px]:sr-only"} />
        </Link>
        <nav aria-label="Account" className="flex items-center gap-1.5 md:gap-2">
          {isLoading ? (
            <Skeleton className="h-9 w-40" />
          ) : user ? (
            <>
              <Button asChild variant="ghost" className="px-3">
                <Link to="/dashboard">
                  <LayoutDashboard aria-hidden className="hidden sm:block" />
                  Dashboard
                </Link>
              </Button>
              <Button variant="outline" className="px-3" onClick={handleLogout}>
                <LogOut aria-hidden className="hidden sm:block" />
                Logout
              </Button>
            </>
          ) : (
            <>
              <Button asChild variant="ghost" className="px-3">
                <Link to="/login">Login</Link>
              </Button>
              <Button asChild className="px-3 md:px-4">
                <Link to="/subscribe">Try Full Access - {formatPlanPrice(PLANS.trial)}</Link>
              </Button>
            </>
          )}
        </nav>
      </div>
    </header>
  );
}
