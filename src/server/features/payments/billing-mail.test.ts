import { beforeEach, describe, expect, it } from "vitest";
import { useStripeApps } from "../../../../test/support/stripe-app.js";
import { outboxMailsTo } from "../../../../test/support/mail.js";
import { deliver, stripeEvents, type TestEvent } from "../../../../test/support/stripe-events.js";
import { TEST_DIALECTS } from "../../../../test/support/test-env.js";
import {
  manualClock,
  newMember,
  postJson,
  sessionCookieOf,
  useTestApps,
  type ManualClock,
  type TestApp,
} from "../../../../test/support/test-app.js";
import { renewLocalSubscriptions } from "./local-subscriptions.service.js";

const at = (iso: string) => `2026-${iso}Z`;

/** A member whose address is verified: billing messages go to verified addresses only (docs/product.md#email). */
async function verifiedMember(t: TestApp) {
  const member = newMember();
  const response = await postJson(t.app, "/api/auth/register", member);
  const id = response.json<{ id: string }>().id;
  await t.database.handle.db
    .updateTable("users")
    .set({ email_verified_at: at("11-01T00:00:00.000") })
    .where("id", "=", id)
    .execute();
  return { id, email: member.email.toLowerCase(), cookie: sessionCookieOf(response) };
}

const billingMails = async (t: TestApp, email: string) =>
  (await outboxMailsTo(t, email)).filter((mail) => ["receipt", "payment-failed"].includes(mail.kind)).reverse();

describe.each(TEST_DIALECTS)("billing emails through the local checkout on %s", (dialect) => {
  let t: TestApp;
  let clock: ManualClock;
  const startApp = useTestApps();
  beforeEach(async () => {
    clock = manualClock(new Date(at("11-21T12:00:00.000")));
    t = await startApp(dialect, { clock });
  });

  const buy = async (cookie: string, planType: "trial" | "pro") => {
    const checkout = await postJson(t.app, "/api/stripe/create-checkout-session", { planType }, cookie);
    const id = checkout.json<{ url: string }>().url.split("/").pop() ?? "";
    expect((await postJson(t.app, `/api/payments/local/sessions/${id}/complete`, {}, cookie)).statusCode).toBe(200);
    return id;
  };

  it("sends a receipt for each payment, a renewal's naming the month it pays for, marked as test money", async () => {
    const member = await verifiedMember(t);
    const trialCheckout = await buy(member.cookie, "trial");
    clock.advance(60_000);
    await buy(member.cookie, "pro");
    clock.advance(31 * 24 * 60 * 60 * 1000);
    await renewLocalSubscriptions({ db: t.database.handle.db }, clock.now());

    const receipts = await billingMails(t, member.email);
    expect(receipts.map((mail) => mail.subject)).toEqual([
      "Your SignalDesk receipt: $49.00",
      "Your SignalDesk receipt: $179.00",
      "Your SignalDesk receipt: $179.00",
    ]);
    const [trial, pro, renewal] = receipts;
    expect(trial?.text).toContain("Plan: Trial Access");
    expect(trial?.text).toContain("Period: Nov 21, 2026 – Dec 21, 2026");
    expect(trial?.text).toContain(`Payment id: ${trialCheckout}`);
    expect(trial?.text).toContain("This was a test payment: no money was charged or returned.");
    expect(pro?.text).toContain("Period: Nov 21, 2026 – Dec 21, 2026");
    expect(renewal?.text).toContain("Period: Dec 21, 2026 – Jan 21, 2027");
    // Each receipt is queued with its ledger row: a second billing run charges and tells nothing more.
    await renewLocalSubscriptions({ db: t.database.handle.db }, clock.now());
    expect(await billingMails(t, member.email)).toHaveLength(3);
  });

  it("sends no receipt to an address not verified yet: the payment is in the account's history", async () => {
    const member = newMember();
    const cookie = sessionCookieOf(await postJson(t.app, "/api/auth/register", member));
    await buy(cookie, "trial");
    expect(await billingMails(t, member.email.toLowerCase())).toEqual([]);
  });
});

describe.each(TEST_DIALECTS)("billing emails from Stripe's events on %s", (dialect) => {
  let t: TestApp;
  const stripe = useStripeApps();
  beforeEach(async () => {
    t = await stripe.start(dialect, {
      clock: manualClock(new Date(at("11-21T12:00:00.000"))),
    });
  });

  const openCheckout = async (cookie: string, planType: "trial" | "pro") => {
    const response = await postJson(t.app, "/api/stripe/create-checkout-session", { planType }, cookie);
    const created = [...stripe.fake.requests].reverse().find((request) => request.path === "/v1/checkout/sessions");
    return {
      id: response.json<{ url: string }>().url.split("/").pop() ?? "",
      checkoutId: created?.params["metadata[checkoutId]"],
    };
  };
  const deliverAll = async (events: TestEvent[]) => {
    for (const event of events) expect((await deliver(t.app, event)).statusCode).toBe(200);
  };

  it("tells of a failed renewal once per failure, with the date access lasts to and where to update the card", async () => {
    const member = await verifiedMember(t);
    const { checkoutId } = await openCheckout(member.cookie, "pro");
    const invoice = (type: "invoice.paid" | "invoice.payment_failed", n: number, start: string, end: string) =>
      stripeEvents.invoice(type, {
        userId: member.id,
        checkoutId,
        subscription: "sub_b",
        invoice: `in_b${n}`,
        at: start,
        periodStart: start,
        periodEnd: end,
      });
    const paid = invoice("invoice.paid", 1, at("11-20T10:00:00.000"), at("12-20T10:00:00.000"));
    const failed = invoice("invoice.payment_failed", 2, at("12-20T10:00:00.000"), at("01-20T10:00:00.000"));
    await deliverAll([paid, paid, failed, failed]);

    // Written at one instant of the test's clock: read in subject order.
    const mails = (await billingMails(t, member.email)).sort((a, b) => a.subject.localeCompare(b.subject));
    expect(mails.map((mail) => mail.subject)).toEqual([
      "Your SignalDesk payment failed: update your card",
      "Your SignalDesk receipt: $179.00",
    ]);
    expect(mails[1]?.text).toContain("Payment id: in_b1");
    expect(mails[0]?.text).toContain("Your access continues until Dec 20, 2026");
    expect(mails[0]?.text).toContain("Update my card http://localhost:3000/account");
  });

  it("sends a refund receipt each time the refunded total grows, and none for a late report of a smaller one", async () => {
    const member = await verifiedMember(t);
    const session = await openCheckout(member.cookie, "trial");
    const refund = (refunded: number, time: string) =>
      stripeEvents.chargeRefunded({
        userId: member.id,
        charge: "ch_r",
        paymentIntent: "pi_r",
        amount: 4900,
        refunded,
        at: at(time),
      });
    await deliverAll([
      stripeEvents.trialCheckoutCompleted(member.id, at("11-20T10:00:00.000"), "pi_r", undefined, session),
      refund(1000, "11-21T10:00:00.000"),
      refund(4900, "11-21T11:00:00.000"),
      refund(1000, "11-21T10:00:00.000"),
    ]);
    const mails = (await billingMails(t, member.email)).sort((a, b) => a.subject.localeCompare(b.subject));
    expect(mails.map((mail) => mail.subject)).toEqual([
      "Your SignalDesk receipt: $49.00",
      "Your SignalDesk refund of $10.00",
      "Your SignalDesk refund of $49.00",
    ]);
    expect(mails[2]?.text).toContain("Refund of payment: pi_r");
    expect(mails[0]?.text).not.toContain("test payment");
  });
});
