import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { cookieFor } from "../../../test/support/members.js";
import { manualClock, useTestApp, useTestApps, type TestApp } from "../../../test/support/test-app.js";

const INDEX_HTML = `<!doctype html><html><head><meta name="application-name" content="SignalDesk" /><meta name="legal-updated" content="" /><title>SignalDesk</title></head><body><div id="root"></div></body></html>`;

describe("PWA files", () => {
  const clock = manualClock();
  let webRoot: string;
  let t: TestApp;
  beforeAll(() => {
    webRoot = mkdtempSync(join(tmpdir(), "signaldesk-spa-"));
    writeFileSync(join(webRoot, "index.html"), INDEX_HTML);
    writeFileSync(join(webRoot, "sw.js"), "self.addEventListener('push', () => {});");
  });
  afterAll(() => rmSync(webRoot, { recursive: true, force: true }));
  const startApp = useTestApps();

  it("names the web app manifest from APP_NAME and serves it as a manifest", async () => {
    t = await startApp("sqlite", { webRoot, clock, env: { APP_NAME: "Acme Signals" } });
    const response = await t.app.inject({ method: "GET", url: "/manifest.webmanifest" });
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toContain("application/manifest+json");
    const manifest = response.json<{ name: string; short_name: string; display: string; icons: { sizes: string }[] }>();
    expect(manifest).toMatchObject({ name: "Acme Signals", short_name: "Acme Signals", display: "standalone" });
    expect(manifest.icons.map((icon) => icon.sizes)).toEqual(["192x192", "512x512", "512x512"]);
  });

  it("serves /index.html, which the service worker caches, rendered with the name and without a session's preloads", async () => {
    t = await startApp("sqlite", { webRoot, clock, env: { APP_NAME: "Acme Signals" } });
    const cookie = await cookieFor(t, "premium", clock.now());
    const response = await t.app.inject({ method: "GET", url: "/index.html", headers: cookie ? { cookie } : {} });
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain("<title>Acme Signals</title>");
    expect(response.body).not.toContain('rel="preload"');
    expect(response.headers["cache-control"]).toBe("no-cache");
  });

  it("writes the day the legal texts changed from LEGAL_UPDATED into the page, for the Terms and Privacy pages", async () => {
    t = await startApp("sqlite", { webRoot, clock, env: { LEGAL_UPDATED: "2026-03-14" } });
    const response = await t.app.inject({ method: "GET", url: "/terms" });
    expect(response.body).toContain('<meta name="legal-updated" content="2026-03-14" />');
  });

  it("serves the service worker uncached, so a new version is found on the next visit", async () => {
    t = await startApp("sqlite", { webRoot, clock });
    const response = await t.app.inject({ method: "GET", url: "/sw.js" });
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toContain("javascript");
    expect(response.headers["cache-control"]).toBe("no-cache");
  });
});

describe("Unknown paths", () => {
  const webRoot = mkdtempSync(join(tmpdir(), "signaldesk-spa-"));
  writeFileSync(join(webRoot, "index.html"), INDEX_HTML);
  mkdirSync(join(webRoot, "assets"));
  writeFileSync(join(webRoot, "assets", "dashboard-abc123.js"), "export const page = 1;");
  afterAll(() => rmSync(webRoot, { recursive: true, force: true }));
  const t = useTestApp("sqlite", { webRoot, once: true });

  it("answers 404, not the app's HTML, for a chunk a newer deploy removed and other missing files", async () => {
    for (const url of [
      "/assets/missing-abc.js",
      "/assets/missing",
      "/favicon-nope.png",
      "/sw-old.js",
      "/a/b.css?v=2",
    ]) {
      const response = await t.app.inject({ method: "GET", url });
      expect({ url, status: response.statusCode }).toEqual({ url, status: 404 });
      expect(response.headers["content-type"]).toContain("application/json");
      expect(response.body).not.toContain('<div id="root">');
    }
  });

  it("still serves the files that exist", async () => {
    const response = await t.app.inject({ method: "GET", url: "/assets/dashboard-abc123.js" });
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toContain("javascript");
  });

  it("answers an unknown page with the app, whose router shows its 404 screen, and HTTP status 404", async () => {
    for (const url of ["/no/such/page", "/dashboard/extra", "/checkout/local", "/loginx?next=/"]) {
      const response = await t.app.inject({ method: "GET", url });
      expect({ url, status: response.statusCode }).toEqual({ url, status: 404 });
      expect(response.headers["content-type"]).toContain("text/html");
      expect(response.body).toContain('<div id="root">');
    }
  });

  it("answers every page the client router has with 200", async () => {
    const pages = ["/", "/login", "/Login/", "/dashboard?tab=closed", "/checkout/local/cs_123", "/admin", "/terms"];
    for (const url of pages) {
      const response = await t.app.inject({ method: "GET", url });
      expect({ url, status: response.statusCode }).toEqual({ url, status: 200 });
      expect(response.body).toContain('<div id="root">');
    }
  });
});

describe("source maps of the built client", () => {
  let webRoot: string;
  let t: TestApp;
  beforeAll(() => {
    webRoot = mkdtempSync(join(tmpdir(), "signaldesk-maps-"));
    mkdirSync(join(webRoot, "assets"));
    writeFileSync(join(webRoot, "index.html"), INDEX_HTML);
    writeFileSync(join(webRoot, "assets", "index-abc123.js"), "console.log('app');");
    writeFileSync(join(webRoot, "assets", "index-abc123.js.map"), '{"version":3,"sources":["secret.tsx"]}');
    writeFileSync(join(webRoot, "sw.js.map"), '{"version":3,"sources":["sw.ts"]}');
  });
  afterAll(() => rmSync(webRoot, { recursive: true, force: true }));
  const startApp = useTestApps();

  it("are not served in production: 404, not the file and not the app page", async () => {
    t = await startApp("sqlite", { webRoot, env: { NODE_ENV: "production" } });
    for (const url of ["/assets/index-abc123.js.map", "/sw.js.map", "/assets/missing.js.map"]) {
      const response = await t.app.inject({ method: "GET", url });
      expect(response.statusCode, url).toBe(404);
      expect(response.body, url).not.toContain("secret.tsx");
      expect(response.body, url).not.toContain("<html");
    }
    expect((await t.app.inject({ method: "GET", url: "/assets/index-abc123.js" })).statusCode).toBe(200);
  });

  it("are served in development, for debugging the built client", async () => {
    t = await startApp("sqlite", { webRoot, env: { NODE_ENV: "development" } });
    const response = await t.app.inject({ method: "GET", url: "/assets/index-abc123.js.map" });
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain("secret.tsx");
  });
});
