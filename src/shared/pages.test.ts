import { describe, expect, it } from "vitest";
import { isPagePath, PAGE_PATHS } from "./pages.js";

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
