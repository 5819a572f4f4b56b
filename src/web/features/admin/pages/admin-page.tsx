import { Suspense, lazy } from "react";
import { PageLoader } from "@/components/page-loader";
import { useIsPhone } from "@/features/admin/hooks/use-is-phone";
import { usePageMeta } from "@/lib/use-page-meta";

// Each width downloads only its own panel.
const DesktopAdminPanel = lazy(async () => ({
  default: (await import("@/features/admin/components/desktop/desktop-admin-panel")).DesktopAdminPanel,
}));
const MobileAdminPanel = lazy(async () => ({
  default: (await import("@/features/admin/components/mobile/mobile-admin-panel")).MobileAdminPanel,
}));

/** Spec §2: the mobile panel alone under 768 px, the 'Trading Admin Panel' from there up. */
export function AdminPage() {
  usePageMeta({ title: "Admin", description: "Publish positions, manage members and their subscriptions." });
  const isPhone = useIsPhone();
  return (
    <Suspense fallback={<PageLoader label="Loading the admin panel" />}>
      {isPhone ? <MobileAdminPanel /> : <DesktopAdminPanel />}
    </Suspense>
  );
}
