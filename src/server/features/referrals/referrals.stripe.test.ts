import { beforeEach, describe, expect, it } from "vitest";
import { randomUUID } from "node:crypto";
import { useStripeApps } from "../../../../test/support/stripe-app.js";
import { memberFor, type RoleMember } from "../../../../test/support/members.js";
import {
  completedSessionEvent,
  deliver,
  stripeEvents,
  type TestEvent,
} from "../../../../test/support/stripe-events.js";
import { manualClock, newMember, postJson, sessionCookieOf, type TestApp } from "../../../../test/support/test-app.js";
import { TEST_DIALECTS } from "../../../../test/support/test-env.js";
import type { ReferralAdmin, ReferralDashboard } from "../../../shared/referrals.js";

const DAY = 24 * 60 * 60 * 1000;

/*
 * Commissions from real payments: checkouts opened through the app with the real Stripe SDK against the fake Stripe,
 * and Stripe's signed webhooks (docs/product.md#referrals).
 */
describe.each(TEST_DIALECTS)("affiliate commissions through Stripe on %s", (dialect) => {
  let t: TestApp;
  let clock: ReturnType<typeof manualClock>;
  let admin: RoleMember;
  let affiliate: RoleMember;
  const stripe = useStripeApps();
  beforeEach(async () => {
    clock = manualClock(new Date("2026-12-10T12:00:00.000Z"));
    t = await stripe.start(dialect, { clock });
    admin = await memberFor(t, "admin", clock.now());
    affiliate = await memberFor(t, "inactive", clock.now());
    const marked = await postJson(t.app, "/api/admin/referrals/affiliates", { email: affiliate.email }, admin.cookie);
    expect(marked.statusCode, marked.body).toBe(201);
  });

  const get = (url: string, cookie: string) => t.app.inject({ method: "GET", url, headers: { cookie } });
  const dashboard = async (cookie = affiliate.cookie) =>
    (await get("/api/referrals/me", cookie)).json<ReferralDashboard>();
  const freshSecondFactor = () =>
    t.database.handle.db
      .updateTable("sessions")
      .set({ second_factor_at: clock.now().toISOString() })
      .where("user_id", "=", admin.id)
      .execute();

  /** A visitor follows the affiliate's link, registers, and pays a trial through Stripe; answers the paid event. */
  async function referredPurchase(paymentIntent: string, options: { email?: string; referrer?: RoleMember } = {}) {
    const code = (await dashboard(options.referrer?.cookie)).code;
    const link = await t.app.inject({ method: "GET", url: `/r/${code}`, headers: { "user-agent": "test" } });
    const visit = link.cookies.find((c) => c.name === "referral")?.value;
    const member = newMember(options.email ? { email: options.email } : {});
    const registered = await postJson(t.app, "/api/auth/register", member, `referral=${visit}`);
    const cookie = sessionCookieOf(registered);
    const opened = await postJson(t.app, "/api/stripe/create-checkout-session", { planType: "trial" }, cookie);
    expect(opened.statusCode, opened.body).toBe(200);
    const { provider_session_id } = await t.database.handle.db
      .selectFrom("checkout_sessions")
      .innerJoin("users", "users.id", "checkout_sessions.user_id")
      .select("provider_session_id")
      .where("users.email", "=", member.email.toLowerCase())
      .executeTakeFirstOrThrow();
    const session = stripe.fake.completeSession(provider_session_id ?? "", paymentIntent);
    const paid = completedSessionEvent(session, clock.now().toISOString());
    return { paid, cookie, member, id: registered.json<{ id: string }>().id };
  }

  it("holds a commission pending through the guarantee window, then earned; a repeated webhook counts once", async () => {
    const { paid } = await referredPurchase("pi_ref_earned");
    expect((await deliver(t.app, paid)).statusCode).toBe(200);
    expect((await deliver(t.app, paid)).statusCode).toBe(200);
    expect((await deliver(t.app, { ...paid, id: `${paid.id}_again` })).statusCode).toBe(200);

    const pending = await dashboard();
    expect(pending.figures).toEqual({ pendingCents: 1470, earnedCents: 0, reversedCents: 0, paidCents: 0 });
    expect(pending.signUps).toBe(1);
    expect(pending.payingMembers).toBe(1);
    expect(pending.commissions).toHaveLength(1);
    expect(pending.nextPayout).toBeNull();

    clock.advance(7 * DAY - 1);
    expect((await dashboard()).figures.pendingCents).toBe(1470);
    clock.advance(1);
    const earned = await dashboard();
    expect(earned.figures).toEqual({ pendingCents: 0, earnedCents: 1470, reversedCents: 0, paidCents: 0 });
    // Below the $50 minimum there is no payout yet; at $0 it is the next 1st.
    expect(earned.nextPayout).toBeNull();
    await freshSecondFactor();
    const program = (await get("/api/admin/referrals/program", admin.cookie)).json<Record<string, unknown>>();
    const saved = await t.app.inject({
      method: "PUT",
      url: "/api/admin/referrals/program",
      headers: { cookie: admin.cookie, origin: "http://localhost:3000", "content-type": "application/json" },
      payload: JSON.stringify({ ...program, payoutMinimumCents: 0 }),
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect((await dashboard()).nextPayout).toEqual({ date: "2027-01-01T00:00:00.000Z", amountCents: 1470 });
  });

  it("reverses the commission on a refund and on a chargeback, and pays none on a test-mode payment", async () => {
    const refunded = await referredPurchase("pi_ref_refunded");
    await deliver(t.app, refunded.paid);
    const refund = stripeEvents.chargeRefunded({
      userId: refunded.id,
      charge: "ch_ref_refunded",
      paymentIntent: "pi_ref_refunded",
      amount: 4900,
      refunded: 4900,
      at: clock.now().toISOString(),
    });
    expect((await deliver(t.app, refund)).statusCode).toBe(200);

    const disputed = await referredPurchase("pi_ref_disputed");
    await deliver(t.app, disputed.paid);
    const dispute: TestEvent = {
      id: `evt_dispute_${Date.now()}`,
      type: "charge.dispute.created",
      created: Math.floor(clock.now().getTime() / 1000),
      livemode: true,
      data: {
        object: {
          id: "dp_ref",
          object: "dispute",
          charge: "ch_ref_disputed",
          payment_intent: "pi_ref_disputed",
          amount: 4900,
          currency: "usd",
          status: "needs_response",
          reason: "fraudulent",
        },
      },
    };
    expect((await deliver(t.app, dispute)).statusCode).toBe(200);

    const testMode = await referredPurchase("pi_ref_test_mode");
    expect((await deliver(t.app, { ...testMode.paid, livemode: false })).statusCode).toBe(200);

    const view = await dashboard();
    expect(view.figures).toEqual({ pendingCents: 0, earnedCents: 0, reversedCents: 2940, paidCents: 0 });
    expect(view.testFigures).toEqual({ pendingCents: 1470, earnedCents: 0, reversedCents: 0, paidCents: 0 });
    expect(view.commissions.map((row) => [row.status, row.reversedReason, row.livemode]).sort()).toEqual(
      [
        ["pending", null, false],
        ["reversed", "chargeback", true],
        ["reversed", "refund", true],
      ].sort(),
    );
    // A refund reported again changes nothing more.
    expect((await deliver(t.app, { ...refund, id: `${refund.id}_again` })).statusCode).toBe(200);
    expect((await dashboard()).figures.reversedCents).toBe(2940);
  });

  it("pays no commission when the referred payer is the affiliate under another address", async () => {
    const self = await referredPurchase("pi_ref_self", {
      email: affiliate.email.replace("@", "+second@"),
    });
    await deliver(t.app, self.paid);
    // Registering under the same address with a +tag was not a referral at all.
    expect((await dashboard()).signUps).toBe(0);
    expect((await dashboard()).commissions).toHaveLength(0);
  });

  it("reports each affiliate's earned, unpaid money as the ledger holds it, and marks a payout once", async () => {
    const other = await memberFor(t, "inactive", clock.now());
    await postJson(t.app, "/api/admin/referrals/affiliates", { email: other.email }, admin.cookie);
    await deliver(t.app, (await referredPurchase("pi_ref_a1")).paid);
    await deliver(t.app, (await referredPurchase("pi_ref_a2")).paid);
    await deliver(t.app, (await referredPurchase("pi_ref_b1", { referrer: other })).paid);
    clock.advance(3 * DAY);
    // Still pending at the report: not in it.
    await deliver(t.app, (await referredPurchase("pi_ref_a3")).paid);
    clock.advance(5 * DAY);
    await freshSecondFactor();

    const csv = await get("/api/admin/referrals/payouts.csv", admin.cookie);
    expect(csv.statusCode, csv.body).toBe(200);
    const [header, ...rows] = csv.body
      .replace(/^\uFEFF/, "")
      .trim()
      .split("\n");
    expect(header).toBe("Affiliate,Email,Code,Commissions,Earned unpaid (cents),Earned unpaid,Period start,Period end");
    const overview = (await get("/api/admin/referrals", admin.cookie)).json<ReferralAdmin>();
    const fromLedger = overview.ledger
      .filter((row) => row.livemode && row.status === "earned")
      .reduce<Record<string, number>>((sums, row) => {
        sums[row.referrerEmail ?? ""] = (sums[row.referrerEmail ?? ""] ?? 0) + row.commissionCents;
        return sums;
      }, {});
    const fromCsv = Object.fromEntries(rows.map((row) => row.split(",")).map((cells) => [cells[1], Number(cells[4])]));
    expect(fromCsv).toEqual(fromLedger);
    expect(fromCsv).toEqual({ [affiliate.email.toLowerCase()]: 2940, [other.email.toLowerCase()]: 1470 });
    expect(rows.find((row) => row.includes(affiliate.email.toLowerCase()))).toContain(
      ",2,2940,29.40,2026-12-10,2026-12-10",
    );

    const pay = (body: unknown) =>
      postJson(t.app, `/api/admin/referrals/affiliates/${affiliate.id}/payouts`, body, admin.cookie);
    expect((await pay({ amountCents: 1470, idempotencyKey: randomUUID() })).statusCode).toBe(409);
    const key = randomUUID();
    const first = await pay({ amountCents: 2940, idempotencyKey: key });
    expect(first.statusCode, first.body).toBe(200);
    const again = await pay({ amountCents: 2940, idempotencyKey: key });
    expect(again.json()).toEqual(first.json());
    expect((await pay({ amountCents: 2940, idempotencyKey: randomUUID() })).statusCode).toBe(409);
    expect((await dashboard()).figures).toEqual({
      pendingCents: 1470,
      earnedCents: 0,
      reversedCents: 0,
      paidCents: 2940,
    });
    const log = await t.database.handle.db
      .selectFrom("admin_log")
      .select(["action", "outcome"])
      .where("action", "=", "referral.payout")
      .execute();
    expect(log.filter((row) => row.outcome === "done")).toHaveLength(2);
    const afterCsv = await get("/api/admin/referrals/payouts.csv", admin.cookie);
    expect(afterCsv.body).not.toContain(affiliate.email.toLowerCase());
  });
});
