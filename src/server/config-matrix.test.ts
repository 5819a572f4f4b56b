import { describe, expect, it } from "vitest";
import { ConfigError, loadConfig } from "./config.js";

/** A public deployment with everything it needs: each case below takes one thing away or gets one thing wrong. */
const PRODUCTION = {
  PUBLIC_URL: "https://signals.example.com",
  PAYMENTS: "stripe",
  STRIPE_SECRET_KEY: "sk_live_abc",
  STRIPE_WEBHOOK_SECRET: "whsec_abc",
  SMTP_URL: "smtps://mailer:pw@smtp.example.com",
  SUPPORT_EMAIL: "help@signals.example.com",
  ADMIN_EMAIL: "owner@signals.example.com",
  ADMIN_PASSWORD: "quartz lantern orbit meadow",
};

const refusal = (env: Record<string, string | undefined>): string => {
  try {
    loadConfig(env);
  } catch (error) {
    expect(error).toBeInstanceOf(ConfigError);
    return (error as ConfigError).message;
  }
  throw new Error("the configuration was accepted");
};

const without = (...names: (keyof typeof PRODUCTION)[]) =>
  Object.fromEntries(Object.entries(PRODUCTION).filter(([name]) => !names.includes(name as keyof typeof PRODUCTION)));

describe("the configuration matrix", () => {
  it("starts a complete production configuration on every interface, over https, with Stripe", () => {
    const config = loadConfig(PRODUCTION);
    expect(config).toMatchObject({ host: "0.0.0.0", publicUrl: "https://signals.example.com", testDeployment: false });
    expect(config.payments.provider).toBe("stripe");
  });

  it("listens on this machine only when nothing is set, so npm start is a test deployment nobody else reaches", () => {
    expect(loadConfig({})).toMatchObject({
      host: "localhost",
      publicUrl: "http://localhost:3000",
      testDeployment: true,
    });
  });

  it.each(["127.0.0.1", "localhost", "::1", "[::1]", "127.0.0.2"])(
    "runs a test deployment without PUBLIC_URL on the loopback HOST %s",
    (host) => {
      expect(loadConfig({ HOST: host })).toMatchObject({ host, testDeployment: true });
    },
  );

  it.each(["0.0.0.0", "::", "192.168.1.20", "signals.example.com"])(
    "refuses HOST=%s without PUBLIC_URL: the free test checkout would be open to other machines",
    (host) => {
      expect(refusal({ HOST: host })).toMatch(/^Invalid environment: PUBLIC_URL is not set but HOST=.* set PUBLIC_URL/);
    },
  );

  it("refuses the image's HOST=0.0.0.0 with a loopback default but accepts it once PUBLIC_URL names the origin", () => {
    expect(() => loadConfig({ ...PRODUCTION, HOST: "0.0.0.0" })).not.toThrow();
    expect(refusal({ ...without("PUBLIC_URL"), HOST: "0.0.0.0" })).toMatch(/PUBLIC_URL is not set/);
  });

  it.each([
    ["a common password", "password"],
    ["a keyboard walk", "qwertyuiop"],
    ["the admin's own address", "owner@signals.example.com"],
    ["a word and a year", "Summer2026!"],
  ])("refuses a guessable ADMIN_PASSWORD (%s), on any deployment", (_, password) => {
    expect(refusal({ ...PRODUCTION, ADMIN_PASSWORD: password })).toMatch(/ADMIN_PASSWORD is too easy to guess/);
    expect(refusal({ ADMIN_EMAIL: PRODUCTION.ADMIN_EMAIL, ADMIN_PASSWORD: password })).toMatch(/ADMIN_PASSWORD/);
  });

  it("refuses an http:// PUBLIC_URL outside a test deployment, and allows it on a staging one", () => {
    expect(refusal({ ...PRODUCTION, PUBLIC_URL: "http://signals.example.com" })).toMatch(
      /^Invalid environment: PUBLIC_URL: must be an https:\/\/ origin/,
    );
    const staging = { PUBLIC_URL: "http://staging.internal:3000", PAYMENTS: "local", ALLOW_TEST_PAYMENTS: "true" };
    expect(loadConfig(staging)).toMatchObject({ secure: false, testDeployment: true });
  });

  it("names every missing production setting in one error, not one per start", () => {
    const message = refusal({ PUBLIC_URL: "https://signals.example.com", REDIS_URL: "redis://cache:6379" });
    for (const name of ["PAYMENTS", "SMTP_URL", "SUPPORT_EMAIL", "REDIS_EVENTS_SECRET"]) {
      expect(message).toContain(name);
    }
    expect(message.match(/Invalid environment/g)).toHaveLength(1);
  });

  it("names malformed values and missing ones together, each once", () => {
    const message = refusal({
      ...without("SUPPORT_EMAIL", "STRIPE_WEBHOOK_SECRET"),
      SMTP_URL: "ftp://mail.example.com",
      ADMIN_PASSWORD: "password",
      PORT: "eighty",
    });
    expect(message).toMatch(/^Invalid environment: /);
    for (const name of ["SMTP_URL", "PORT", "SUPPORT_EMAIL", "STRIPE_WEBHOOK_SECRET", "ADMIN_PASSWORD"]) {
      expect(message).toContain(name);
    }
    // The malformed SMTP_URL is not also reported as missing.
    expect(message).not.toContain("SMTP_URL is not set");
  });

  it.each([
    ["PAYMENTS", without("PAYMENTS", "STRIPE_SECRET_KEY", "STRIPE_WEBHOOK_SECRET")],
    ["STRIPE_SECRET_KEY", without("STRIPE_SECRET_KEY")],
    ["SMTP_URL", without("SMTP_URL")],
    ["SUPPORT_EMAIL", without("SUPPORT_EMAIL")],
    ["REDIS_EVENTS_SECRET", { ...PRODUCTION, REDIS_URL: "redis://cache:6379" }],
    ["PUSH_ALLOW_PRIVATE_FOR_TESTING", { ...PRODUCTION, PUSH_ALLOW_PRIVATE_FOR_TESTING: "true" }],
    ["WEBHOOKS_ALLOW_PRIVATE_FOR_TESTING", { ...PRODUCTION, WEBHOOKS_ALLOW_PRIVATE_FOR_TESTING: "true" }],
    ["PRICE_FEED", { ...PRODUCTION, PRICE_FEED: "replay:ticks.csv" }],
    ["FINNHUB_API_KEY", { ...PRODUCTION, PRICE_FEED: "finnhub" }],
    ["TELEGRAM_API_ROOT", { ...PRODUCTION, TELEGRAM_API_ROOT: "http://127.0.0.1:8081" }],
    ["PRICE_ENTRY_DISTANCE", { ...PRODUCTION, PRICE_ENTRY_DISTANCE: "bonds:1" }],
  ])("refuses production without a valid %s, naming it", (name, env) => {
    expect(refusal(env)).toContain(name);
  });
});
