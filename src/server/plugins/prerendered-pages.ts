import { existsSync } from "node:fs";
import { readFile } from "node:fs/promises";
import { join } from "node:path";
import { promisify } from "node:util";
import { brotliCompress, constants, gzip } from "node:zlib";
import { escapeHtml } from "../../shared/html.js";
import { DEFAULT_LANGUAGE, LANGUAGES, type Language } from "../../shared/i18n/languages.js";
import { localizedPagePath, PRERENDERED_PAGES, prerenderedFile } from "../../shared/pages.js";
import { RISK_WARNING_META, RISK_WARNING_PLACEHOLDERS, type RiskWarningTexts } from "../../shared/risk-warnings.js";
import type { SiteInfo } from "../../shared/site.js";
import { fillSiteTexts, siteTexts } from "../../shared/site-texts.js";
import { serverTranslator } from "../lib/i18n.js";

const brotli = promisify(brotliCompress);
const gz = promisify(gzip);

export type ContentEncoding = "br" | "gzip";

/**
 * The encoding to send a page in: brotli when the client takes it, else gzip, else none. A coding listed with q=0
 * is refused.
 */
export function preferredEncoding(acceptEncoding: string | undefined): ContentEncoding | undefined {
  const accepted = new Set(
    (acceptEncoding ?? "")
      .split(",")
      .map((part) => part.trim().split(";"))
      .filter(([, ...params]) => !params.some((param) => /^\s*q\s*=\s*0(\.0*)?\s*$/i.test(param)))
      .map(([coding]) => coding?.trim().toLowerCase()),
  );
  if (accepted.has("br")) return "br";
  if (accepted.has("gzip") || accepted.has("*")) return "gzip";
  return undefined;
}

/** One page's HTML, compressed at most once per encoding, on first demand (a server that never serves it pays nothing). */
export class CompressedPage {
  private readonly copies = new Map<ContentEncoding, Promise<Buffer>>();

  constructor(readonly html: string) {}

  compressed(encoding: ContentEncoding): Promise<Buffer> {
    let copy = this.copies.get(encoding);
    if (!copy) {
      copy =
        encoding === "br"
          ? brotli(this.html, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } })
          : gz(this.html, { level: 9 });
      this.copies.set(encoding, copy);
    }
    return copy;
  }
}

/**
 * A page with the risk warning's two forms in its meta tags (the client reads them there: src/web/lib/risk-warning.ts)
 * and in place of their placeholders (a prerendered page's text), escaped. The warning is the admin's setting, so it
 * is written when a page is served, not when the server starts.
 */
export function fillRiskWarning(html: string, texts: RiskWarningTexts): string {
  let filled = html;
  for (const form of ["long", "short"] as const) {
    const meta = `<meta name="${RISK_WARNING_META[form]}" content="${escapeHtml(texts[form])}" />`;
    const existing = new RegExp(`<meta name="${RISK_WARNING_META[form]}" content="[^"]*" ?/?>`);
    filled = existing.test(filled)
      ? filled.replace(existing, () => meta)
      : filled.replace("</head>", () => `${meta}</head>`);
    filled = filled.replaceAll(RISK_WARNING_PLACEHOLDERS[form], () => escapeHtml(texts[form]));
  }
  return filled;
}

/**
 * A public page's links to itself in every language, for search engines: `<link rel="alternate" hreflang>` for each
 * of the seven and `x-default` (the page's own address, which answers in the visitor's language), and the canonical
 * address of this copy, its language's. Absolute given the site's origin (PUBLIC_URL), as search engines want them.
 * Open Graph's `og:url` names the same address.
 */
export function languageLinks(html: string, path: string, language: Language, origin = ""): string {
  const url = (to: Language) => escapeHtml(`${origin}${localizedPagePath(path, to)}`);
  const links = [
    ...LANGUAGES.map((each) => `<link rel="alternate" hreflang="${each}" href="${url(each)}" />`),
    `<link rel="alternate" hreflang="x-default" href="${url(DEFAULT_LANGUAGE)}" />`,
    `<link rel="canonical" href="${url(language)}" />`,
  ];
  const withUrl = origin
    ? html.replace(
        /(<meta\s+property="og:url"\s+content=")[^"]*(")/,
        (_match, start: string, end: string) => `${start}${url(language)}${end}`,
      )
    : html;
  return withUrl.replace("</head>", () => `${links.join("")}</head>`);
}

/** How the prerendered pages are keyed: a page's path in one language. */
export const prerenderedKey = (path: string, language: Language): string => `${language} ${path}`;

/**
 * The prerendered pages as sent for the current risk warning: filled and compressed once per warning, so a visitor
 * pays neither; a new warning replaces the copies of the old. Each page is there in every language the build wrote
 * it in (keyed by {@link prerenderedKey}); a language it lacks gets the English page. Each is worded (read, with what
 * its language words) when a copy is made, so a page's file and its language's catalogue are in memory once it is
 * served, not from the start: the seven languages' templates were 2.8 MB of heap in a server that never sent one.
 */
export class PrerenderedPages {
  /** Each page as last sent, with the warning it was filled with (each language has its own). */
  private filled = new Map<string, { warning: string; page: CompressedPage }>();

  constructor(private readonly templates: ReadonlyMap<string, () => Promise<string>>) {}

  get size(): number {
    return this.templates.size;
  }

  async page(
    path: string,
    texts: RiskWarningTexts,
    language: Language = DEFAULT_LANGUAGE,
  ): Promise<CompressedPage | undefined> {
    const key = this.templates.has(prerenderedKey(path, language))
      ? prerenderedKey(path, language)
      : prerenderedKey(path, DEFAULT_LANGUAGE);
    const word = this.templates.get(key);
    if (word === undefined) return undefined;
    const warning = `${texts.long}\n${texts.short}`;
    const filled = this.filled.get(key);
    if (filled?.warning === warning) return filled.page;
    const page = new CompressedPage(fillRiskWarning(await word(), texts));
    this.filled.set(key, { warning, page });
    return page;
  }
}

/**
 * The public pages the build prerendered (dist/web/prerendered/, docs/decisions/0011-prerendered-public-pages.md),
 * by path: `render` fills the site's meta tags as for the app's shell (and the page's links to its other languages),
 * and the configured texts go where the build left placeholders, worded in the page's language as the client words
 * them when it takes the page over (its `legal` catalogue, loaded when the first page in that language is sent); the
 * risk warning goes in as each is sent. A build without them (or a test's web root) has none; the shell serves those
 * paths instead.
 */
export function loadPrerenderedPages(
  webRoot: string,
  site: SiteInfo,
  render: (html: string, path: string, language: Language) => string,
): PrerenderedPages {
  const pages = new Map<string, () => Promise<string>>();
  for (const language of LANGUAGES) {
    for (const { path, file } of PRERENDERED_PAGES) {
      const built = join(webRoot, "prerendered", prerenderedFile(file, language));
      if (!existsSync(built)) continue;
      pages.set(prerenderedKey(path, language), async () => {
        const [html, t] = await Promise.all([readFile(built, "utf8"), serverTranslator(language, ["legal"])]);
        return fillSiteTexts(render(html, path, language), siteTexts(site, language, t));
      });
    }
  }
  return new PrerenderedPages(pages);
}
