import { describe, expect, it } from "vitest";
import {
  isPagePath,
  languageOfPagePath,
  localizedPagePath,
  PAGE_PATHS,
  PRERENDERED_PAGES,
  prerenderedPageAt,
} from "./pages.js";

describe("isPagePath", () => {
  it("knows every listed page, with its parameter filled in", () => {
    for (const path of Object.values(PAGE_PATHS)) expect(isPagePath(path.replace(":id", "cs_1"))).toBe(true);
  });

  it("matches as the client router does: any case, a trailing slash allowed", () => {
    expect(isPagePath("/Dashboard/")).toBe(true);
    expect(isPagePath("/dashboard/positions")).toBe(false);
    expect(isPagePath("/checkout/local/")).toBe(false);
    expect(isPagePath("/nope")).toBe(false);
  });
});

describe("prerenderedPageAt", () => {
  it("finds each prerendered page at its path, with or without a trailing slash, in any case", () => {
    for (const page of PRERENDERED_PAGES) {
      expect(prerenderedPageAt(page.path)).toBe(page);
      expect(prerenderedPageAt(`${page.path}/`.replace("//", "/"))).toBe(page);
      expect(prerenderedPageAt(page.path.toUpperCase())).toBe(page);
    }
  });

  it("finds none for the app's other pages or for addresses below a public page", () => {
    expect(prerenderedPageAt(PAGE_PATHS.dashboard)).toBeUndefined();
    expect(prerenderedPageAt("/about/team")).toBeUndefined();
    expect(prerenderedPageAt("/index.html")).toBeUndefined();
  });

  it("lists only pages the router has", () => {
    for (const page of PRERENDERED_PAGES) expect(isPagePath(page.path)).toBe(true);
  });
});

describe("public pages in each language", () => {
  it("gives each public page an address per language, English keeping the page's own", () => {
    expect(localizedPagePath("/plans", "es")).toBe("/es/plans");
    expect(localizedPagePath("/", "ar")).toBe("/ar/");
    expect(localizedPagePath("/about#team", "pt-BR")).toBe("/pt-BR/about#team");
    expect(localizedPagePath("/es/plans?from=menu", "en")).toBe("/plans?from=menu");
    expect(localizedPagePath("/ar/track-record", "ru")).toBe("/ru/track-record");
    // Other pages have one address for every language.
    expect(localizedPagePath("/register", "es")).toBe("/register");
    expect(localizedPagePath("/dashboard?position=1", "tr")).toBe("/dashboard?position=1");
  });

  it("reads the language from the address's first segment, in any case", () => {
    expect(languageOfPagePath("/es/plans")).toBe("es");
    expect(languageOfPagePath("/pt-br/about")).toBe("pt-BR");
    expect(languageOfPagePath("/ar")).toBe("ar");
    expect(languageOfPagePath("/plans")).toBeUndefined();
    expect(languageOfPagePath("/en/plans")).toBeUndefined();
    expect(languageOfPagePath("/")).toBeUndefined();
  });

  it("finds the page behind a language prefix, and a page only there", () => {
    expect(prerenderedPageAt("/es/plans")?.path).toBe("/plans");
    expect(prerenderedPageAt("/AR/")?.path).toBe("/");
    expect(prerenderedPageAt("/id")?.path).toBe("/");
    expect(isPagePath("/pt-BR/about/")).toBe(true);
    expect(isPagePath("/es/dashboard")).toBe(false);
    expect(isPagePath("/xx/plans")).toBe(false);
    expect(isPagePath("/en/plans")).toBe(false);
  });
});
