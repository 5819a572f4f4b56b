import { englishMessage } from "../../lib/app-error.js";
import { beforeEach, describe, expect, it } from "vitest";
import type { AdminStats } from "../../../shared/admin.js";
import { PROMOTION_MESSAGES, type PromotionCode, type PromotionCodeInput } from "../../../shared/promotions.js";
import { useStripeApps } from "../../../../test/support/stripe-app.js";
import { memberFor } from "../../../../test/support/members.js";
import { callApi } from "../../../../test/support/positions.js";
import { completedSessionEvent, deliver, stripeEvents } from "../../../../test/support/stripe-events.js";
import { manualClock, newMember, postJson, sessionCookieOf, type TestApp } from "../../../../test/support/test-app.js";
import { TEST_DIALECTS } from "../../../../test/support/test-env.js";

const DAY = 24 * 60 * 60 * 1000;

const spring = (overrides: Partial<PromotionCodeInput> = {}): PromotionCodeInput => ({
  code: "SPRING",
  name: "Spring sale",
  kind: "percent",
  value: 20,
  duration: "once",
  months: null,
  plans: ["trial", "pro"],
  expiresOn: null,
  maxRedemptions: null,
  oncePerMember: true,
  ...overrides,
});

describe.each(TEST_DIALECTS)("promotion codes through Stripe on %s", (dialect) => {
  let t: TestApp;
  let clock: ReturnType<typeof manualClock>;
  let admin: string;
  const stripe = useStripeApps();
  beforeEach(async () => {
    clock = manualClock(new Date());
    t = await stripe.start(dialect, { clock });
    admin = (await memberFor(t, "admin", clock.now())).cookie;
  });

  // Codes are unique at the fake, which outlives one test: each test's codes get their own suffix.
  let suffix = 0;
  const createCode = async (overrides: Partial<PromotionCodeInput> = {}) => {
    suffix += 1;
    const input = spring({
      ...overrides,
      code: `${overrides.code ?? "SPRING"}${dialect.slice(0, 2).toUpperCase()}${suffix}`,
    });
    const response = await callApi(t, "POST", "/api/admin/promotion-codes", { cookie: admin, body: input });
    expect(response.statusCode, response.body).toBe(201);
    return response.json<PromotionCode>();
  };
  const signUp = async () => {
    const response = await postJson(t.app, "/api/auth/register", newMember());
    return { cookie: sessionCookieOf(response), id: response.json<{ id: string }>().id };
  };
  const checkout = (cookie: string, planType: string, code?: string) =>
    postJson(t.app, "/api/stripe/create-checkout-session", { planType, ...(code ? { code } : {}) }, cookie);
  const lastSessionRequest = () => [...stripe.fake.requests].reverse().find((r) => r.path === "/v1/checkout/sessions");
  /** The member pays the checkout opened last at Stripe; Stripe's webhook then says so. */
  const payLastSession = async (payment: string) => {
    const { provider_session_id } = await t.database.handle.db
      .selectFrom("checkout_sessions")
      .select("provider_session_id")
      .orderBy("created_at", "desc")
      .executeTakeFirstOrThrow();
    const session = stripe.fake.completeSession(provider_session_id ?? "", payment);
    const answer = await deliver(t.app, completedSessionEvent(session, clock.now().toISOString()));
    expect(answer.statusCode, answer.body).toBe(200);
    return session;
  };
  const ledger = (userId: string) =>
    t.database.handle.db.selectFrom("payments").selectAll().where("user_id", "=", userId).execute();
  const stats = async () => (await callApi(t, "GET", "/api/admin/stats", { cookie: admin })).json<AdminStats>();

  it("creates the coupon and promotion code at Stripe, and switches the code off there too", async () => {
    const code = await createCode({
      kind: "amount",
      value: 1000,
      duration: "repeating",
      months: 3,
      maxRedemptions: 50,
    });
    const [coupon] = stripe.fake.requests.filter((r) => r.path === "/v1/coupons");
    expect(coupon?.params).toMatchObject({
      amount_off: "1000",
      currency: "usd",
      duration: "repeating",
      duration_in_months: "3",
    });
    const [promotion] = stripe.fake.requests.filter((r) => r.path === "/v1/promotion_codes");
    expect(promotion?.params).toMatchObject({ "promotion[type]": "coupon", code: code.code, max_redemptions: "50" });
    expect(promotion?.idempotencyKey).toBe(`promotion-code-${code.id}`);

    const off = await callApi(t, "POST", `/api/admin/promotion-codes/${code.id}/deactivate`, { cookie: admin });
    expect(off.statusCode, off.body).toBe(200);
    const stored = [...stripe.fake.promotionCodes.values()].find((p) => p.code === code.code);
    expect(stored?.active).toBe(false);
    const member = await signUp();
    const refused = await checkout(member.cookie, "trial", code.code);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({ message: englishMessage(PROMOTION_MESSAGES.inactive) });
  });

  it("applies a code in Checkout: Stripe's discounted total reaches the ledger, revenue and the redemptions", async () => {
    const code = await createCode();
    const member = await signUp();
    const opened = await checkout(member.cookie, "trial", code.code.toLowerCase());
    expect(opened.statusCode, opened.body).toBe(200);
    const request = lastSessionRequest();
    const stored = [...stripe.fake.promotionCodes.values()].find((p) => p.code === code.code);
    expect(request?.params["discounts[0][promotion_code]"]).toBe(stored?.id);
    expect(request?.params.allow_promotion_codes).toBeUndefined();

    const session = await payLastSession("pi_test_spring");
    expect(session).toMatchObject({ amount_total: 3920, total_details: { amount_discount: 980 } });
    expect(await ledger(member.id)).toMatchObject([{ kind: "charge", plan: "trial", amount_cents: 3920 }]);
    const me = await callApi(t, "GET", "/api/auth/me", { cookie: member.cookie });
    expect(me.json()).toMatchObject({ subscriptionStatus: "trial" });
    expect((await stats()).revenueThisMonth).toBe(39.2);

    const redemptions = await callApi(t, "GET", `/api/admin/promotion-codes/${code.id}/redemptions`, { cookie: admin });
    expect(redemptions.json()).toMatchObject([{ plan: "trial", amountCents: 3920, listPriceCents: 4900 }]);
    const list = await callApi(t, "GET", "/api/admin/promotion-codes", { cookie: admin });
    expect(list.json<PromotionCode[]>().find((c) => c.id === code.id)?.redemptions).toBe(1);
  });

  it("counts a Pro invoice's discount for the code's months: the renewal pays what Stripe charged", async () => {
    const code = await createCode({ kind: "amount", value: 5000, duration: "repeating", months: 2, plans: ["pro"] });
    const member = await signUp();
    expect((await checkout(member.cookie, "pro", code.code)).statusCode).toBe(200);
    const session = await payLastSession("sub_test_spring");
    expect(session.amount_total).toBe(12900);
    const checkoutId = String(session.metadata && (session.metadata as Record<string, string>).checkoutId);
    const at = clock.now().toISOString();
    const paid = stripeEvents.invoice("invoice.paid", {
      userId: member.id,
      subscription: "sub_test_spring",
      invoice: "in_test_spring",
      at,
      periodStart: at,
      periodEnd: new Date(clock.now().getTime() + 30 * DAY).toISOString(),
      checkoutId,
      amountPaid: 12900,
      discountCents: 5000,
    });
    expect((await deliver(t.app, paid)).statusCode).toBe(200);
    expect(await ledger(member.id)).toMatchObject([{ kind: "charge", plan: "pro", amount_cents: 12900 }]);
    expect((await callApi(t, "GET", "/api/auth/me", { cookie: member.cookie })).json()).toMatchObject({
      subscriptionStatus: "premium",
    });
  });

  it("refuses a code past its limit, one past its expiry, one for another plan, and a second use by one member", async () => {
    const limited = await createCode({ maxRedemptions: 1, oncePerMember: false });
    const first = await signUp();
    expect((await checkout(first.cookie, "trial", limited.code)).statusCode).toBe(200);
    await payLastSession("pi_test_limit");
    const second = await signUp();
    const overLimit = await checkout(second.cookie, "trial", limited.code);
    expect(overLimit.statusCode).toBe(409);
    expect(overLimit.json()).toEqual({ message: englishMessage(PROMOTION_MESSAGES.used) });

    const today = clock.now().toISOString().slice(0, 10);
    const expiring = await createCode({ expiresOn: today });
    clock.advance(DAY);
    const expired = await checkout(second.cookie, "trial", expiring.code);
    expect(expired.statusCode).toBe(409);
    expect(expired.json()).toEqual({ message: englishMessage(PROMOTION_MESSAGES.expired) });
    const preview = await t.app.inject({ method: "GET", url: `/api/promotion-codes/${expiring.code}?plan=trial` });
    expect(preview.statusCode).toBe(409);
    expect(preview.json()).toEqual({ message: englishMessage(PROMOTION_MESSAGES.expired) });

    const proOnly = await createCode({ plans: ["pro"] });
    const otherPlan = await checkout(second.cookie, "trial", proOnly.code);
    expect(otherPlan.statusCode).toBe(409);
    expect(otherPlan.json()).toEqual({ message: englishMessage(PROMOTION_MESSAGES.otherPlan) });

    const once = await createCode({ plans: ["trial", "pro"] });
    expect((await checkout(second.cookie, "trial", once.code)).statusCode).toBe(200);
    await payLastSession("pi_test_once");
    const again = await checkout(second.cookie, "pro", once.code);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ message: englishMessage(PROMOTION_MESSAGES.oncePerMember) });

    const unknown = await checkout(second.cookie, "pro", "NOSUCHCODE");
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ message: englishMessage(PROMOTION_MESSAGES.notFound) });
    // Nothing was opened at Stripe for the refused codes.
    expect(stripe.fake.requests.filter((r) => r.path === "/v1/checkout/sessions")).toHaveLength(2);
  });

  it("tells the member when Stripe refuses a code our records still allow, and opens nothing", async () => {
    const code = await createCode({ maxRedemptions: 5 });
    const stored = [...stripe.fake.promotionCodes.values()].find((p) => p.code === code.code);
    if (stored) stored.times_redeemed = 5; // used up at Stripe a moment ago
    const member = await signUp();
    const refused = await checkout(member.cookie, "trial", code.code);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({ message: englishMessage(PROMOTION_MESSAGES.refusedByProvider) });
    // The one-open-checkout slot is free again: the plan can be bought without the code.
    expect((await checkout(member.cookie, "trial")).statusCode).toBe(200);
  });

  it("refuses a paid session whose discount is not the code the checkout was opened with", async () => {
    const member = await signUp();
    expect((await checkout(member.cookie, "trial")).statusCode).toBe(200);
    const { provider_session_id } = await t.database.handle.db
      .selectFrom("checkout_sessions")
      .select("provider_session_id")
      .executeTakeFirstOrThrow();
    const paid = stripe.fake.completeSession(provider_session_id ?? "", "pi_test_other_discount");
    // A coupon added by hand at Stripe: the session charged less than the plan's price for no code of ours.
    const tampered = {
      ...paid,
      amount_total: 2450,
      total_details: { amount_discount: 2450, amount_shipping: 0, amount_tax: 0 },
      discounts: [{ coupon: "co_by_hand", promotion_code: null }],
    };
    expect((await deliver(t.app, completedSessionEvent(tampered, clock.now().toISOString()))).statusCode).toBe(200);
    expect(await ledger(member.id)).toEqual([]);
    const stored = await t.database.handle.db.selectFrom("payment_events").select("refusal").executeTakeFirst();
    expect(stored?.refusal).toBe("amount 2450 is not the trial price 4900");
  });
});
