import { describe, expect, it } from "vitest";
import { ConfigError, isLoopbackOrigin, loadConfig } from "../../config.js";

const stripeEnv = { PAYMENTS: "stripe", STRIPE_SECRET_KEY: "sk_test_abc", STRIPE_WEBHOOK_SECRET: "whsec_abc" };

describe("payments configuration", () => {
  it("uses the built-in local checkout by default on a loopback PUBLIC_URL", () => {
    for (const origin of ["http://localhost:3000", "http://127.0.0.1:8080", "http://127.9.0.3", "http://[::1]:3000"]) {
      const config = loadConfig({ PUBLIC_URL: origin });
      expect(config.payments).toEqual({ provider: "local" });
      expect(config.testDeployment).toBe(true);
    }
    expect(loadConfig({}).payments).toEqual({ provider: "local" });
  });

  it("refuses to start on a public PUBLIC_URL without a payment provider, naming what to set", () => {
    const publicUrl = { PUBLIC_URL: "https://signals.example.com" };
    expect(() => loadConfig(publicUrl)).toThrow(ConfigError);
    expect(() => loadConfig(publicUrl)).toThrow(/PAYMENTS=stripe with STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET/);
    expect(() => loadConfig({ ...publicUrl, PAYMENTS: "local" })).toThrow(/ALLOW_TEST_PAYMENTS=true/);
    // The opt-in alone does not choose the local checkout: PAYMENTS=local must be said too.
    expect(() => loadConfig({ ...publicUrl, ALLOW_TEST_PAYMENTS: "true" })).toThrow(/PAYMENTS is not set/);
  });

  it("runs the local checkout on a public address only with the explicit test opt-in", () => {
    const config = loadConfig({
      PUBLIC_URL: "https://staging.example.com",
      PAYMENTS: "local",
      ALLOW_TEST_PAYMENTS: "true",
    });
    expect(config.payments).toEqual({ provider: "local" });
    expect(config.testDeployment).toBe(true);
    const real = loadConfig({
      ...stripeEnv,
      PUBLIC_URL: "https://signals.example.com",
      SMTP_URL: "smtp://mail.example.com",
      SUPPORT_EMAIL: "help@signals.example.com",
    });
    expect(real.payments.provider).toBe("stripe");
    expect(real.testDeployment).toBe(false);
  });

  it("counts only this machine's addresses as loopback", () => {
    for (const origin of ["http://localhost", "http://app.localhost:3000", "http://127.0.0.1", "http://[::1]"]) {
      expect(isLoopbackOrigin(origin)).toBe(true);
    }
    for (const origin of [
      "https://signals.example.com",
      "http://localhost.example.com",
      "http://127.0.0.1.nip.io",
      "http://10.0.0.5",
      "http://192.168.1.2",
      "http://[::2]",
      "http://0.0.0.0",
    ]) {
      expect(isLoopbackOrigin(origin)).toBe(false);
    }
  });

  it("reads Stripe's keys, price ids and another API host", () => {
    const config = loadConfig({
      ...stripeEnv,
      STRIPE_PRO_PRICE_ID: "price_pro",
      STRIPE_API_BASE: "http://127.0.0.1:12111",
    });
    expect(config.payments).toEqual({
      provider: "stripe",
      secretKey: "sk_test_abc",
      webhookSecret: "whsec_abc",
      priceIds: { trial: undefined, pro: "price_pro" },
      apiBase: { host: "127.0.0.1", port: 12111, protocol: "http" },
    });
  });

  it("stops when PAYMENTS=stripe lacks a key, or a value has the wrong shape", () => {
    expect(() => loadConfig({ PAYMENTS: "stripe" })).toThrow(/STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET/);
    expect(() => loadConfig({ ...stripeEnv, STRIPE_SECRET_KEY: "pk_test_abc" })).toThrow(/STRIPE_SECRET_KEY/);
    expect(() => loadConfig({ ...stripeEnv, STRIPE_WEBHOOK_SECRET: "secret" })).toThrow(/STRIPE_WEBHOOK_SECRET/);
    expect(() => loadConfig({ PAYMENTS: "paypal" })).toThrow(ConfigError);
    expect(() => loadConfig({ PAYMENTS: "paypal" })).toThrow(/PAYMENTS/);
  });
});
