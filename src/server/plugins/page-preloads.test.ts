import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { cookieFor, type Role } from "../../../test/support/members.js";
import { TEST_NOW, useTestApp } from "../../../test/support/test-app.js";

const INDEX_HTML = `<!doctype html><html><head><title>SignalDesk</title></head><body><div id="root"></div></body></html>`;
const preloadsIn = (html: string) =>
  [...html.matchAll(/<link rel="preload" href="([^"]+)" as="fetch"/g)].map((m) => m[1]);

describe("page preloads", () => {
  const webRoot = mkdtempSync(join(tmpdir(), "signaldesk-preloads-"));
  writeFileSync(join(webRoot, "index.html"), INDEX_HTML);
  afterAll(() => rmSync(webRoot, { recursive: true, force: true }));
  const t = useTestApp("sqlite", { webRoot, clockAt: TEST_NOW });
  const clock = t.clock;

  const page = async (url: string, role: Role) => {
    const cookie = await cookieFor(t, role, clock.now());
    const response = await t.app.inject({ method: "GET", url, headers: cookie ? { cookie } : {} });
    expect(response.statusCode).toBe(200);
    return preloadsIn(response.body);
  };

  it("starts the dashboard's reads from its HTML for those who may read positions, and nothing they would be refused", async () => {
    const dashboardReads = ["/api/auth/me", "/api/positions", "/api/positions/follows", "/api/positions/performance"];
    expect(await page("/dashboard", "premium")).toEqual(dashboardReads);
    expect(await page("/dashboard", "admin")).toEqual(dashboardReads);
    expect(await page("/dashboard", "expired")).toEqual(["/api/auth/me"]);
    expect(await page("/dashboard", "signed out")).toEqual([]);
    expect(await page("/", "trial")).toEqual(["/api/auth/me"]);
    expect(await page("/about", "signed out")).toEqual([]);
  });
});
