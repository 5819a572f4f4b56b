import { Outlet } from "react-router";
import { AdminHeader } from "@/features/admin/components/admin-header";
import { useSession } from "@/features/auth/hooks/use-auth";

/** Rendered under RequireAdmin, so a signed-in admin is guaranteed here. */
export function AdminLayout() {
  const { user } = useSession();
  if (!user) return null;
  return (
    <div className="flex min-h-dvh flex-col">
      <AdminHeader user={user} />
      <main id="main" className="mx-auto flex w-full max-w-7xl flex-1 flex-col px-4 py-6 md:px-6 md:py-8">
        <Outlet />
      </main>
    </div>
  );
}
