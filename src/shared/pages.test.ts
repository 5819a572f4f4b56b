import { describe, expect, it } from "vitest";
import { isPagePath, PAGE_PATHS, PRERENDERED_PAGES, prerenderedPageAt } from "./pages.js";

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
