// The build's server entry (scripts/build-web.mjs): renders the public pages with the app's own components, signed
// out, into HTML the server sends before any script runs (docs/decisions/0011-prerendered-public-pages.md).
import { renderToString } from "react-dom/server";
import { prerenderToNodeStream } from "react-dom/static";
import { escapeHtml } from "@shared/html";
import { LANGUAGES, textDirection, type Language } from "@shared/i18n/languages";
import { PRERENDERED_PAGES, prerenderedFile } from "@shared/pages";
import { PublicApp } from "@/app/public-app";
import { PAGE_NAMESPACES, PUBLIC_PAGES, type PublicPath } from "@/app/public-pages";
import { loadPublicLanguage } from "@/lib/public-translation";
import { PageMetaCapture, type DocumentMeta } from "@/lib/use-page-meta";

export { LANGUAGES, PAGE_NAMESPACES, PRERENDERED_PAGES, prerenderedFile };

/** The public app's entry (src/web/public-main.tsx): the prerendered pages load it instead of index.html's. */
export const PUBLIC_ENTRY = "public-main.tsx";

/** What the entry loads once the page has painted, to take it over (src/web/public-start.tsx). */
export const PUBLIC_TAKE_OVER = "public-start.tsx";

/**
 * The module each page loads (app/public-pages.ts), under src/web/. The page's HTML names its chunks among those
 * that take it over (`TAKE_OVER_META`); the build fails if one is not in the client build.
 */
export const PAGE_MODULES: Record<PublicPath, string> = {
  "/": "features/landing/pages/landing-page.tsx",
  "/about": "features/site/pages/about-page.tsx",
  "/plans": "features/subscriptions/pages/plans-page.tsx",
  "/terms": "features/site/pages/terms-page.tsx",
  "/privacy": "features/site/pages/privacy-page.tsx",
  "/track-record": "features/site/pages/track-record-page.tsx",
  "/free-signals": "features/site/pages/free-signals-page.tsx",
};

export interface PrerenderedPage {
  /** What goes inside #root. */
  html: string;
  /** The page's title and description, for the head. */
  meta: DocumentMeta;
  /** The language it is written in. */
  language: Language;
}

/** Prerendering never navigates. */
const noNavigation = () => undefined;

/**
 * One public page as a visitor without a session first sees it, drawn by the lean public app the browser takes it
 * over with (docs/decisions/0018-lean-public-entry.md), in `language` (docs/decisions/0037-languages.md); waits for
 * every part of it, lazy ones included.
 */
export async function prerenderPage(path: PublicPath, language: Language): Promise<PrerenderedPage> {
  const [Page, loaded] = await Promise.all([PUBLIC_PAGES[path](), loadPublicLanguage(language, PAGE_NAMESPACES[path])]);
  let meta: DocumentMeta | undefined;
  const page = (
    <PageMetaCapture
      value={(captured) => {
        meta = captured;
      }}
    >
      <PublicApp view={{ pathname: path, Page }} navigate={noNavigation} language={loaded} />
    </PageMetaCapture>
  );
  // The first pass waits for every lazy part to load. The second, with all of it loaded, renders the page whole:
  // no boundary left for a script to fill in later (the Content-Security-Policy allows no inline script).
  const errors: unknown[] = [];
  await prerenderToNodeStream(page, { onError: (error) => void errors.push(error) });
  if (errors.length > 0) throw new AggregateError(errors, `${path} failed to prerender`);
  const html = renderToString(page);
  // A part still missing would be drawn only in the browser, with an error: the build fails instead.
  if (/<script|<template|<!--\$[!?]-->/.test(html)) throw new Error(`${path} prerendered with parts missing`);
  if (!meta) throw new Error(`${path} names no title (usePageMeta)`);
  return { html, meta, language };
}

/**
 * The meta tag that lists the scripts the entry loads after the first paint to take the page over: the first-load
 * budget (e2e/first-load-budget.spec.ts) and the Lighthouse bench count them with the entry.
 */
export const TAKE_OVER_META = "take-over-scripts";

/**
 * The page's whole document: the public pages' template (`template`) with the page's markup in #root, its title and
 * description in the head, and `chunks` (paths under the web root), the scripts that take it over, named in the
 * {@link TAKE_OVER_META} tag.
 */
export function pageDocument(template: string, { html, meta, language }: PrerenderedPage, chunks: string[]): string {
  const scripts = chunks.map((file) => `/${file}`).join(" ");
  const takeOver = `<meta name="${TAKE_OVER_META}" content="${escapeHtml(scripts)}">`;
  const page = template
    .replace(/<html lang="[^"]*">/, () => `<html lang="${language}" dir="${textDirection(language)}">`)
    .replace(/<title>[^<]*<\/title>/, () => `<title>${escapeHtml(meta.title)}</title>`)
    .replace("</head>", () => `${takeOver}</head>`)
    .replace('<div id="root"></div>', () => `<div id="root">${html}</div>`);
  const { description } = meta;
  if (!description) return page;
  return page.replace(
    /(<meta\s+name="description"\s+content=")[^"]*(")/,
    (_match, start: string, end: string) => `${start}${escapeHtml(description)}${end}`,
  );
}
