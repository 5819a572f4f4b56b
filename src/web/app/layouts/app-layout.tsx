import { Outlet } from "react-router";
import { AppHeader } from "@/app/layouts/app-header";

export function AppLayout() {
  return (
    <div className="flex min-h-dvh flex-col">
      <AppHeader />
      <main id="main" className="flex flex-1 flex-col">
        <Outlet />
      </main>
    </div>
  );
}
