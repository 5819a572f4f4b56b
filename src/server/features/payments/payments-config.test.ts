import { describe, expect, it } from "vitest";
import { ConfigError, loadConfig } from "../../config.js";

const stripeEnv = { PAYMENTS: "stripe", STRIPE_SECRET_KEY: "sk_test_abc", STRIPE_WEBHOOK_SECRET: "whsec_abc" };

describe("payments configuration", () => {
  it("uses the built-in local checkout by default", () => {
    expect(loadConfig({}).payments).toEqual({ provider: "local" });
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
