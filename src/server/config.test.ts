import { describe, expect, it } from "vitest";
import { LEGAL_TEXTS_CHANGED } from "../shared/site.js";
import { ConfigError, loadConfig, parsePriceProviders, requirePriceProviders } from "./config.js";

/** A public PUBLIC_URL needs a payment provider; these tests are about other settings. */
const testPayments = { PAYMENTS: "local", ALLOW_TEST_PAYMENTS: "true" };

describe("loadConfig", () => {
  it("runs with no configuration at all on the embedded defaults", () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      port: 3000,
      publicUrl: "http://localhost:3000",
      secure: false,
      appName: "SignalDesk",
      databaseUrl: "sqlite:data/app.db",
      admin: undefined,
      auth: { accountFailures: 10, addressLimit: 100 },
      trustedProxyHops: 0,
      slowClients: { headersMs: 10_000, requestMs: 30_000, checkEveryMs: 2_000 },
    });
  });

  it("dates the legal texts from LEGAL_UPDATED, or the day they last changed here, never today", () => {
    expect(loadConfig({}).site.legal.updated).toBe(LEGAL_TEXTS_CHANGED);
    expect(loadConfig({ LEGAL_UPDATED: "2026-03-14" }).site.legal.updated).toBe("2026-03-14");
  });

  it("derives secure cookies from an https public URL and drops its path", () => {
    const config = loadConfig({ ...testPayments, PUBLIC_URL: "https://signals.example.com/app/", PORT: "8080" });
    expect(config.publicUrl).toBe("https://signals.example.com");
    expect(config.secure).toBe(true);
  });

  it.each([
    ["PORT", { PORT: "eighty" }],
    ["PUBLIC_URL", { PUBLIC_URL: "ftp://example.com" }],
    ["DATABASE_URL", { DATABASE_URL: "mysql://localhost/db" }],
    ["AUTH_ACCOUNT_FAILURES", { AUTH_ACCOUNT_FAILURES: "0" }],
    ["TRUST_PROXY", { TRUST_PROXY: "maybe" }],
    ["ADMIN_PASSWORD", { ADMIN_EMAIL: "boss@example.com", ADMIN_PASSWORD: "short" }],
    ["VAPID_PUBLIC_KEY", { VAPID_PUBLIC_KEY: "not-a-key", VAPID_PRIVATE_KEY: "x".repeat(43) }],
    ["VAPID_SUBJECT", { VAPID_SUBJECT: "ops@example.com" }],
    ["REDIS_URL", { REDIS_URL: "http://127.0.0.1:6379" }],
    ["LEGAL_UPDATED", { LEGAL_UPDATED: "14 March 2026" }],
    ["LEGAL_UPDATED", { LEGAL_UPDATED: "2026-02-30" }],
    ["METRICS_TOKEN", { METRICS_TOKEN: "short" }],
    ["METRICS_TOKEN", { METRICS_TOKEN: `${"x".repeat(40)} with spaces` }],
    ["REDIS_EVENTS_SECRET", { REDIS_URL: "redis://cache:6379", REDIS_EVENTS_SECRET: "too short" }],
    ["LIVE_CONNECTIONS_PER_MEMBER", { LIVE_CONNECTIONS_PER_MEMBER: "0" }],
    ["GEO_COUNTRY_HEADER", { TRUST_PROXY: "1", GEO_COUNTRY_HEADER: "cf ipcountry" }],
    // A client could name its own place if no proxy stood in front to set the header.
    ["GEO_COUNTRY_HEADER", { GEO_COUNTRY_HEADER: "cf-ipcountry" }],
    ["GEO_CITY_HEADER", { GEO_CITY_HEADER: "cf-ipcity" }],
  ])("stops with a message naming %s when it is invalid", (name, env) => {
    expect(() => loadConfig(env)).toThrow(ConfigError);
    expect(() => loadConfig(env)).toThrow(new RegExp(`^Invalid environment: .*${name}`));
  });

  it.each([
    ["true", 1],
    ["false", 0],
    ["0", 0],
    ["1", 1],
    ["2", 2],
  ])("reads TRUST_PROXY=%s as %i proxy hops", (value, hops) => {
    expect(loadConfig({ TRUST_PROXY: value }).trustedProxyHops).toBe(hops);
  });

  it("reads the proxy's place headers by their lower-case names, and none by default", () => {
    expect(loadConfig({}).placeHeaders).toEqual({ country: undefined, city: undefined });
    expect(
      loadConfig({ TRUST_PROXY: "1", GEO_COUNTRY_HEADER: "CF-IPCountry", GEO_CITY_HEADER: "CloudFront-Viewer-City" })
        .placeHeaders,
    ).toEqual({ country: "cf-ipcountry", city: "cloudfront-viewer-city" });
  });

  it("reads Web Push keys (both or neither) and Redis, with defaults for the rest", () => {
    const keys = { VAPID_PUBLIC_KEY: "B".repeat(87), VAPID_PRIVATE_KEY: "p".repeat(43) };
    expect(() => loadConfig({ VAPID_PUBLIC_KEY: keys.VAPID_PUBLIC_KEY })).toThrow(
      /VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY/,
    );
    expect(loadConfig({}).push).toEqual({
      vapidKeys: undefined,
      subject: "mailto:support@localhost",
      allowPrivateEndpoints: false,
    });
    expect(loadConfig({}).redis).toBeUndefined();
    const config = loadConfig({
      ...keys,
      VAPID_SUBJECT: "https://signals.example.com",
      REDIS_URL: "redis://cache:6379",
      REDIS_EVENTS_SECRET: "s".repeat(32),
    });
    expect(config.push).toEqual({
      vapidKeys: { publicKey: keys.VAPID_PUBLIC_KEY, privateKey: keys.VAPID_PRIVATE_KEY },
      subject: "https://signals.example.com",
      allowPrivateEndpoints: false,
    });
    expect(config.redis).toEqual({
      url: "redis://cache:6379",
      channel: "signaldesk:position-events",
      secret: "s".repeat(32),
    });
  });

  it("refuses to start without SMTP_URL outside a test deployment, saying to set it", () => {
    const production = {
      PUBLIC_URL: "https://signals.example.com",
      PAYMENTS: "stripe",
      STRIPE_SECRET_KEY: "sk_live_abc",
      STRIPE_WEBHOOK_SECRET: "whsec_abc",
    };
    expect(() => loadConfig(production)).toThrow(ConfigError);
    expect(() => loadConfig(production)).toThrow(/^Invalid environment: SMTP_URL is not set: set SMTP_URL/);
    const withSupport = { ...production, SUPPORT_EMAIL: "help@signals.example.com" };
    expect(loadConfig({ ...withSupport, SMTP_URL: "smtps://mailer:pw@smtp.example.com" }).mail.smtpUrl).toBe(
      "smtps://mailer:pw@smtp.example.com",
    );
    // A test deployment may keep its mail in the outbox.
    expect(loadConfig({}).mail.smtpUrl).toBeUndefined();
    expect(loadConfig({ ...testPayments, PUBLIC_URL: "https://staging.example.com" }).mail.smtpUrl).toBeUndefined();
  });

  it("refuses to start without SUPPORT_EMAIL outside a test deployment, so no page links to a guessed address", () => {
    const production = {
      PUBLIC_URL: "https://signals.example.com",
      PAYMENTS: "stripe",
      STRIPE_SECRET_KEY: "sk_live_abc",
      STRIPE_WEBHOOK_SECRET: "whsec_abc",
      SMTP_URL: "smtps://mailer:pw@smtp.example.com",
    };
    expect(() => loadConfig(production)).toThrow(/^Invalid environment: SUPPORT_EMAIL is not set: set SUPPORT_EMAIL/);
    expect(loadConfig({ ...production, SUPPORT_EMAIL: "help@signals.example.com" }).site.supportEmail).toBe(
      "help@signals.example.com",
    );
    expect(loadConfig({ ...testPayments, PUBLIC_URL: "https://staging.example.com" }).site.supportEmail).toBe(
      "support@staging.example.com",
    );
  });

  it("gives a test deployment at an IP address support@localhost, never an address at the IP", () => {
    for (const PUBLIC_URL of ["http://127.0.0.1:3000", "http://[::1]:3000", "http://10.0.0.7"]) {
      const config = loadConfig({ ...testPayments, PUBLIC_URL });
      expect(config.site.supportEmail).toBe("support@localhost");
      expect(config.mail.from).toBe("SignalDesk <no-reply@localhost>");
      expect(config.push.subject).toBe("mailto:support@localhost");
    }
    expect(
      loadConfig({ PUBLIC_URL: "http://127.0.0.1:3000", SUPPORT_EMAIL: "help@example.com" }).site.supportEmail,
    ).toBe("help@example.com");
  });

  it("requires ADMIN_EMAIL and ADMIN_PASSWORD together", () => {
    expect(() => loadConfig({ ADMIN_EMAIL: "boss@example.com" })).toThrow(/ADMIN_EMAIL and ADMIN_PASSWORD/);
  });

  it("refuses REDIS_URL without REDIS_EVENTS_SECRET, which signs every message on the channel", () => {
    expect(() => loadConfig({ REDIS_URL: "redis://cache:6379" })).toThrow(/REDIS_EVENTS_SECRET/);
    expect(() =>
      loadConfig({ ...testPayments, PUBLIC_URL: "https://signals.example.com", REDIS_URL: "redis://cache:6379" }),
    ).toThrow(/REDIS_EVENTS_SECRET/);
  });

  it("allows push endpoints on private addresses only on a test deployment, with a setting named for testing", () => {
    const allow = { PUSH_ALLOW_PRIVATE_FOR_TESTING: "true" };
    expect(loadConfig({}).push.allowPrivateEndpoints).toBe(false);
    expect(loadConfig(allow).push.allowPrivateEndpoints).toBe(true);
    expect(
      loadConfig({ ...allow, ...testPayments, PUBLIC_URL: "https://staging.example.com" }).push.allowPrivateEndpoints,
    ).toBe(true);
    const production = {
      ...allow,
      PUBLIC_URL: "https://signals.example.com",
      PAYMENTS: "stripe",
      STRIPE_SECRET_KEY: "sk_live_x",
      STRIPE_WEBHOOK_SECRET: "whsec_x",
      SMTP_URL: "smtp://mail.example.com:587",
      SUPPORT_EMAIL: "help@signals.example.com",
    };
    expect(() => loadConfig(production)).toThrow(ConfigError);
    expect(() => loadConfig(production)).toThrow(/PUSH_ALLOW_PRIVATE_FOR_TESTING/);
  });

  it("reaches Telegram at api.telegram.org, and a plain-http Bot API root only on a test deployment's own machine", () => {
    expect(loadConfig({}).telegram.apiRoot).toBe("https://api.telegram.org");
    expect(loadConfig({ TELEGRAM_API_ROOT: "http://127.0.0.1:8081/" }).telegram.apiRoot).toBe("http://127.0.0.1:8081");
    expect(() => loadConfig({ TELEGRAM_API_ROOT: "http://bot-api.internal:8081" })).toThrow(/TELEGRAM_API_ROOT/);
    const production = {
      TELEGRAM_API_ROOT: "http://127.0.0.1:8081",
      PUBLIC_URL: "https://signals.example.com",
      PAYMENTS: "stripe",
      STRIPE_SECRET_KEY: "sk_live_x",
      STRIPE_WEBHOOK_SECRET: "whsec_x",
      SMTP_URL: "smtp://mail.example.com",
      SUPPORT_EMAIL: "help@signals.example.com",
    };
    expect(() => loadConfig(production)).toThrow(/TELEGRAM_API_ROOT/);
    expect(loadConfig({ ...production, TELEGRAM_API_ROOT: "https://bot-api.example.com" }).telegram.apiRoot).toBe(
      "https://bot-api.example.com",
    );
  });

  it("reaches Discord at discord.com, and a plain-http API root or authorize page only on a test deployment's own machine", () => {
    expect(loadConfig({}).discord).toEqual({
      apiRoot: "https://discord.com/api",
      authorizeUrl: "https://discord.com/oauth2/authorize",
    });
    expect(loadConfig({ DISCORD_API_ROOT: "http://127.0.0.1:8082/api/" }).discord.apiRoot).toBe(
      "http://127.0.0.1:8082/api",
    );
    expect(() => loadConfig({ DISCORD_API_ROOT: "http://discord.internal/api" })).toThrow(/DISCORD_API_ROOT/);
    expect(() => loadConfig({ DISCORD_OAUTH_AUTHORIZE_URL: "http://discord.internal/oauth2/authorize" })).toThrow(
      /DISCORD_OAUTH_AUTHORIZE_URL/,
    );
    const production = {
      DISCORD_API_ROOT: "http://127.0.0.1:8082/api",
      PUBLIC_URL: "https://signals.example.com",
      PAYMENTS: "stripe",
      STRIPE_SECRET_KEY: "sk_live_x",
      STRIPE_WEBHOOK_SECRET: "whsec_x",
      SMTP_URL: "smtp://mail.example.com",
      SUPPORT_EMAIL: "help@signals.example.com",
    };
    expect(() => loadConfig(production)).toThrow(/DISCORD_API_ROOT/);
  });

  it("caps live connections per member at LIVE_CONNECTIONS_PER_MEMBER, 5 unless set", () => {
    expect(loadConfig({}).live.connectionsPerMember).toBe(5);
    expect(loadConfig({ LIVE_CONNECTIONS_PER_MEMBER: "2" }).live.connectionsPerMember).toBe(2);
  });

  it("reaches the price providers at their public endpoints unless told otherwise", () => {
    expect(loadConfig({}).priceProviders).toEqual({
      binance: { url: "wss://stream.binance.com:9443" },
      finnhub: { url: "wss://ws.finnhub.io", apiKey: undefined },
    });
    const local = loadConfig({ BINANCE_WS_URL: "ws://127.0.0.1:9443", FINNHUB_API_KEY: "d1abcdefgh12345678" });
    expect(local.priceProviders.binance.url).toBe("ws://127.0.0.1:9443");
    expect(local.priceProviders.finnhub.apiKey).toBe("d1abcdefgh12345678");
  });

  it("refuses an unencrypted price endpoint beyond this machine, which would carry the key in clear", () => {
    expect(() => loadConfig({ FINNHUB_WS_URL: "ws://prices.example.com" })).toThrow(
      /FINNHUB_WS_URL: must be a wss:\/\//,
    );
    expect(() => loadConfig({ BINANCE_WS_URL: "https://stream.binance.com" })).toThrow(/BINANCE_WS_URL/);
  });

  it("reads a PRICE_FEED list of providers, and refuses finnhub without FINNHUB_API_KEY, naming it", () => {
    expect(parsePriceProviders("binance, finnhub")).toEqual(["binance", "finnhub"]);
    expect(parsePriceProviders("binance,nasdaq")).toBeUndefined();
    const { priceProviders } = loadConfig({});
    expect(() => requirePriceProviders(["binance"], priceProviders)).not.toThrow();
    expect(() => requirePriceProviders(["binance", "finnhub"], priceProviders)).toThrow(ConfigError);
    expect(() => requirePriceProviders(["finnhub"], priceProviders)).toThrow(/set FINNHUB_API_KEY/);
    expect(() => loadConfig({ PRICE_FEED: "binance,finnhub" })).toThrow(/set FINNHUB_API_KEY/);
    expect(loadConfig({ PRICE_FEED: "Binance, finnhub", FINNHUB_API_KEY: "d1abcdefgh12345678" }).prices.feed).toEqual({
      source: "providers",
      providers: ["binance", "finnhub"],
    });
  });

  it("tracks no prices unless PRICE_FEED names a feed, and replays files only on a test deployment", () => {
    expect(loadConfig({}).prices).toMatchObject({ feed: { source: "manual" }, quietAfterMs: 120_000 });
    expect(loadConfig({ PRICE_FEED: "replay:ticks.csv", PRICE_REPLAY_SPEED: "4" }).prices.feed).toEqual({
      source: "replay",
      file: "ticks.csv",
      speed: 4,
    });
    const production = {
      PRICE_FEED: "replay:ticks.csv",
      PUBLIC_URL: "https://signals.example.com",
      PAYMENTS: "stripe",
      STRIPE_SECRET_KEY: "sk_test_x",
      STRIPE_WEBHOOK_SECRET: "whsec_x",
      SMTP_URL: "smtp://mail.example.com",
      SUPPORT_EMAIL: "help@example.com",
    };
    expect(() => loadConfig(production)).toThrow(/PRICE_FEED=replay/);
    expect(() => loadConfig({ PRICE_FEED: "yahoo" })).toThrow(/PRICE_FEED/);
  });

  it("reads the entry distances per asset class from PRICE_ENTRY_DISTANCE over the defaults", () => {
    const { entryDistance } = loadConfig({ PRICE_ENTRY_DISTANCE: "forex:0.2, crypto:5" }).prices;
    expect(entryDistance).toMatchObject({ forex: 0.2, crypto: 5, stocks: 2 });
    expect(() => loadConfig({ PRICE_ENTRY_DISTANCE: "bonds:1" })).toThrow(/PRICE_ENTRY_DISTANCE/);
    expect(() => loadConfig({ PRICE_ENTRY_DISTANCE: "forex:-1" })).toThrow(/PRICE_ENTRY_DISTANCE/);
  });
});
