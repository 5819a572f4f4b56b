import { Outlet, useLocation, useMatches } from "react-router";
import { SiteFrame, wantsSiteFooter } from "@/app/layouts/site-frame";

export type { LayoutHandle } from "@/app/layouts/site-frame";

/** The member app's layout route: the site frame around the route's page. */
export function AppLayout() {
  const { pathname } = useLocation();
  const showFooter = useMatches().some((match) => wantsSiteFooter(match.handle));
  return (
    <SiteFrame pathname={pathname} showFooter={showFooter}>
      <Outlet />
    </SiteFrame>
  );
}
