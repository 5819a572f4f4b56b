import { englishMessage } from "../lib/app-error.js";
import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { brotliCompressSync, brotliDecompressSync, gzipSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { useTestApps, newMember, postJson, TEST_ORIGIN, type TestApp } from "../../../test/support/test-app.js";
import { CROSS_SITE_MESSAGE } from "./security.js";

const INDEX_HTML = `<!doctype html><html><head><meta name="application-name" content="SignalDesk" /><meta name="support-email" content="" /><meta name="legal-address" content="" /><meta name="legal-phone" content="" /><meta property="og:title" content="SignalDesk" /><meta property="og:url" content="/" /><meta property="og:image" content="/og-image.png" /><meta property="og:image:width" content="1200" /><meta property="og:image:alt" content="" /><title>SignalDesk</title></head><body><div id="root"></div></body></html>`;

describe("security, errors and the single-page app", () => {
  let t: TestApp;
  let webRoot: string;
  beforeAll(() => {
    webRoot = mkdtempSync(join(tmpdir(), "signaldesk-web-"));
    writeFileSync(join(webRoot, "index.html"), INDEX_HTML);
    mkdirSync(join(webRoot, "assets"));
    writeFileSync(join(webRoot, "assets", "app-abc123.js"), "console.log('app')");
    const big = "console.log('a bundle');\n".repeat(200);
    writeFileSync(join(webRoot, "assets", "big-abc123.js"), big);
    writeFileSync(join(webRoot, "assets", "big-abc123.js.br"), brotliCompressSync(big));
    writeFileSync(join(webRoot, "assets", "big-abc123.js.gz"), gzipSync(big));
  });
  afterAll(() => rmSync(webRoot, { recursive: true, force: true }));
  const startApp = useTestApps();

  it("refuses state-changing requests from another origin with 403 JSON", async () => {
    t = await startApp("sqlite");
    const response = await t.app.inject({
      method: "POST",
      url: "/api/auth/register",
      headers: { origin: "https://evil.example", "content-type": "application/json" },
      payload: JSON.stringify(newMember()),
    });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({ message: englishMessage(CROSS_SITE_MESSAGE) });
    expect(await t.database.handle.db.selectFrom("users").selectAll().execute()).toHaveLength(0);
    const russian = await t.app.inject({
      method: "POST",
      url: "/api/auth/register",
      headers: { origin: "https://evil.example", "content-type": "application/json", "accept-language": "ru" },
      payload: JSON.stringify(newMember()),
    });
    expect(russian.json()).toEqual({ message: "Запрос отклонён: он отправлен не с этого сайта" });
  });

  it("refuses a form post without Origin and a browser's cross-site fetch", async () => {
    t = await startApp("sqlite");
    const form = await t.app.inject({
      method: "POST",
      url: "/api/auth/logout",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      payload: "a=b",
    });
    expect(form.statusCode).toBe(403);
    const crossSite = await t.app.inject({
      method: "POST",
      url: "/api/auth/logout",
      headers: { "sec-fetch-site": "cross-site" },
    });
    expect(crossSite.statusCode).toBe(403);
  });

  it("allows JSON from a non-browser client that sends no Origin", async () => {
    t = await startApp("sqlite");
    const response = await t.app.inject({
      method: "POST",
      url: "/api/auth/register",
      headers: { "content-type": "application/json" },
      payload: JSON.stringify(newMember()),
    });
    expect(response.statusCode).toBe(201);
  });

  it("sends a strict Content-Security-Policy and the other security headers", async () => {
    t = await startApp("sqlite");
    const { headers } = await t.app.inject({ method: "GET", url: "/healthz" });
    const csp = String(headers["content-security-policy"]);
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("script-src 'self' https://s3.tradingview.com;");
    expect(csp).toContain("frame-src https://www.tradingview-widget.com https://*.tradingview.com;");
    expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("object-src 'none'");
    expect(headers["x-content-type-options"]).toBe("nosniff");
    expect(headers["x-frame-options"]).toBe("DENY");
    expect(headers["referrer-policy"]).toBe("strict-origin-when-cross-origin");
    expect(headers["strict-transport-security"]).toBeUndefined();
  });

  it("gives an API answer a policy that loads nothing and lets no page frame it", async () => {
    t = await startApp("sqlite");
    const { headers } = await t.app.inject({ method: "GET", url: "/api/auth/me" });
    expect(headers["content-security-policy"]).toBe("default-src 'none';frame-ancestors 'none'");
    expect(headers["x-content-type-options"]).toBe("nosniff");
    expect(headers["x-frame-options"]).toBe("DENY");
    expect(headers["cross-origin-resource-policy"]).toBe("same-origin");
    expect(headers["referrer-policy"]).toBe("strict-origin-when-cross-origin");
    // What only a document reads is left off data (docs/performance.md); a page keeps it.
    const documentOnly = [
      "cross-origin-opener-policy",
      "origin-agent-cluster",
      "x-dns-prefetch-control",
      "x-download-options",
      "x-permitted-cross-domain-policies",
      "x-xss-protection",
    ];
    for (const name of documentOnly) expect(headers[name], name).toBeUndefined();
    const page = await t.app.inject({ method: "GET", url: "/healthz" });
    for (const name of documentOnly) expect(page.headers[name], name).toBeDefined();
  });

  it("sends the same security headers on refusals, errors and unknown paths as on a success", async () => {
    t = await startApp("sqlite");
    const success = await t.app.inject({ method: "POST", url: "/api/auth/passkeys/sign-in/options" });
    expect(success.statusCode).toBe(200);
    const refusals = [
      await t.app.inject({ method: "GET", url: "/api/auth/me" }),
      await t.app.inject({ method: "GET", url: "/api/does-not-exist" }),
      await t.app.inject({ method: "POST", url: "/api/auth/logout", headers: { origin: "https://evil.example" } }),
      await t.app.inject({
        method: "POST",
        url: "/api/auth/login",
        headers: { "content-type": "application/json" },
        payload: "{not json",
      }),
    ];
    expect(refusals.map((response) => response.statusCode)).toEqual([401, 404, 403, 400]);
    const security = (headers: Record<string, unknown>) =>
      Object.fromEntries(
        ["content-security-policy", "x-frame-options", "x-content-type-options", "cross-origin-resource-policy"].map(
          (name) => [name, headers[name]],
        ),
      );
    expect(security(success.headers)["content-security-policy"]).toContain("default-src 'none'");
    for (const response of refusals) expect(security(response.headers)).toEqual(security(success.headers));
  });

  it("adds HSTS and upgrade-insecure-requests when served over https", async () => {
    t = await startApp("sqlite", {
      env: { PUBLIC_URL: "https://signals.example.com", PAYMENTS: "local", ALLOW_TEST_PAYMENTS: "true" },
    });
    const { headers } = await t.app.inject({ method: "GET", url: "/healthz" });
    expect(headers["strict-transport-security"]).toMatch(/max-age=31536000/);
    expect(headers["content-security-policy"]).toContain("upgrade-insecure-requests");
    const api = await t.app.inject({ method: "GET", url: "/api/auth/me" });
    expect(api.headers["strict-transport-security"]).toBe(headers["strict-transport-security"]);
  });

  it("answers unknown API paths with 404 JSON and client pages with the app", async () => {
    t = await startApp("sqlite", { webRoot, env: { APP_NAME: "Alpha <Signals>" } });
    const api = await t.app.inject({ method: "GET", url: "/api/does-not-exist" });
    expect(api.statusCode).toBe(404);
    expect(api.json()).toEqual({ message: "Not found: GET /api/does-not-exist" });
    const turkish = await t.app.inject({
      method: "GET",
      url: "/api/does-not-exist",
      headers: { cookie: "lang=tr" },
    });
    expect(turkish.json()).toEqual({ message: "Bulunamadı: GET /api/does-not-exist" });

    for (const url of ["/", "/?utm_source=share"]) {
      const landing = await t.app.inject({ method: "GET", url });
      expect(landing.statusCode, url).toBe(200);
      expect(landing.headers["cache-control"]).toBe("no-cache");
      expect(landing.body).toContain("<title>Alpha &lt;Signals&gt;</title>");
    }

    const page = await t.app.inject({ method: "GET", url: "/about?x=1" });
    expect(page.statusCode).toBe(200);
    expect(page.headers["content-type"]).toMatch(/text\/html/);
    expect(page.body).toContain("<title>Alpha &lt;Signals&gt;</title>");
    expect(page.body).toContain('<meta name="application-name" content="Alpha &lt;Signals&gt;" />');
    expect(page.body).toContain('<meta name="support-email" content="support@localhost" />');
    expect(page.body).toContain('<meta name="legal-phone" content="" />');
    expect(page.body).toContain(
      '<meta property="og:title" content="Alpha &lt;Signals&gt;: live trading signals from a professional trader" />',
    );
    expect(page.body).toContain(`<meta property="og:image" content="${TEST_ORIGIN}/og-image.png" />`);
    expect(page.body).toContain(`<meta property="og:url" content="${TEST_ORIGIN}/" />`);
    expect(page.body).toContain('<meta property="og:image:width" content="1200" />');
    expect(page.body).toContain(
      '<meta property="og:image:alt" content="Alpha &lt;Signals&gt;: trade alongside a professional, every step of the way" />',
    );

    const asset = await t.app.inject({ method: "GET", url: "/assets/app-abc123.js" });
    expect(asset.statusCode).toBe(200);
    expect(asset.headers["cache-control"]).toContain("immutable");
    const missingAsset = await t.app.inject({ method: "POST", url: "/nowhere", headers: { origin: TEST_ORIGIN } });
    expect(missingAsset.statusCode).toBe(404);
    expect(missingAsset.json().message).toMatch(/Not found/);
  });

  it("sends the build's pre-compressed copy of an asset when the browser accepts it", async () => {
    t = await startApp("sqlite", { webRoot });
    const url = "/assets/big-abc123.js";
    const br = await t.app.inject({ method: "GET", url, headers: { "accept-encoding": "gzip, deflate, br" } });
    expect(br.statusCode).toBe(200);
    expect(br.headers["content-encoding"]).toBe("br");
    expect(br.headers["content-type"]).toMatch(/javascript/);
    expect(br.headers["cache-control"]).toContain("immutable");
    expect(brotliDecompressSync(br.rawPayload).toString()).toContain("a bundle");
    const gz = await t.app.inject({ method: "GET", url, headers: { "accept-encoding": "gzip" } });
    expect(gz.headers["content-encoding"]).toBe("gzip");
    const plain = await t.app.inject({ method: "GET", url, headers: { "accept-encoding": "identity" } });
    expect(plain.headers["content-encoding"]).toBeUndefined();
    expect(plain.body).toContain("a bundle");
  });

  it("writes the configured support and legal details into the page", async () => {
    const env = {
      SUPPORT_EMAIL: "help@signals.example",
      LEGAL_ADDRESS: "1 Main St, Springfield",
      LEGAL_PHONE: "+1 555 0100",
    };
    t = await startApp("sqlite", { webRoot, env });
    const page = await t.app.inject({ method: "GET", url: "/terms" });
    expect(page.body).toContain('<meta name="support-email" content="help@signals.example" />');
    expect(page.body).toContain('<meta name="legal-address" content="1 Main St, Springfield" />');
    expect(page.body).toContain('<meta name="legal-phone" content="+1 555 0100" />');
  });

  it("answers malformed and oversized bodies with 4xx JSON", async () => {
    t = await startApp("sqlite");
    const headers = { origin: TEST_ORIGIN, "content-type": "application/json" };
    const broken = await t.app.inject({ method: "POST", url: "/api/auth/login", headers, payload: "{not json" });
    expect(broken.statusCode).toBe(400);
    expect(broken.json()).toEqual({ message: "Request body is not valid JSON" });
    const huge = await t.app.inject({
      method: "POST",
      url: "/api/auth/login",
      headers,
      payload: JSON.stringify({ email: "x".repeat(100_000) }),
    });
    expect(huge.statusCode).toBe(413);
    expect(huge.json()).toEqual({ message: "Request body is too large" });
    const wrongType = await postJson(t.app, "/api/auth/login", ["email", "password"]);
    expect(wrongType.statusCode).toBe(400);
  });

  it("hides internal errors behind a generic 500 message", async () => {
    t = await startApp("sqlite");
    await t.database.handle.db.schema.dropTable("sessions").execute();
    const response = await postJson(t.app, "/api/auth/register", newMember());
    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual({ message: "Something went wrong on our side. Please try again." });
    expect(response.body).not.toMatch(/sessions|sqlite|stack/i);
  });

  it("never writes passwords, session tokens or cookies to the log", async () => {
    t = await startApp("sqlite", { env: { LOG_LEVEL: "trace" } });
    const member = newMember({ password: "very-secret-passphrase" });
    const registered = await postJson(t.app, "/api/auth/register", member);
    const token = registered.cookies[0]?.value ?? "missing";
    await postJson(t.app, "/api/auth/login", { email: member.email, password: member.password }, `session=${token}`);
    await t.app.inject({ method: "GET", url: "/api/auth/me", headers: { cookie: `session=${token}` } });
    const log = t.logs.join("\n");
    expect(log.length).toBeGreaterThan(0);
    expect(log).not.toContain("very-secret-passphrase");
    expect(log).not.toContain(token);
  });
});
