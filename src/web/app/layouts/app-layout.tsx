import { Outlet, useLocation } from "react-router";
import { AppHeader } from "@/app/layouts/app-header";
import { BottomBar } from "@/app/layouts/bottom-bar";
import { isBottomBarHidden } from "@/app/layouts/navigation";
import { useSession } from "@/features/auth/hooks/use-session";
import { cn } from "@/lib/cn";

export function AppLayout() {
  const { pathname } = useLocation();
  const { user, isLoading } = useSession();
  const showBottomBar = !isBottomBarHidden(pathname);

  return (
    <div
      className={cn(
        "flex min-h-dvh flex-col pr-[env(safe-area-inset-right)] pl-[env(safe-area-inset-left)]",
        // Room for the fixed bottom bar, so the end of every page stays reachable above it.
        showBottomBar && "pb-[calc(4rem+env(safe-area-inset-bottom))] md:pb-0",
      )}
    >
      <AppHeader />
      <main id="main" className="flex flex-1 flex-col">
        <Outlet />
      </main>
      {showBottomBar && <BottomBar viewer={user} isLoading={isLoading} pathname={pathname} />}
    </div>
  );
}
