import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { promisify } from "node:util";
import { brotliCompress, constants, gzip } from "node:zlib";
import { PRERENDERED_PAGES } from "../../shared/pages.js";
import type { SiteInfo } from "../../shared/site.js";
import { fillSiteTexts, siteTexts } from "../../shared/site-texts.js";

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
 * The public pages the build prerendered (dist/web/prerendered/, docs/decisions/0011-prerendered-public-pages.md),
 * by path, ready to send: `render` fills the site's meta tags as for the app's shell, and the configured texts go
 * where the build left placeholders. A build without them (or a test's web root) has none; the shell serves those
 * paths instead.
 */
export function loadPrerenderedPages(
  webRoot: string,
  site: SiteInfo,
  render: (html: string) => string,
): Map<string, CompressedPage> {
  const texts = siteTexts(site);
  const pages = new Map<string, CompressedPage>();
  for (const { path, file } of PRERENDERED_PAGES) {
    const built = join(webRoot, "prerendered", file);
    if (!existsSync(built)) continue;
    pages.set(path, new CompressedPage(fillSiteTexts(render(readFileSync(built, "utf8")), texts)));
  }
  return pages;
}
