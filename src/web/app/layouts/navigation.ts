import { hasOpenEndedAccess } from "@shared/access";
import { hasPlan } from "@shared/plan-features";
import type { PublicUser } from "@shared/users";

/** Who is looking, as far as navigation cares: nobody, a member or an admin. */
export type Viewer = Pick<PublicUser, "role"> | null;

export interface NavItem {
  /**
   * Its name's key in the catalogues (src/shared/i18n/catalogues), which the menus translate: in the site's for what a
   * visitor sees, in the member app's for what only a signed-in member does.
   */
  label: string;
  to: string;
}

/** The pictures the bottom bar shows; bottom-bar-icons.ts maps them to icons. */
export type BottomBarIcon = "home" | "signals" | "plans" | "subscribe" | "admin" | "account" | "sign-up";

/** Which picture a menu entry shows; nav-icons.ts maps them to icons. */
export type NavIcon =
  BottomBarIcon | "dashboard" | "about" | "support" | "summaries" | "analytics" | "portfolio" | "insights";

export interface MenuItem extends NavItem {
  icon: NavIcon;
}

export interface BottomBarItem extends NavItem {
  icon: BottomBarIcon;
  /** A dot on Signals for signed-in visitors who are elsewhere. */
  dot?: boolean;
}

const isAdmin = (viewer: Viewer) => viewer?.role === "admin";

const ADMIN_PANEL: MenuItem = { label: "app:nav.adminPanel", to: "/admin", icon: "admin" };
const ACCOUNT_SETTINGS: MenuItem = { label: "app:nav.accountSettings", to: "/account", icon: "account" };
/** Members write to support; admins answer from the admin panel's Support tab. */
const SUPPORT: MenuItem = { label: "app:nav.support", to: "/support", icon: "support" };

/**
 * Pro's pages (docs/product.md#plans), in every signed-in member's menus: a Pro member uses them, the others find
 * there what Pro adds. Admins read the analytics and insights; the portfolio and the weekly summaries are a member's.
 */
function proPages(viewer: NonNullable<Viewer>): MenuItem[] {
  const analytics: MenuItem = { label: "app:nav.analytics", to: "/analytics", icon: "analytics" };
  const insights: MenuItem = { label: "app:nav.marketInsights", to: "/insights", icon: "insights" };
  if (isAdmin(viewer)) return [analytics, insights];
  return [
    analytics,
    { label: "app:nav.portfolio", to: "/portfolio", icon: "portfolio" },
    insights,
    { label: "app:nav.weeklySummaries", to: "/weekly-summaries", icon: "summaries" },
  ];
}

/** Home is the dashboard once signed in. */
export function homePath(viewer: Viewer): string {
  return viewer ? "/dashboard" : "/";
}

/** Desktop header: Home, Dashboard (signed in only), Plans, About. */
export function headerLinks(viewer: Viewer): NavItem[] {
  return [
    { label: "site:nav.home", to: homePath(viewer) },
    ...(viewer ? [{ label: "app:nav.dashboard", to: "/dashboard" }] : []),
    { label: "site:nav.plans", to: "/plans" },
    { label: "site:nav.about", to: "/about" },
  ];
}

/**
 * Avatar menu, before Logout: Dashboard, Pro's pages, Subscription (/plans, which shows a member their plan), Account
 * Settings (as in the slide-out menu: Pro is changed and cancelled there), then Admin Panel for admins or Support for
 * members.
 */
export function avatarMenuLinks(viewer: NonNullable<Viewer>): MenuItem[] {
  return [
    { label: "app:nav.dashboard", to: "/dashboard", icon: "dashboard" },
    ...proPages(viewer),
    { label: "app:nav.subscription", to: "/plans", icon: "plans" },
    ACCOUNT_SETTINGS,
    isAdmin(viewer) ? ADMIN_PANEL : SUPPORT,
  ];
}

/**
 * Mobile slide-out menu (the first variant). Signed in, Logout follows; signed out, Login and
 * Subscribe follow, with Sign Up from the second variant beside them.
 */
export function mobileMenuLinks(viewer: Viewer): MenuItem[] {
  return [
    viewer
      ? { label: "app:nav.dashboard", to: "/dashboard", icon: "dashboard" }
      : { label: "site:nav.home", to: "/", icon: "home" },
    { label: "site:nav.tradingSignals", to: "/dashboard", icon: "signals" },
    ...(viewer ? proPages(viewer) : []),
    { label: "site:nav.plansAndPricing", to: "/plans", icon: "plans" },
    { label: "site:nav.about", to: "/about", icon: "about" },
    ...(isAdmin(viewer) ? [ADMIN_PANEL] : []),
    ...(viewer ? [ACCOUNT_SETTINGS] : []),
    ...(viewer && !isAdmin(viewer) ? [SUPPORT] : []),
  ];
}

/** The bottom bar stays off the sign-in, registration and admin screens. */
export function isBottomBarHidden(pathname: string): boolean {
  return ["/login", "/register", "/admin"].some((path) => pathname === path || pathname.startsWith(`${path}/`));
}

/** Who the bottom bar is for: its third slot depends on the member's plan when it is known. */
export type PlanViewer =
  (NonNullable<Viewer> & Partial<Pick<PublicUser, "subscriptionStatus" | "subscriptionExpiry">>) | null;

/** Whether the member has a plan no purchase would improve (paid Pro, an open-ended grant): nothing to subscribe to. */
function hasNothingToBuy(viewer: PlanViewer, now: Date): boolean {
  if (!viewer?.subscriptionStatus || viewer.subscriptionExpiry === undefined) return false;
  const plan = { subscriptionStatus: viewer.subscriptionStatus, subscriptionExpiry: viewer.subscriptionExpiry };
  return hasPlan(plan, "pro", now) || hasOpenEndedAccess(plan);
}

/**
 * Mobile bottom bar: Home (the dashboard once signed in), Signals, Subscribe (My Plan for a member with nothing to
 * buy: the plans page shows them their plan), then Admin, Account or Sign Up.
 */
export function bottomBarItems(viewer: PlanViewer, pathname: string, now: Date = new Date()): BottomBarItem[] {
  const last: BottomBarItem = isAdmin(viewer)
    ? { label: "app:nav.admin", to: "/admin", icon: "admin" }
    : viewer
      ? { label: "app:nav.account", to: "/account", icon: "account" }
      : { label: "site:nav.signUp", to: "/register", icon: "sign-up" };
  return [
    { label: "site:nav.home", to: homePath(viewer), icon: "home" },
    { label: "site:nav.signals", to: "/dashboard", icon: "signals", dot: viewer !== null && pathname !== "/dashboard" },
    hasNothingToBuy(viewer, now)
      ? { label: "app:nav.myPlan", to: "/plans", icon: "plans" }
      : { label: "site:nav.subscribe", to: "/subscribe", icon: "subscribe" },
    last,
  ];
}
