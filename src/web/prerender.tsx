// The build's server entry (scripts/build-web.mjs): renders the public pages with the app's own components, signed
// out, into HTML the server sends before any script runs (docs/decisions/0011-prerendered-public-pages.md).
import { renderToString } from "react-dom/server";
import { prerenderToNodeStream } from "react-dom/static";
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from "react-router";
import { escapeHtml } from "@shared/html";
import { PRERENDERED_PAGES } from "@shared/pages";
import { AppProviders } from "@/app/providers";
import { routes } from "@/app/router";
import { meQueryKey } from "@/features/auth/api/get-me";
import { createQueryClient } from "@/lib/query-client";
import { PageMetaCapture, type DocumentMeta } from "@/lib/use-page-meta";

export { PRERENDERED_PAGES };

/**
 * The module each page's route loads (app/router.tsx), under src/web/. The page's HTML preloads its chunk, so the
 * page's code downloads alongside the entry's instead of after it; the build fails if one is not in the client build.
 */
export const PAGE_MODULES: Record<(typeof PRERENDERED_PAGES)[number]["path"], string> = {
  "/": "features/landing/pages/landing-page.tsx",
  "/about": "features/site/pages/about-page.tsx",
  "/plans": "features/subscriptions/pages/plans-page.tsx",
  "/terms": "features/site/pages/terms-page.tsx",
  "/privacy": "features/site/pages/privacy-page.tsx",
  "/track-record": "features/site/pages/track-record-page.tsx",
};

export interface PrerenderedPage {
  /** What goes inside #root. */
  html: string;
  /** The page's title and description, for the head. */
  meta: DocumentMeta;
}

/** One public page as a visitor without a session first sees it; waits for every part of it, lazy ones included. */
export async function prerenderPage(path: string): Promise<PrerenderedPage> {
  const handler = createStaticHandler(routes);
  const context = await handler.query(new Request(new URL(path, "http://prerender.invalid")));
  if (context instanceof Response) throw new Error(`${path} answers ${context.status}, not a page`);
  if (context.errors) throw new Error(`${path} failed to render: ${JSON.stringify(context.errors)}`);

  const client = createQueryClient();
  client.setQueryData(meQueryKey, null);
  let meta: DocumentMeta | undefined;
  const page = (
    <PageMetaCapture
      value={(captured) => {
        meta = captured;
      }}
    >
      <AppProviders client={client}>
        <StaticRouterProvider
          router={createStaticRouter(handler.dataRoutes, context)}
          context={context}
          hydrate={false}
        />
      </AppProviders>
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
  return { html, meta };
}

/**
 * The page's whole document: index.html (`template`) with the page's markup in #root, its title and description in
 * the head, and a modulepreload link for each of `chunks` (paths under the web root).
 */
export function pageDocument(template: string, { html, meta }: PrerenderedPage, chunks: string[]): string {
  const preloads = chunks.map((file) => `<link rel="modulepreload" crossorigin href="/${escapeHtml(file)}">`).join("");
  const page = template
    .replace(/<title>[^<]*<\/title>/, () => `<title>${escapeHtml(meta.title)}</title>`)
    .replace("</head>", () => `${preloads}</head>`)
    .replace('<div id="root"></div>', () => `<div id="root">${html}</div>`);
  const { description } = meta;
  if (!description) return page;
  return page.replace(
    /(<meta\s+name="description"\s+content=")[^"]*(")/,
    (_match, start: string, end: string) => `${start}${escapeHtml(description)}${end}`,
  );
}
