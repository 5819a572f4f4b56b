import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import fastifyStatic from "@fastify/static";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import fp from "fastify-plugin";
import { escapeHtml } from "../../shared/html.js";
import { visitorLanguage } from "../../shared/i18n/language-choice.js";
import { DEFAULT_LANGUAGE, LANGUAGE_COOKIE, type Language } from "../../shared/i18n/languages.js";
import {
  isPagePath,
  languageOfPagePath,
  localizedPagePath,
  prerenderedPageAt,
  SIGNED_OUT_META,
} from "../../shared/pages.js";
import { SITE_META, type SiteInfo } from "../../shared/site.js";
import { AppError } from "../lib/app-error.js";
import { DEFAULT_RISK_WARNING_TEXTS, type RiskWarningTexts } from "../../shared/risk-warnings.js";
import {
  fillRiskWarning,
  languageLinks,
  loadPrerenderedPages,
  preferredEncoding,
  PrerenderedPages,
  type CompressedPage,
} from "./prerendered-pages.js";
import { webAppManifest } from "./web-manifest.js";
import type { PageSession } from "./page-preloads.js";

const setMeta = (html: string, name: string, value: string) =>
  html.replace(new RegExp(`(<meta name="${name}" content=")[^"]*(")`), `$1${escapeHtml(value)}$2`);

const setProperty = (html: string, property: string, value: string) =>
  html.replace(new RegExp(`(<meta\\s+property="${property}"\\s+content=")[^"]*(")`), `$1${escapeHtml(value)}$2`);

/**
 * A page of the built client with the site's support and legal details in the meta tags the client reads them from;
 * Open Graph tags name the product (docs/product.md#naming) and, given PUBLIC_URL, carry the absolute URLs link
 * previews require.
 */
function fillSiteMeta(html: string, site: SiteInfo, publicUrl?: string): string {
  const fields: [string, string][] = [
    [SITE_META.appName, site.appName],
    ["apple-mobile-web-app-title", site.appName],
    [SITE_META.supportEmail, site.supportEmail],
    [SITE_META.jurisdiction, site.legal.jurisdiction],
    [SITE_META.address, site.legal.address ?? ""],
    [SITE_META.phone, site.legal.phone ?? ""],
    [SITE_META.legalUpdated, site.legal.updated ?? ""],
  ];
  const withMeta = fields.reduce((page, [name, value]) => setMeta(page, name, value), html);
  const openGraph: [string, string][] = [
    ["og:site_name", site.appName],
    ["og:title", `${site.appName}: live trading signals from a professional trader`],
    ["og:image:alt", `${site.appName}: trade alongside a professional, every step of the way`],
  ];
  if (publicUrl) openGraph.push(["og:url", `${publicUrl}/`], ["og:image", `${publicUrl}/og-image.png`]);
  return openGraph.reduce((page, [property, value]) => setProperty(page, property, value), withMeta);
}

/** index.html, the app's shell, with the site's meta tags filled and the configured product name as its title. */
export function renderIndexHtml(html: string, site: SiteInfo, publicUrl?: string): string {
  return fillSiteMeta(html, site, publicUrl).replace(
    /<title>[^<]*<\/title>/,
    `<title>${escapeHtml(site.appName)}</title>`,
  );
}

/** Fetch preloads the page's own requests (same URL, credentials included) take over. */
function withPreloads(html: string, urls: string[]): string {
  const links = urls.map(
    (url) => `<link rel="preload" href="${escapeHtml(url)}" as="fetch" crossorigin="use-credentials" />`,
  );
  return html.replace("</head>", `${links.join("")}</head>`);
}

/** The shell for a visitor the server found without a live session: the app starts signed out, asking nothing. */
const signedOut = (html: string): string =>
  html.replace("</head>", `<meta name="${SIGNED_OUT_META.name}" content="${SIGNED_OUT_META.content}" /></head>`);

/**
 * A file the build would have written: anything under /assets/ or with an extension. One that is missing answers
 * 404 rather than the app's HTML, which a browser would fail to run as the chunk a newer deploy removed.
 */
const isStaticPath = (path: string) => path.startsWith("/assets/") || /\.[^/]*$/.test(path);

interface SpaOptions {
  webRoot: string | undefined;
  site: SiteInfo;
  /** The origin users reach (PUBLIC_URL), for the absolute Open Graph URLs. */
  publicUrl?: string;
  /** API reads to preload for a page request (page-preloads.ts). */
  preloads?: (request: FastifyRequest, path: string) => Promise<PageSession>;
  /** Outside production the build's source maps are served, for debugging the built client. */
  serveSourceMaps?: boolean;
  /** The risk warning every page carries, as the admin last set it, in a page's language; the default preset's without it. */
  riskWarning?: (language: Language) => Promise<RiskWarningTexts>;
}

const isSourceMap = (path: string) => path.endsWith(".map");

/**
 * Serves the built client: hashed assets cached for a year, everything else revalidated, and index.html for the
 * client router's pages (with a 404 status for addresses that are none of them, where it shows its 404 screen).
 */
