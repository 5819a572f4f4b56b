import type { ComponentType } from "react";
import type { Namespace } from "@shared/i18n/catalogues";
import type { PRERENDERED_PAGES } from "@shared/pages";

export type PublicPath = (typeof PRERENDERED_PAGES)[number]["path"];

/**
 * The page component of each prerendered public page, loaded on demand: by the lean public app
 * (docs/decisions/0018-lean-public-entry.md) and by the build, which renders them with it (src/web/prerender.tsx).
 * The member app's router loads the same modules (app/router.tsx).
 */
/**
 * The catalogues each public page shows beyond the frame's (`site`), loaded with its code and counted in its first
 * download (docs/decisions/0037-languages.md): a page that shows none of the `pages` catalogue does not carry it.
 */
export const PAGE_NAMESPACES: Record<PublicPath, readonly Namespace[]> = {
  "/": ["pages", "plans"],
  "/about": ["pages"],
  "/plans": ["plans"],
  "/terms": ["legal"],
  "/privacy": ["legal"],
  "/track-record": ["record"],
  "/free-signals": ["record"],
};

export const PUBLIC_PAGES: Record<PublicPath, () => Promise<ComponentType>> = {
  "/": async () => (await import("@/features/landing/pages/landing-page")).LandingPage,
  "/about": async () => (await import("@/features/site/pages/about-page")).AboutPage,
  "/plans": async () => (await import("@/features/subscriptions/pages/plans-page")).PlansPage,
  "/terms": async () => (await import("@/features/site/pages/terms-page")).TermsPage,
  "/privacy": async () => (await import("@/features/site/pages/privacy-page")).PrivacyPage,
  "/track-record": async () => (await import("@/features/site/pages/track-record-page")).TrackRecordPage,
  "/free-signals": async () => (await import("@/features/site/pages/free-signals-page")).FreeSignalsPage,
};
