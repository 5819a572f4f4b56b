import { DEFAULT_LANGUAGE, LANGUAGES, type Language } from "./i18n/languages.js";

/**
 * Every page the client router shows, listed once: the router builds its routes from these paths and the server
 * answers any other page address with the app's 404 screen and an HTTP 404, so crawlers, link checkers and
 * monitors see a missing page as missing.
 */
export const PAGE_PATHS = {
  landing: "/",
  login: "/login",
  register: "/register",
  forgotPassword: "/forgot-password",
  resetPassword: "/reset-password",
  verifyEmail: "/verify-email",
  unsubscribe: "/unsubscribe",
  subscribe: "/subscribe",
  plans: "/plans",
  localCheckout: "/checkout/local/:id",
  checkoutSuccess: "/subscription/success",
  invite: "/invite/:code",
  account: "/account",
  about: "/about",
  terms: "/terms",
  privacy: "/privacy",
  trackRecord: "/track-record",
  freeSignals: "/free-signals",
  dashboard: "/dashboard",
  support: "/support",
  weeklySummaries: "/weekly-summaries",
  analytics: "/analytics",
  portfolio: "/portfolio",
  insights: "/insights",
  insight: "/insights/:id",
  admin: "/admin",
  adminApiReference: "/admin/api",
  adminMail: "/admin/mail",
  adminLog: "/admin/log",
  adminMembers: "/admin/members",
} as const;

const segmentsOf = (path: string) => path.split("/").filter((segment) => segment !== "");

/**
 * Whether the client router has a page at `path` (no query string). Matches the way the router does: a trailing
 * slash and letter case do not matter, and a `:param` stands for one non-empty segment. A public page's address in
 * another language (`/es/plans`, {@link localizedPagePath}) is a page too.
 */
export function isPagePath(path: string): boolean {
  if (languageOfPagePath(path) && prerenderedPageAt(path)) return true;
  const segments = segmentsOf(path.toLowerCase());
  return Object.values(PAGE_PATHS).some((pattern) => {
    const parts = segmentsOf(pattern.toLowerCase());
    return parts.length === segments.length && parts.every((part, i) => part.startsWith(":") || part === segments[i]);
  });
}

/**
 * The public pages the build prerenders (docs/decisions/0011-prerendered-public-pages.md): a visitor without a
 * session gets their HTML ready to read, before any script runs. `file` is the page's name under
 * dist/web/prerendered/.
 */
export const PRERENDERED_PAGES = [
  { path: PAGE_PATHS.landing, file: "landing.html" },
  { path: PAGE_PATHS.about, file: "about.html" },
  { path: PAGE_PATHS.plans, file: "plans.html" },
  { path: PAGE_PATHS.terms, file: "terms.html" },
  { path: PAGE_PATHS.privacy, file: "privacy.html" },
  { path: PAGE_PATHS.trackRecord, file: "track-record.html" },
  { path: PAGE_PATHS.freeSignals, file: "free-signals.html" },
] as const;

/**
 * Where the build writes a page's copy in `language`, under dist/web/prerendered/: English at the page's `file`, each
 * other language in a folder of its own (docs/decisions/0037-languages.md).
 */
export function prerenderedFile(file: string, language: Language): string {
  return language === DEFAULT_LANGUAGE ? file : `${language}/${file}`;
}

/**
 * The meta tag the server writes into the app's shell when it sends it to a visitor without a live session: the app
 * then starts signed out without asking, as on a prerendered page, so a visitor's browser never sees a session check
 * refused (401). Absent (the shell the service worker keeps, or a member's page) the app asks.
 */
export const SIGNED_OUT_META = { name: "session", content: "none" } as const;

/**
 * The language a public page's address names in its first segment (`/es/plans`, `/pt-BR/about`, `/ar/`; letter case
 * does not matter), if it names one. English has no prefix: its address is the page's own (`/plans`), which serves a
 * visitor in their own language (docs/decisions/0037-languages.md).
 */
export function languageOfPagePath(path: string): Language | undefined {
  const first = segmentsOf(path)[0]?.toLowerCase();
  const language = LANGUAGES.find((candidate) => candidate.toLowerCase() === first);
  return language === DEFAULT_LANGUAGE ? undefined : language;
}

/** `path` without the language prefix {@link languageOfPagePath} reads, if it has one. */
function withoutLanguage(path: string): string {
  if (!languageOfPagePath(path)) return path;
  return `/${segmentsOf(path).slice(1).join("/")}`;
}

/**
 * A public page's address in `language`: `/es/plans`, `/ar/` for the landing page, the page's own path in English.
 * Any other page (a member's, a form) has one address for every language: `path` as given.
 */
export function localizedPagePath(path: string, language: Language): string {
  const [pathname = "", rest = ""] = /^([^?#]*)(.*)$/.exec(path)?.slice(1) ?? [];
  const page = prerenderedPageAt(pathname);
  if (!page) return path;
  if (language === DEFAULT_LANGUAGE) return `${page.path}${rest}`;
  return `/${language}${page.path === "/" ? "/" : page.path}${rest}`;
}

/**
 * The prerendered page at `path`, matched as the router matches: a trailing slash and letter case do not matter; a
 * language prefix ({@link languageOfPagePath}) is read past.
 */
export function prerenderedPageAt(path: string): (typeof PRERENDERED_PAGES)[number] | undefined {
  const wanted = `/${segmentsOf(withoutLanguage(path).toLowerCase()).join("/")}`;
  return PRERENDERED_PAGES.find((page) => page.path === wanted);
}

/** The query parameter that opens one position's details on the dashboard (toasts, feed items, links). */
export const POSITION_PARAM = "position";

/** The dashboard with this position's details open: where a notification about it leads. */
export const positionPagePath = (id: string): string =>
  `${PAGE_PATHS.dashboard}?${POSITION_PARAM}=${encodeURIComponent(id)}`;

/** One market insight's page (docs/product.md#market-insights): where its notification leads. */
export const insightPagePath = (id: string): string => `/insights/${encodeURIComponent(id)}`;
