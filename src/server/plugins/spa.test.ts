import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { cookieFor } from "../../../test/support/members.js";
import { loadCatalogue } from "../../shared/i18n/catalogues.js";
import { translate } from "../../shared/i18n/translate.js";
import { RISK_WARNING_PRESET_KEYS, RISK_WARNING_PRESET_TEXTS } from "../../shared/risk-warning-texts.js";
import { DEFAULT_RISK_WARNING_TEXTS, RISK_WARNING_PLACEHOLDERS } from "../../shared/risk-warnings.js";
import { SITE_TEXT_PLACEHOLDERS } from "../../shared/site.js";
import { updateAdminSettings } from "../features/settings/settings.service.js";
import { preferredEncoding } from "./prerendered-pages.js";
import { manualClock, TEST_ORIGIN, useTestApp, useTestApps, type TestApp } from "../../../test/support/test-app.js";

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

describe("prerendered public pages", () => {
  const clock = manualClock();
  // As the build writes it (scripts/build-web.mjs): the page's markup, with placeholders for the configured texts.
  const ABOUT = INDEX_HTML.replace(
    "<title>SignalDesk</title>",
    `<title>About · ${SITE_TEXT_PLACEHOLDERS.appName}</title>`,
  ).replace(
    '<div id="root"></div>',
    `<div id="root"><p role="note">${RISK_WARNING_PLACEHOLDERS.short}</p><h1>Trading in the open</h1><p>About ${SITE_TEXT_PLACEHOLDERS.appName}, ${SITE_TEXT_PLACEHOLDERS.addressLine}</p><a href="mailto:${SITE_TEXT_PLACEHOLDERS.supportEmail}">${SITE_TEXT_PLACEHOLDERS.supportEmail}</a><footer>${RISK_WARNING_PLACEHOLDERS.long}</footer></div>`,
  );
  let webRoot: string;
  let t: TestApp;
  beforeAll(() => {
    webRoot = mkdtempSync(join(tmpdir(), "signaldesk-prerendered-"));
    writeFileSync(join(webRoot, "index.html"), INDEX_HTML);
    mkdirSync(join(webRoot, "prerendered", "es"), { recursive: true });
    writeFileSync(join(webRoot, "prerendered", "about.html"), ABOUT);
    mkdirSync(join(webRoot, "prerendered", "ar"), { recursive: true });
    const page = (lang: string, dir: string, title: string) =>
      INDEX_HTML.replace("<html>", `<html lang="${lang}" dir="${dir}">`).replace(
        '<div id="root"></div>',
        `<div id="root"><h1>${title}</h1></div>`,
      );
    writeFileSync(join(webRoot, "prerendered", "plans.html"), page("en", "ltr", "Plans"));
    writeFileSync(join(webRoot, "prerendered", "es", "plans.html"), page("es", "ltr", "Planes"));
    writeFileSync(join(webRoot, "prerendered", "landing.html"), page("en", "ltr", "Trade alongside a professional"));
    writeFileSync(join(webRoot, "prerendered", "ar", "landing.html"), page("ar", "rtl", "تداول إلى جانب محترف"));
    writeFileSync(
      join(webRoot, "prerendered", "es", "about.html"),
      ABOUT.replace("<html>", '<html lang="es">').replace("Trading in the open", "Trading a la vista"),
    );
    const terms = (lang: string, title: string) =>
      INDEX_HTML.replace("<html>", `<html lang="${lang}">`).replace(
        '<div id="root"></div>',
        `<div id="root"><h1>${title}</h1><p>${SITE_TEXT_PLACEHOLDERS.legalUpdatedLine}</p><address><span>${SITE_TEXT_PLACEHOLDERS.addressLine}</span><span>${SITE_TEXT_PLACEHOLDERS.phoneLine}</span></address></div>`,
      );
    writeFileSync(join(webRoot, "prerendered", "terms.html"), terms("en", "Terms of Service"));
    writeFileSync(join(webRoot, "prerendered", "es", "terms.html"), terms("es", "Términos del servicio"));
  });
  afterAll(() => rmSync(webRoot, { recursive: true, force: true }));
  const startApp = useTestApps();
  const env = { APP_NAME: "Acme & Sons", SUPPORT_EMAIL: "help@acme.test", LEGAL_ADDRESS: "1 Main St" };

  it("are sent whole to a visitor without a session, with the configured texts where the build left placeholders", async () => {
    t = await startApp("sqlite", { webRoot, clock, env });
    for (const url of ["/about", "/about/", "/About", "/about?utm_source=x"]) {
      const response = await t.app.inject({ method: "GET", url });
      expect(response.statusCode, url).toBe(200);
      expect(response.headers["content-type"], url).toContain("text/html");
      expect(response.headers["cache-control"], url).toBe("no-cache");
      expect(response.body, url).toContain("<title>About · Acme &amp; Sons</title>");
      expect(response.body, url).toContain(
        "<h1>Trading in the open</h1><p>About Acme &amp; Sons, Address: 1 Main St</p>",
      );
      expect(response.body, url).toContain('<a href="mailto:help@acme.test">help@acme.test</a>');
      expect(response.body, url).toContain('<meta name="application-name" content="Acme &amp; Sons" />');
      expect(response.body, url).not.toContain("%site:");
    }
  });

  it("carry the risk warning the admin chose in their HTML and meta tags, the latest one in the next page sent", async () => {
    t = await startApp("sqlite", { webRoot, clock, env });
    const page = async (url = "/about", headers: Record<string, string> = {}) =>
      await t.app.inject({ method: "GET", url, headers });
    const uk = DEFAULT_RISK_WARNING_TEXTS;
    const first = (await page()).body;
    expect(first).toContain(`<p role="note">${uk.short}</p>`);
    expect(first).toContain(`<footer>${uk.long}</footer>`);
    expect(first).toContain(`<meta name="risk-warning-short" content="${uk.short}" />`);

    const custom = { preset: "custom", long: 'Long "quoted" <b>warning</b>', short: "Line & more" } as const;
    await updateAdminSettings({ db: t.database.handle.db, clock }, { riskWarning: custom }, null);
    const next = (await page()).body;
    expect(next).toContain('<p role="note">Line &amp; more</p>');
    expect(next).toContain("<footer>Long &quot;quoted&quot; &lt;b&gt;warning&lt;/b&gt;</footer>");
    expect(next).toContain('<meta name="risk-warning" content="Long &quot;quoted&quot; &lt;b&gt;warning&lt;/b&gt;" />');
    expect(next).not.toContain(uk.short);
    const br = await page("/about", { "accept-encoding": "br" });
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(next);
    // The app's shell, for the pages not prerendered, carries it for the client to read.
    expect((await page("/login")).body).toContain('<meta name="risk-warning-short" content="Line &amp; more" />');
    expect((await page("/index.html")).body).toContain('<meta name="risk-warning-short" content="Line &amp; more" />');
  });

  it("are sent in the visitor's language: their choice in the switcher, else their browser's, else English", async () => {
    t = await startApp("sqlite", { webRoot, clock, env });
    const about = async (headers: Record<string, string>) =>
      (await t.app.inject({ method: "GET", url: "/about", headers: { "accept-encoding": "identity", ...headers } }))
        .body;
    expect(await about({ "accept-language": "es-MX,es;q=0.9,en;q=0.8" })).toContain("<h1>Trading a la vista</h1>");
    expect(await about({ "accept-language": "de-DE, es;q=0.5" })).toContain("<h1>Trading a la vista</h1>");
    expect(await about({ "accept-language": "es;q=0, en" })).toContain("<h1>Trading in the open</h1>");
    // The switcher's choice wins over the browser's, both ways.
    expect(await about({ "accept-language": "es", cookie: "lang=en" })).toContain("<h1>Trading in the open</h1>");
    expect(await about({ "accept-language": "en-GB", cookie: "lang=es" })).toContain("<h1>Trading a la vista</h1>");
    // A language the build wrote no copy of, or a cookie naming none SignalDesk speaks: the English page.
    expect(await about({ "accept-language": "ar" })).toContain("<h1>Trading in the open</h1>");
    expect(await about({ cookie: "lang=xx" })).toContain("<h1>Trading in the open</h1>");
    const response = await t.app.inject({ method: "GET", url: "/about", headers: { "accept-language": "es" } });
    expect(response.headers.vary).toBe("accept-encoding, accept-language, cookie");
  });

  it("have an address per language, which answers in that language whatever the visitor's browser or choice", async () => {
    t = await startApp("sqlite", { webRoot, clock, env });
    const get = async (url: string, headers: Record<string, string> = {}) =>
      await t.app.inject({ method: "GET", url, headers: { "accept-encoding": "identity", ...headers } });
    for (const url of ["/es/plans", "/ES/plans/", "/es/plans?utm_source=x"]) {
      const response = await get(url, { "accept-language": "en", cookie: "lang=ru" });
      expect(response.statusCode, url).toBe(200);
      expect(response.body, url).toContain('<html lang="es" dir="ltr">');
      expect(response.body, url).toContain("<h1>Planes</h1>");
      // The same for everyone without a session: shared caches need not keep a copy per browser language.
      expect(response.headers.vary, url).toBe("accept-encoding, cookie");
    }
    for (const url of ["/ar/", "/ar"]) {
      const response = await get(url, { "accept-language": "es" });
      expect(response.statusCode, url).toBe(200);
      expect(response.body, url).toContain('<html lang="ar" dir="rtl">');
      expect(response.body, url).toContain("<h1>تداول إلى جانب محترف</h1>");
    }
    // The page's own address still answers in the visitor's language, and says so to caches.
    const plans = await get("/plans", { "accept-language": "es-ES" });
    expect(plans.body).toContain("<h1>Planes</h1>");
    expect(plans.headers.vary).toBe("accept-encoding, accept-language, cookie");
    // A language the build wrote no copy of: the English page, still at that address.
    expect((await get("/ru/plans")).body).toContain("<h1>Plans</h1>");
    // Not an address: English has none but the page's own, and only public pages have one per language.
    expect((await get("/en/plans")).statusCode).toBe(404);
    expect((await get("/es/dashboard")).statusCode).toBe(404);
    expect((await get("/xx/plans")).statusCode).toBe(404);
  });

  it("name their copy in every language and the canonical address of this one, absolute given PUBLIC_URL", async () => {
    t = await startApp("sqlite", { webRoot, clock, env });
    const body = (await t.app.inject({ method: "GET", url: "/es/plans", headers: { "accept-encoding": "identity" } }))
      .body;
    const alternates = [...body.matchAll(/<link rel="alternate" hreflang="([^"]+)" href="([^"]+)" \/>/g)].map(
      ([, language, href]) => `${language} ${href}`,
    );
    expect(alternates).toEqual([
      `en ${TEST_ORIGIN}/plans`,
      `es ${TEST_ORIGIN}/es/plans`,
      `pt-BR ${TEST_ORIGIN}/pt-BR/plans`,
      `ru ${TEST_ORIGIN}/ru/plans`,
      `tr ${TEST_ORIGIN}/tr/plans`,
      `ar ${TEST_ORIGIN}/ar/plans`,
      `id ${TEST_ORIGIN}/id/plans`,
      `x-default ${TEST_ORIGIN}/plans`,
    ]);
    expect(body).toContain(`<link rel="canonical" href="${TEST_ORIGIN}/es/plans" />`);
    // The page's own address, sent in Spanish, names the Spanish address as the canonical one.
    const negotiated = (
      await t.app.inject({
        method: "GET",
        url: "/plans",
        headers: { "accept-encoding": "identity", cookie: "lang=es" },
      })
    ).body;
    expect(negotiated).toContain(`<link rel="canonical" href="${TEST_ORIGIN}/es/plans" />`);
    const landing = (await t.app.inject({ method: "GET", url: "/ar/", headers: { "accept-encoding": "identity" } }))
      .body;
    expect(landing).toContain(`<link rel="alternate" hreflang="ar" href="${TEST_ORIGIN}/ar/" />`);
    expect(landing).toContain(`<link rel="alternate" hreflang="x-default" href="${TEST_ORIGIN}/" />`);
    expect(landing).toContain(`<link rel="canonical" href="${TEST_ORIGIN}/ar/" />`);
  });

  it("send a signed-in member at a language's address to the page's own, which shows their account's language", async () => {
    t = await startApp("sqlite", { webRoot, clock, env });
    const cookie = await cookieFor(t, "premium", clock.now());
    const response = await t.app.inject({
      method: "GET",
      url: "/es/plans?from=mail",
      headers: cookie ? { cookie } : {},
    });
    expect(response.statusCode).toBe(302);
    expect(response.headers.location).toBe("/plans?from=mail");
  });

  it("word the configured legal lines in the page's language, the day as that language writes it", async () => {
    t = await startApp("sqlite", {
      webRoot,
      clock,
      env: { ...env, LEGAL_PHONE: "+1 555 0100", LEGAL_UPDATED: "2026-03-14" },
    });
    const page = async (url: string) =>
      (await t.app.inject({ method: "GET", url, headers: { "accept-encoding": "identity" } })).body;
    expect(await page("/es/terms")).toContain(
      "<p>Última actualización: 14 de marzo de 2026</p><address><span>Dirección: 1 Main St</span><span>Teléfono: +1 555 0100</span></address>",
    );
    expect(await page("/terms")).toContain(
      "<p>Last updated: March 14, 2026</p><address><span>Address: 1 Main St</span><span>Phone: +1 555 0100</span></address>",
    );
  });

  it("carry a preset risk warning in the page's language, and the admin's own text as written", async () => {
    t = await startApp("sqlite", { webRoot, clock, env });
    const page = async (url: string) =>
      (await t.app.inject({ method: "GET", url, headers: { "accept-encoding": "identity" } })).body;
    const spanish = await loadCatalogue("es", "pages");
    const eu = RISK_WARNING_PRESET_KEYS.eu;
    await updateAdminSettings({ db: t.database.handle.db, clock }, { riskWarning: { preset: "eu" } }, null);
    const es = await page("/es/about");
    expect(es).toContain(`<p role="note">${translate("es", { pages: spanish }, eu.short)}</p>`);
    expect(es).toContain(`<footer>${translate("es", { pages: spanish }, eu.long)}</footer>`);
    expect(es).toContain("Riesgo elevado de perder dinero rápidamente debido al apalancamiento.");
    expect(await page("/about")).toContain(`<p role="note">${RISK_WARNING_PRESET_TEXTS.eu.short}</p>`);
    // The app's shell, for a visitor whose browser reads Spanish, too.
    const shell = (await t.app.inject({ method: "GET", url: "/login", headers: { "accept-language": "es" } })).body;
    expect(shell).toContain("Riesgo elevado de perder dinero rápidamente");

    const custom = { preset: "custom", long: "Our own long warning.", short: "Our own short warning." } as const;
    await updateAdminSettings({ db: t.database.handle.db, clock }, { riskWarning: custom }, null);
    expect(await page("/es/about")).toContain('<p role="note">Our own short warning.</p>');
  });

  it("carry a signed-in member's shell with the warning in the language of their account, whatever the browser reads", async () => {
    t = await startApp("sqlite", { webRoot, clock, env });
    const cookie = (await cookieFor(t, "premium", clock.now())) ?? "";
    const shell = async () =>
      (await t.app.inject({ method: "GET", url: "/dashboard", headers: { cookie, "accept-language": "en" } })).body;
    expect(await shell()).toContain(DEFAULT_RISK_WARNING_TEXTS.short);
    const chose = await t.app.inject({
      method: "PATCH",
      url: "/api/account",
      headers: { cookie, origin: TEST_ORIGIN },
      payload: { language: "es" },
    });
    expect(chose.statusCode, chose.body).toBe(200);
    const spanish = translate("es", { pages: await loadCatalogue("es", "pages") }, RISK_WARNING_PRESET_KEYS.uk.short);
    expect(await shell()).toContain(spanish);
    expect(await shell()).not.toContain(DEFAULT_RISK_WARNING_TEXTS.short);
  });

  it("are sent compressed, brotli when the browser takes it, else gzip", async () => {
    t = await startApp("sqlite", { webRoot, clock, env });
    const plain = (await t.app.inject({ method: "GET", url: "/about", headers: { "accept-encoding": "identity" } }))
      .body;
    const br = await t.app.inject({
      method: "GET",
      url: "/about",
      headers: { "accept-encoding": "gzip, deflate, br" },
    });
    expect(br.headers["content-encoding"]).toBe("br");
    expect(br.headers.vary).toContain("accept-encoding");
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(plain);
    const gz = await t.app.inject({ method: "GET", url: "/about", headers: { "accept-encoding": "gzip, br;q=0" } });
    expect(gz.headers["content-encoding"]).toBe("gzip");
    expect(gunzipSync(gz.rawPayload).toString()).toBe(plain);
  });

  it("are not sent to a signed-in member, who gets the app's shell and their own view of the page", async () => {
    t = await startApp("sqlite", { webRoot, clock, env });
    const cookie = await cookieFor(t, "premium", clock.now());
    const response = await t.app.inject({ method: "GET", url: "/about", headers: cookie ? { cookie } : {} });
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('<div id="root"></div>');
    expect(response.body).not.toContain("Trading in the open");
    expect(response.body).toContain('rel="preload" href="/api/auth/me"');
  });

  it("mark the shell sent to a visitor without a live session, so the app starts signed out without asking", async () => {
    t = await startApp("sqlite", { webRoot, clock, env });
    const marker = '<meta name="session" content="none" />';
    for (const url of ["/login", "/register", "/no/such/page"]) {
      const response = await t.app.inject({ method: "GET", url, headers: { cookie: "session=expired" } });
      expect(response.body, url).toContain(marker);
      expect(response.body, url).not.toContain('rel="preload"');
    }
    const cookie = await cookieFor(t, "premium", clock.now());
    const member = await t.app.inject({ method: "GET", url: "/login", headers: cookie ? { cookie } : {} });
    expect(member.body).not.toContain(marker);
    expect(member.body).toContain('rel="preload" href="/api/auth/me"');
    // The shell the service worker keeps for offline use says nothing of who opens it.
    expect((await t.app.inject({ method: "GET", url: "/index.html" })).body).not.toContain(marker);
  });

  it("leave the other pages, and the public pages the build did not prerender, to the shell", async () => {
    t = await startApp("sqlite", { webRoot, clock, env });
    for (const url of ["/dashboard", "/privacy", "/about/team"]) {
      const response = await t.app.inject({ method: "GET", url });
      expect(response.body, url).toContain('<div id="root"></div>');
    }
  });

  it("are never sent as the raw build files", async () => {
    t = await startApp("sqlite", { webRoot, clock, env });
    const response = await t.app.inject({ method: "GET", url: "/prerendered/about.html" });
    expect(response.statusCode).toBe(404);
    expect(response.body).not.toContain("%site:");
  });
});

describe("preferredEncoding", () => {
  it("picks brotli, then gzip, and respects a coding refused with q=0", () => {
    expect(preferredEncoding("gzip, deflate, br, zstd")).toBe("br");
    expect(preferredEncoding("gzip, deflate")).toBe("gzip");
    expect(preferredEncoding("br;q=0, gzip;q=0.5")).toBe("gzip");
    expect(preferredEncoding("*")).toBe("gzip");
    expect(preferredEncoding("identity")).toBeUndefined();
    expect(preferredEncoding(undefined)).toBeUndefined();
  });
});
