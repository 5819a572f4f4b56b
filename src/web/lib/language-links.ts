import { DEFAULT_LANGUAGE, isLanguage, type Language } from "@shared/i18n/languages";
import { localizedPagePath } from "@shared/pages";

/** What of the document's head the links are read and written through (the document's own head in the browser). */
export interface HeadLinks {
  querySelectorAll(selector: string): Iterable<Pick<Element, "getAttribute" | "setAttribute">>;
}

/** `address` moved to the page at `path` in `language`, its origin (if it names one) kept. */
export function movedAddress(address: string, path: string, language: Language): string {
  const origin = /^[a-z][a-z\d+.-]*:\/\/[^/]+/i.exec(address)?.[0] ?? "";
  return `${origin}${localizedPagePath(path, language)}`;
}

/**
 * The head's links to the page in every language (`hreflang` alternates and `x-default`), its canonical address and
 * Open Graph's `og:url`, as the server wrote them for the page it sent (src/server/plugins/prerendered-pages.ts),
 * moved to the page now on screen in `language`: after a move on the client or a switch of language they would
 * otherwise still name the first page.
 */
export function showLanguageLinks(path: string, language: Language, head: HeadLinks = document.head): void {
  for (const link of head.querySelectorAll('link[rel="alternate"][hreflang]')) {
    const hreflang = link.getAttribute("hreflang") ?? "";
    const to = hreflang === "x-default" ? DEFAULT_LANGUAGE : isLanguage(hreflang) ? hreflang : undefined;
    if (to) link.setAttribute("href", movedAddress(link.getAttribute("href") ?? "", path, to));
  }
  for (const link of head.querySelectorAll('link[rel="canonical"]')) {
    link.setAttribute("href", movedAddress(link.getAttribute("href") ?? "", path, language));
  }
  for (const meta of head.querySelectorAll('meta[property="og:url"]')) {
    const content = meta.getAttribute("content") ?? "";
    // Without the site's origin the server leaves og:url as the template has it: so does the page.
    if (/^[a-z][a-z\d+.-]*:\/\//i.test(content)) meta.setAttribute("content", movedAddress(content, path, language));
  }
}
