import { hasOpenEndedAccess } from "@shared/access";
import { hasPlan } from "@shared/plan-features";
import type { PublicUser } from "@shared/users";

/** Who is looking, as far as navigation cares: nobody, a member or an admin. */
export type Viewer = Pick<PublicUser, "role"> | null;

export interface NavItem {
  label: string;
  to: string;
}

/** Which picture a menu entry shows; nav-icons.ts maps them to icons. */
export type NavIcon =
  | "home"
  | "dashboard"
  | "signals"
  | "plans"
  | "about"
  | "admin"
  | "account"
  | "support"
  | "summaries"
  | "analytics"
  | "portfolio"
  | "insights"
  | "subscribe"
  | "sign-up";

export interface MenuItem extends NavItem {
  icon: NavIcon;
}

export interface BottomBarItem extends MenuItem {
  /** A dot on Signals for signed-in visitors who are elsewhere. */
  dot?: boolean;
}

const isAdmin = (viewer: Viewer) => viewer?.role === "admin";

const ADMIN_PANEL: MenuItem = { label: "Admin Panel", to: "/admin", icon: "admin" };
const ACCOUNT_SETTINGS: MenuItem = { label: "Account Settings", to: "/account", icon: "account" };
/** Members write to support; admins answer from the admin panel's Support tab. */
const SUPPORT: MenuItem = { label: "Support", to: "/support", icon: "support" };

/**
 * Pro's pages (docs/product.md#plans), in every signed-in member's menus: a Pro member uses them, the others find
 * there what Pro adds. Admins read the analytics and insights; the portfolio and the weekly summaries are a member's.
 */
function proPages(viewer: NonNullable<Viewer>): MenuItem[] {
  const analytics: MenuItem = { label: "Analytics", to: "/analytics", icon: "analytics" };
  const insights: MenuItem = { label: "Market Insights", to: "/insights", icon: "insights" };
  if (isAdmin(viewer)) return [analytics, insights];
  return [
    analytics,
    { label: "Portfolio", to: "/portfolio", icon: "portfolio" },
    insights,
    { label: "Weekly summaries", to: "/weekly-summaries", icon: "summaries" },
  ];
}

/** Home is the dashboard once signed in. */
export function homePath(viewer: Viewer): string {
  return viewer ? "/dashboard" : "/";
}

/** Desktop header: Home, Dashboard (signed in only), Plans, About. */
export function headerLinks(viewer: Viewer): NavItem[] {
  return [
    { label: "Home", to: homePath(viewer) },
    ...(viewer ? [{ label: "Dashboard", to: "/dashboard" }] : []),
    { label: "Plans", to: "/plans" },
    { label: "About", to: "/about" },
  ];
}

/**
 * Avatar menu, before Logout: Dashboard, Pro's pages, Subscription (/plans, which shows a member their plan), Account
 * Settings (as in the slide-out menu: Pro is changed and cancelled there), then Admin Panel for admins or Support for
 * members.
 */
export function avatarMenuLinks(viewer: NonNullable<Viewer>): MenuItem[] {
  return [
    { label: "Dashboard", to: "/dashboard", icon: "dashboard" },
    ...proPages(viewer),
    { label: "Subscription", to: "/plans", icon: "plans" },
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
    viewer ? { label: "Dashboard", to: "/dashboard", icon: "dashboard" } : { label: "Home", to: "/", icon: "home" },
    { label: "Trading Signals", to: "/dashboard", icon: "signals" },
    ...(viewer ? proPages(viewer) : []),
    { label: "Plans & Pricing", to: "/plans", icon: "plans" },
    { label: "About", to: "/about", icon: "about" },
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
    ? { label: "Admin", to: "/admin", icon: "admin" }
    : viewer
      ? { label: "Account", to: "/account", icon: "account" }
      : { label: "Sign Up", to: "/register", icon: "sign-up" };
  return [
    { label: "Home", to: homePath(viewer), icon: "home" },
    { label: "Signals", to: "/dashboard", icon: "signals", dot: viewer !== null && pathname !== "/dashboard" },
    hasNothingToBuy(viewer, now)
      ? { label: "My Plan", to: "/plans", icon: "plans" }
      : { label: "Subscribe", to: "/subscribe", icon: "subscribe" },
    last,
  ];
}
