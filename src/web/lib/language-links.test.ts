import { describe, expect, it } from "vitest";
import { LANGUAGES, type Language } from "@shared/i18n/languages";
import { localizedPagePath } from "@shared/pages";
import { movedAddress, showLanguageLinks, type HeadLinks } from "@/lib/language-links";

/** A head holding the tags the server writes, read and written as the browser's would be. */
function headOf(html: string): HeadLinks & { html: () => string } {
  const tags = [...html.matchAll(/<(link|meta)\s([^>]*?)\s*\/?>/g)].map(([, name = "", attributes = ""]) => ({
    name,
    attributes: new Map(
      [...attributes.matchAll(/([\w:-]+)="([^"]*)"/g)].map(([, key = "", value = ""]) => [key, value]),
    ),
  }));
  const matches = (tag: (typeof tags)[number], selector: string) =>
    [...selector.matchAll(/\[([\w:-]+)(?:="([^"]*)")?\]/g)].every(
      ([, key = "", value]) => tag.attributes.has(key) && (value === undefined || tag.attributes.get(key) === value),
    ) && selector.startsWith(tag.name);
  return {
    querySelectorAll: (selector) =>
      tags
        .filter((tag) => matches(tag, selector))
        .map((tag) => ({
          getAttribute: (key: string) => tag.attributes.get(key) ?? null,
          setAttribute: (key: string, value: string) => void tag.attributes.set(key, value),
        })),
    html: () =>
      tags.map((tag) => `<${tag.name} ${[...tag.attributes].map(([k, v]) => `${k}="${v}"`).join(" ")} />`).join(""),
  };
}

const ORIGIN = "https://signals.example";
/** The head as the server sends a page in a language (src/server/plugins/prerendered-pages.ts, `languageLinks`). */
const served = (path: string, language: Language) => {
  const url = (to: Language) => `${ORIGIN}${localizedPagePath(path, to)}`;
  return [
    `<meta property="og:url" content="${url(language)}" />`,
    ...LANGUAGES.map((each) => `<link rel="alternate" hreflang="${each}" href="${url(each)}" />`),
    `<link rel="alternate" hreflang="x-default" href="${url("en")}" />`,
    `<link rel="canonical" href="${url(language)}" />`,
  ].join("");
};

describe("the head's language links after a move on the client", () => {
  it("name the page on screen: its canonical address, every language's copy and og:url", () => {
    const head = headOf(served("/terms", "es"));
    showLanguageLinks("/privacy", "es", head);
    // Exactly what the server would have sent had the visitor opened the Spanish privacy policy first.
    expect(head.html()).toBe(headOf(served("/privacy", "es")).html());
    expect(head.html()).toContain(`<link rel="canonical" href="${ORIGIN}/es/privacy" />`);
    expect(head.html()).toContain(`<link rel="alternate" hreflang="ar" href="${ORIGIN}/ar/privacy" />`);
    expect(head.html()).toContain(`<link rel="alternate" hreflang="x-default" href="${ORIGIN}/privacy" />`);
    expect(head.html()).toContain(`<meta property="og:url" content="${ORIGIN}/es/privacy" />`);
  });

  it("name the language chosen in the switcher as the canonical one", () => {
    const head = headOf(served("/track-record", "en"));
    showLanguageLinks("/track-record", "ar", head);
    expect(head.html()).toBe(headOf(served("/track-record", "ar")).html());
  });

  it("keep relative addresses relative when the server knew no origin", () => {
    expect(movedAddress("/es/terms", "/", "es")).toBe("/es/");
    expect(movedAddress(`${ORIGIN}/es/terms`, "/about", "en")).toBe(`${ORIGIN}/about`);
  });
});
