import { Activity, Suspense, lazy, useState, type ReactNode } from "react";
import { PageLoader } from "@/components/page-loader";
import { useIsPhone } from "@/lib/use-is-phone";
import { usePageMeta } from "@/lib/use-page-meta";

// Each width downloads only its own panel.
const DesktopAdminPanel = lazy(async () => ({
  default: (await import("@/features/admin-panel/components/desktop/desktop-admin-panel")).DesktopAdminPanel,
}));
const MobileAdminPanel = lazy(async () => ({
  default: (await import("@/features/admin-panel/components/mobile/mobile-admin-panel")).MobileAdminPanel,
}));

/**
 * The mobile panel alone under 768 px, the 'Trading Admin Panel' from there up. A panel the width has
 * left is hidden, not unmounted: narrowing the window below 768 px and back (or Chromium's 1 px resize while it
 * takes a full-page screenshot) returns to the same open dialog and unsaved input instead of a fresh panel.
 */
export function AdminPage() {
  usePageMeta({ title: "Admin", description: "Publish positions, manage members and their subscriptions." });
  const isPhone = useIsPhone();
  // Only a panel that has been shown is kept: a hidden Activity would otherwise pre-render (and download) the other.
  const [shown, setShown] = useState({ phone: isPhone, desktop: !isPhone });
  if (isPhone ? !shown.phone : !shown.desktop) setShown({ ...shown, [isPhone ? "phone" : "desktop"]: true });
  return (
    <>
      {shown.desktop && <KeptPanel visible={!isPhone} panel={<DesktopAdminPanel />} />}
      {shown.phone && <KeptPanel visible={isPhone} panel={<MobileAdminPanel />} />}
    </>
  );
}

function KeptPanel({ visible, panel }: { visible: boolean; panel: ReactNode }) {
  return (
    <Activity mode={visible ? "visible" : "hidden"}>
      <Suspense fallback={<PageLoader label="Loading the admin panel" />}>{panel}</Suspense>
    </Activity>
  );
}
