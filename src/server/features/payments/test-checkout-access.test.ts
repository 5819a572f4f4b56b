import { describe, expect, it } from "vitest";
import { TEST_DIALECTS } from "../../../../test/support/test-env.js";
import {
  newMember,
  postJson,
  sessionCookieOf,
  TEST_NOW,
  useTestApp,
  useTestApps,
  type TestApp,
} from "../../../../test/support/test-app.js";

import { purchaseRefusal } from "./checkout.service.js";

const STRIPE = { PAYMENTS: "stripe", STRIPE_SECRET_KEY: "sk_test_switch", STRIPE_WEBHOOK_SECRET: "whsec_switch" };

/** The start's warnings about plans it ended. */
const endedWarnings = (app: TestApp) =>
  app.logs
    .map((line) => JSON.parse(line) as { level: number; msg: string; ended?: unknown })
    .filter((line) => line.level === 40 && line.msg.includes("test checkout gave"));

describe.each(TEST_DIALECTS)("switching from the test checkout to Stripe on %s", (dialect) => {
  const t = useTestApp(dialect, { clockAt: TEST_NOW });
  const startAnother = useTestApps();

  const signUp = async () => {
    const response = await postJson(t.app, "/api/auth/register", newMember());
    return { cookie: sessionCookieOf(response), id: response.json<{ id: string }>().id };
  };
  const me = async (cookie: string, on: TestApp = t) =>
    (await on.app.inject({ method: "GET", url: "/api/auth/me", headers: { cookie } })).json<{
      subscriptionStatus: string;
    }>();
  const buy = async (cookie: string, planType: "trial" | "pro") => {
    const { url } = (await postJson(t.app, "/api/stripe/create-checkout-session", { planType }, cookie)).json<{
      url: string;
    }>();
    const id = url.split("/").pop() ?? "";
    const paid = await postJson(t.app, `/api/payments/local/sessions/${id}/complete`, {}, cookie);
    expect(paid.statusCode, paid.body).toBe(200);
  };

  it("ends at its first start with Stripe the trial and Pro plans the test checkout gave, keeps an admin's grant, and logs how many", async () => {
    const trial = await signUp();
    const pro = await signUp();
    const granted = await signUp();
    await buy(trial.cookie, "trial");
    await buy(pro.cookie, "pro");
    await t.database.handle.db
      .updateTable("users")
      .set({ subscription_status: "standard", subscription_expiry: null })
      .where("id", "=", granted.id)
      .execute();
    expect((await me(pro.cookie)).subscriptionStatus).toBe("premium");

    // The server restarts with Stripe on the same database.
    const stripe = await startAnother(dialect, { sharingDatabaseOf: t, clock: t.clock, env: STRIPE });
    expect(endedWarnings(stripe).map((line) => line.ended)).toEqual([{ trial: 1, pro: 1 }]);
    expect((await me(trial.cookie, stripe)).subscriptionStatus).toBe("inactive");
    expect((await me(pro.cookie, stripe)).subscriptionStatus).toBe("inactive");
    expect((await me(granted.cookie, stripe)).subscriptionStatus).toBe("standard");
    const db = t.database.handle.db;
    // The ledger keeps its test rows, still marked as test money.
    const rows = await db.selectFrom("payments").select(["livemode", "provider"]).execute();
    expect(rows).toEqual([
      { livemode: 0, provider: "local" },
      { livemode: 0, provider: "local" },
    ]);
    // The test subscription ended with the switch: the member may buy Pro for real.
    const billing = await stripe.app.inject({ method: "GET", url: "/api/payments", headers: { cookie: pro.cookie } });
    expect(billing.json<{ subscription: { status: string; endedAt: string } }>().subscription).toMatchObject({
      status: "canceled",
      endedAt: t.clock.now().toISOString(),
    });
    const proMember = await db.selectFrom("users").selectAll().where("id", "=", pro.id).executeTakeFirstOrThrow();
    expect(await purchaseRefusal({ db }, proMember, "pro", t.clock.now())).toBeNull();
    // A later start finds nothing more to end, and says nothing.
    const again = await startAnother(dialect, { sharingDatabaseOf: t, clock: t.clock, env: STRIPE });
    expect(endedWarnings(again)).toEqual([]);
  });
});