export const spaPlugin = fp(async (app: FastifyInstance, options: SpaOptions) => {
  const indexFile = options.webRoot ? join(options.webRoot, "index.html") : undefined;
  const indexHtml =
    indexFile && existsSync(indexFile)
      ? renderIndexHtml(readFileSync(indexFile, "utf8"), options.site, options.publicUrl)
      : undefined;

  if (options.webRoot && indexHtml) {
    await app.register(fastifyStatic, {
      root: options.webRoot,
      index: false,
      wildcard: true,
      // The build writes .br and .gz beside each asset (the precompress plugin in vite.config.ts).
      preCompressed: true,
      setHeaders: (res, path) => {
        const hashed = path.includes("/assets/");
        res.header("cache-control", hashed ? "public, max-age=31536000, immutable" : "no-cache");
      },
      // index.html and the prerendered pages are only ever sent rendered (below), never as the raw build files.
      // Source maps would hand anyone the client's original sources, comments included.
      allowedPath: (path) =>
        path !== "/index.html" &&
        !path.startsWith("/prerendered/") &&
        (options.serveSourceMaps === true || !isSourceMap(path)),
    });
  }

  const prerendered =
    options.webRoot && indexHtml
      ? loadPrerenderedPages(options.webRoot, options.site, (html, path, language) =>
          languageLinks(fillSiteMeta(html, options.site, options.publicUrl), path, language, options.publicUrl),
        )
      : new PrerenderedPages(new Map());
  const riskWarning = options.riskWarning ?? (() => Promise.resolve(DEFAULT_RISK_WARNING_TEXTS));

  /** Sent compressed as built once, not per request: the same bytes for every visitor. */
  const sendPrerendered = async (
    request: FastifyRequest,
    reply: FastifyReply,
    page: CompressedPage,
    negotiated: boolean,
  ) => {
    // A page at a language's address is the same for every visitor without a session; the page's own address
    // depends on the visitor's language too.
    reply.header("vary", negotiated ? "accept-encoding, accept-language, cookie" : "accept-encoding, cookie");
    const encoding = preferredEncoding(request.headers["accept-encoding"]);
    if (!encoding) return reply.send(page.html);
    return reply.header("content-encoding", encoding).send(await page.compressed(encoding));
  };

  const sendIndex = async (request: FastifyRequest, reply: FastifyReply, shell: string, path: string) => {
    const { preloads, language: members } = options.preloads
      ? await options.preloads(request, path)
      : { preloads: [], language: null };
    // In the language its address names (`/es/plans`), else the member's, else the visitor's: their choice in the
    // switcher, else their browser's (docs/decisions/0037-languages.md).
    const named = languageOfPagePath(path);
    const language =
      named ?? members ?? visitorLanguage(request.cookies[LANGUAGE_COOKIE], request.headers["accept-language"]);
    const warning = await riskWarning(language);
    const html = fillRiskWarning(shell, warning);
    reply.type("text/html; charset=utf-8").header("cache-control", "no-cache");
    // A public page goes out prerendered, signed out, to a visitor without a live session: one with a session
    // preloads at least its session check (page-preloads.ts) and gets the shell, which shows their own view
    // (docs/decisions/0011-prerendered-public-pages.md).
    const page =
      preloads.length === 0
        ? await prerendered.page(prerenderedPageAt(path)?.path ?? "", warning, language)
        : undefined;
    if (page) return sendPrerendered(request, reply, page, named === undefined);
    // A member sees the site in their account's language at the page's one address, which their app knows.
    if (named && preloads.length > 0) {
      const query = request.url.slice(path.length);
      return reply.header("vary", "cookie").redirect(`${localizedPagePath(path, "en")}${query}`, 302);
    }
    if (preloads.length > 0) return reply.send(withPreloads(html, preloads));
    return reply.send(options.preloads ? signedOut(html) : html);
  };

  if (indexHtml) {
    // The static wildcard would otherwise take "/" as a directory listing request and refuse it (403).
    app.get("/", (request, reply) => sendIndex(request, reply, indexHtml, "/"));
    // The service worker precaches the app shell under this name (src/web/sw.ts): the rendered page, without
    // the session's preloads, which would be stale by the time it is served offline.
    app.get("/index.html", async (_request, reply) =>
      reply
        .type("text/html; charset=utf-8")
        .header("cache-control", "no-cache")
        .send(fillRiskWarning(indexHtml, await riskWarning(DEFAULT_LANGUAGE))),
    );
  }

  const manifest = JSON.stringify(webAppManifest(options.site.appName));
  app.get("/manifest.webmanifest", (_request, reply) =>
    reply.type("application/manifest+json; charset=utf-8").header("cache-control", "no-cache").send(manifest),
  );

  app.setNotFoundHandler((request, reply) => {
    const path = request.url.split("?")[0] ?? "/";
    const wantsPage =
      (request.method === "GET" || request.method === "HEAD") && !path.startsWith("/api/") && !isStaticPath(path);
    if (!wantsPage || !indexHtml)
      throw new AppError("not_found", "messages:request.notFound", { values: { method: request.method, path } });
    // An unknown page still gets the app, which shows its 404 screen; the status tells crawlers and monitors.
    if (!isPagePath(path)) reply.code(404);
    return sendIndex(request, reply, indexHtml, path);
  });
});
