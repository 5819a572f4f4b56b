import { Outlet } from "react-router";
import { AdminHeader } from "@/features/admin/components/admin-header";
import { TestPaymentsBanner } from "@/features/admin/components/test-payments-banner";
import { useIsPhone } from "@/lib/use-is-phone";
import { useSession } from "@/features/auth/hooks/use-session";
import { InEnglish } from "@/lib/i18n";

/**
 * Rendered under RequireAdmin, so a signed-in admin is guaranteed here. The admin's screens stay English whatever
 * language the admin picked for the site (docs/product.md#languages).
 */
export function AdminLayout() {
  const { user } = useSession();
  const isPhone = useIsPhone();
  if (!user) return null;
  return (
    <InEnglish>
      <div className="flex min-h-dvh flex-col pr-[env(safe-area-inset-right)] pl-[env(safe-area-inset-left)]">
        <a
          href="#main"
          className="sr-only z-50 rounded-md bg-primary font-semibold text-primary-foreground focus:not-sr-only focus:fixed focus:top-3 focus:left-3 focus:px-4 focus:py-2"
        >
          Skip to content
        </a>
        {/* On a phone the mobile panel alone, with its own header. */}
        {!isPhone && <AdminHeader user={user} />}
        <main
          id="main"
          tabIndex={-1}
          className="mx-auto flex w-full max-w-7xl flex-1 flex-col px-4 pt-[calc(1rem+env(safe-area-inset-top))] pb-6 outline-none md:px-6 md:py-8"
        >
          <TestPaymentsBanner />
          <Outlet />
        </main>
      </div>
    </InEnglish>
  );
}
