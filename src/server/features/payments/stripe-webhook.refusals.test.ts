import { beforeEach, describe, expect, it } from "vitest";
import { useStripeApps } from "../../../../test/support/stripe-app.js";
import { deliver, stripeEvents, type TestEvent, type TestSession } from "../../../../test/support/stripe-events.js";
import { TEST_DIALECTS } from "../../../../test/support/test-env.js";
import { manualClock, newMember, postJson, sessionCookieOf, type TestApp } from "../../../../test/support/test-app.js";

const NOW = "2026-11-21T12:00:00.000Z";
const PRO_PRICE = "price_test_configured_pro";

/** What a signed event names but that this server never sold grants nothing, and says so. */
describe.each(TEST_DIALECTS)("Stripe events beyond what we sold, on %s", (dialect) => {
  let t: TestApp;
  const stripe = useStripeApps();
  const start = async (env: Record<string, string> = {}) => {
    t = await stripe.start(dialect, {
      clock: manualClock(new Date(NOW)),
      env,
    });
  };
  beforeEach(() => start());

  const signUp = async () => {
    const response = await postJson(t.app, "/api/auth/register", newMember());
    return { cookie: sessionCookieOf(response), id: response.json<{ id: string }>().id };
  };
  const openCheckout = async (cookie: string, planType: "trial" | "pro"): Promise<TestSession> => {
    const response = await postJson(t.app, "/api/stripe/create-checkout-session", { planType }, cookie);
    expect(response.statusCode, response.body).toBe(200);
    const created = [...stripe.fake.requests].reverse().find((request) => request.path === "/v1/checkout/sessions");
    return {
      id: response.json<{ url: string }>().url.split("/").pop() ?? "",
      checkoutId: created?.params["metadata[checkoutId]"],
    };
  };
  const access = async (userId: string) =>
    t.database.handle.db
      .selectFrom("users")
      .select(["subscription_status", "subscription_expiry"])
      .where("id", "=", userId)
      .executeTakeFirstOrThrow();
  const ledger = (userId: string) =>
    t.database.handle.db
      .selectFrom("payments")
      .select(["kind", "plan", "amount_cents", "livemode"])
      .where("user_id", "=", userId)
      .execute();
  const recorded = (eventId: string) =>
    t.database.handle.db.selectFrom("payment_events").select(["refusal"]).where("id", "=", eventId).executeTakeFirst();
  const warned = (eventId: string) =>
    t.logs.some((line) => {
      const entry = JSON.parse(line) as { level: number; eventId?: string };
      return entry.level === 40 && entry.eventId === eventId;
    });

  /** Delivered and acknowledged (Stripe must not retry), recorded with why, warned about, and nothing granted. */
  const expectRefused = async (userId: string, event: TestEvent) => {
    const response = await deliver(t.app, event);
    expect(response.statusCode, response.body).toBe(200);
    expect(await access(userId)).toEqual({ subscription_status: "inactive", subscription_expiry: null });
    expect(await ledger(userId)).toEqual([]);
    expect((await recorded(event.id))?.refusal).toEqual(expect.any(String));
    expect(warned(event.id)).toBe(true);
  };

  const proInvoice = (
    userId: string,
    session: TestSession,
    extra: Partial<Parameters<typeof stripeEvents.invoice>[1]> = {},
  ) =>
    stripeEvents.invoice("invoice.paid", {
      userId,
      subscription: `sub_${userId.slice(0, 8)}`,
      invoice: `in_${userId.slice(0, 8)}`,
      at: NOW,
      periodStart: NOW,
      periodEnd: "2026-12-21T12:00:00.000Z",
      checkoutId: session.checkoutId,
      ...extra,
    });

  it("grants nothing for a paid checkout session this server never created", async () => {
    const { id } = await signUp();
    await expectRefused(
      id,
      stripeEvents.trialCheckoutCompleted(id, NOW, "pi_link", undefined, { id: "cs_test_link", amount: 50 }),
    );
  });

  it("grants nothing for our trial checkout paid with another amount or currency", async () => {
    const cheap = await signUp();
    const session = await openCheckout(cheap.cookie, "trial");
    await expectRefused(
      cheap.id,
      stripeEvents.trialCheckoutCompleted(cheap.id, NOW, "pi_cheap", undefined, { ...session, amount: 50 }),
    );
    const foreign = await signUp();
    const theirs = await openCheckout(foreign.cookie, "trial");
    await expectRefused(
      foreign.id,
      stripeEvents.trialCheckoutCompleted(foreign.id, NOW, "pi_jpy", undefined, { ...theirs, currency: "jpy" }),
    );
  });

  it("grants nothing for a Pro invoice of another amount, currency or interval", async () => {
    for (const extra of [
      { amountPaid: 100 },
      { currency: "eur" },
      { periodEnd: "2027-11-21T12:00:00.000Z" }, // a year
    ]) {
      const { id, cookie } = await signUp();
      const session = await openCheckout(cookie, "pro");
      await expectRefused(id, proInvoice(id, session, extra));
    }
  });

  it("grants nothing for a $0 invoice of a subscription no checkout of ours created", async () => {
    const { id } = await signUp();
    await expectRefused(
      id,
      stripeEvents.invoice("invoice.paid", {
        userId: id,
        subscription: "sub_made_by_hand",
        invoice: "in_zero",
        at: NOW,
        periodStart: NOW,
        periodEnd: "2027-11-21T12:00:00.000Z",
        amountPaid: 0,
      }),
    );
  });

  it("grants nothing for a subscription created for another member", async () => {
    const owner = await signUp();
    const session = await openCheckout(owner.cookie, "pro");
    const other = await signUp();
    await expectRefused(other.id, proInvoice(other.id, session));
    expect(await access(owner.id)).toEqual({ subscription_status: "inactive", subscription_expiry: null });
  });

  it("grants only the configured Pro price id, when one is set", async () => {
    await start({ STRIPE_PRO_PRICE_ID: PRO_PRICE });
    const wrong = await signUp();
    await expectRefused(
      wrong.id,
      proInvoice(wrong.id, await openCheckout(wrong.cookie, "pro"), { priceId: "price_other" }),
    );
    const right = await signUp();
    const invoice = proInvoice(right.id, await openCheckout(right.cookie, "pro"), { priceId: PRO_PRICE });
    expect((await deliver(t.app, invoice)).statusCode).toBe(200);
    expect((await access(right.id)).subscription_status).toBe("premium");
  });

  it("still grants the genuine purchases, and marks Stripe's test mode as test money", async () => {
    const live = await signUp();
    const trial = await openCheckout(live.cookie, "trial");
    expect(
      (await deliver(t.app, stripeEvents.trialCheckoutCompleted(live.id, NOW, "pi_live", undefined, trial))).statusCode,
    ).toBe(200);
    expect(await access(live.id)).toEqual({
      subscription_status: "trial",
      subscription_expiry: "2026-12-21T12:00:00.000Z",
    });
    expect(await ledger(live.id)).toEqual([{ kind: "charge", plan: "trial", amount_cents: 4900, livemode: 1 }]);

    const testMode = await signUp();
    const pro = await openCheckout(testMode.cookie, "pro");
    expect((await deliver(t.app, proInvoice(testMode.id, pro, { livemode: false }))).statusCode).toBe(200);
    expect(await access(testMode.id)).toEqual({
      subscription_status: "premium",
      subscription_expiry: "2026-12-21T12:00:00.000Z",
    });
    expect(await ledger(testMode.id)).toEqual([{ kind: "charge", plan: "pro", amount_cents: 17900, livemode: 0 }]);
  });
});
