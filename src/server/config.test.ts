import { describe, expect, it } from "vitest";
import { ConfigError, loadConfig } from "./config.js";

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

  it("reads Web Push keys (both or neither) and Redis, with defaults for the rest", () => {
    const keys = { VAPID_PUBLIC_KEY: "B".repeat(87), VAPID_PRIVATE_KEY: "p".repeat(43) };
    expect(() => loadConfig({ VAPID_PUBLIC_KEY: keys.VAPID_PUBLIC_KEY })).toThrow(
      /VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY/,
    );
    expect(loadConfig({}).push).toEqual({ vapidKeys: undefined, subject: "mailto:support@localhost" });
    expect(loadConfig({}).redis).toBeUndefined();
    const config = loadConfig({
      ...keys,
      VAPID_SUBJECT: "https://signals.example.com",
      REDIS_URL: "redis://cache:6379",
    });
    expect(config.push).toEqual({
      vapidKeys: { publicKey: keys.VAPID_PUBLIC_KEY, privateKey: keys.VAPID_PRIVATE_KEY },
      subject: "https://signals.example.com",
    });
    expect(config.redis).toEqual({ url: "redis://cache:6379", channel: "signaldesk:position-events" });
  });

  it("requires ADMIN_EMAIL and ADMIN_PASSWORD together", () => {
    expect(() => loadConfig({ ADMIN_EMAIL: "boss@example.com" })).toThrow(/ADMIN_EMAIL and ADMIN_PASSWORD/);
  });
});
