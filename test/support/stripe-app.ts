import { afterAll, beforeAll, beforeEach } from "vitest";
import type { DialectName } from "../../src/server/db/database.js";
import { startFakeStripe, type FakeStripe } from "./fake-stripe.js";
import { TEST_STRIPE_KEY, TEST_WEBHOOK_SECRET } from "./stripe-events.js";
import { useTestApps, type TestApp, type TestAppOptions } from "./test-app.js";

export interface StripeApps {
  /** The fake Stripe of the calling `describe`: started before its first test, its requests cleared before each. */
  readonly fake: FakeStripe;
  /** Starts an app taking payments through Stripe (the real SDK) at the fake; closed after the test. */
  start(dialect: DialectName, options?: TestAppOptions & { secretKey?: string }): Promise<TestApp>;
}

/**
 * The one way a test runs the app on Stripe: one fake Stripe for the calling `describe`, and apps pointed at it with
 * the test keys. Objects the fake made (customers, codes) outlive a test; what a test reads of them is its own.
 */
export function useStripeApps(): StripeApps {
  let fake: FakeStripe | undefined;
  // Registered before the fake's afterAll: every app closes after its test, before the fake does.
  const startApp = useTestApps();
  beforeAll(async () => {
    fake = await startFakeStripe();
  });
  afterAll(async () => {
    await fake?.close();
  });
  beforeEach(() => {
    if (fake) fake.requests.length = 0;
  });
  const running = (): FakeStripe => {
    if (!fake) throw new Error("the fake Stripe starts before the describe's first test");
    return fake;
  };
  return {
    get fake() {
      return running();
    },
    start: (dialect, { secretKey = TEST_STRIPE_KEY, env, ...options } = {}) =>
      startApp(dialect, {
        ...options,
        env: {
          PAYMENTS: "stripe",
          STRIPE_SECRET_KEY: secretKey,
          STRIPE_WEBHOOK_SECRET: TEST_WEBHOOK_SECRET,
          STRIPE_API_BASE: running().url,
          ...env,
        },
      }),
  };
}
