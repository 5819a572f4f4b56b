import { beforeEach, describe, expect, it, vi } from "vitest";
import type { FastifyBaseLogger } from "fastify";
import { seedUser } from "../../../../test/support/admin-seed.js";
import { useStripeApps } from "../../../../test/support/stripe-app.js";
import { cookieFor } from "../../../../test/support/members.js";
import { callApi } from "../../../../test/support/positions.js";
import { deliver, stripeEvents } from "../../../../test/support/stripe-events.js";
import {
  manualClock,
  newMember,
  postJson,
  sessionCookieOf,
  TEST_NOW,
  type TestApp,
  useTestApp,
} from "../../../../test/support/test-app.js";
import { TEST_DIALECTS } from "../../../../test/support/test-env.js";
import { outboxMailsTo } from "../../../../test/support/mail.js";
import { createTestDatabase } from "../../../../test/support/test-database.js";
import { newSubscriberMail } from "./new-subscriber-mail.service.js";

describe.each(TEST_DIALECTS)("email to admins for new subscribers on %s", (dialect) => {
  describe("through the local checkout", () => {
    let admin: string;
    const otherAdminEmail = "second-admin@tag-mail.test";
    const t = useTestApp(dialect, { clockAt: TEST_NOW });
    const clock = t.clock;
    beforeEach(async () => {
      admin = (await cookieFor(t, "admin", clock.now())) ?? "";
      await seedUser(t.database.handle.db, { role: "admin", email: otherAdminEmail });
    });

    const adminEmails = async () => {
      const me = (await callApi(t, "GET", "/api/auth/me", { cookie: admin })).json<{ email: string }>();
      return [me.email, otherAdminEmail];
    };
    const inbox = (recipient: string) => outboxMailsTo(t, recipient);
    const buy = async (cookie: string, planType: "trial" | "pro") => {
      const checkout = await postJson(t.app, "/api/stripe/create-checkout-session", { planType }, cookie);
      const id = checkout.json<{ url: string }>().url.split("/").pop() ?? "";
      const paid = await postJson(t.app, `/api/payments/local/sessions/${id}/complete`, {}, cookie);
      expect(paid.statusCode, paid.body).toBe(200);
    };
    const signUp = async (firstName: string, lastName: string) => {
      const member = newMember({ firstName, lastName });
      const response = await postJson(t.app, "/api/auth/register", member);
      return { cookie: sessionCookieOf(response), email: member.email };
    };

    // The email goes out after the payment's answer (unawaited), so the tests wait for it to arrive.
    // The subscriber emails only: registering also emailed each member a verification link.
    const subjectsOf = async (recipient: string) =>
      (await inbox(recipient))
        .map((mail) => mail.subject)
        .filter((subject) => subject.startsWith("New SignalDesk subscriber"))
        .sort();

    it("emails every admin once per trial bought and once when Pro starts, naming the user and plan", async () => {
      const buyer = await signUp("Olga", "Novak");
      await buy(buyer.cookie, "trial");
      for (const email of await adminEmails()) {
        await expect.poll(() => subjectsOf(email)).toEqual(["New SignalDesk subscriber: Olga Novak (Trial Access)"]);
        const mail = (await inbox(email)).find((sent) => sent.subject.startsWith("New SignalDesk subscriber"));
        expect(mail?.text).toContain(buyer.email.toLowerCase());
      }
      await buy(buyer.cookie, "pro");
      for (const email of await adminEmails()) {
        await expect
          .poll(() => subjectsOf(email))
          .toEqual([
            "New SignalDesk subscriber: Olga Novak (Pro Plan)",
            "New SignalDesk subscriber: Olga Novak (Trial Access)",
          ]);
      }
      expect(await subjectsOf(buyer.email.toLowerCase())).toEqual([]);
    });

    it("is sent to an admin only once the admin's address is verified (docs/product.md#accounts)", async () => {
      const unverified = "unverified-admin@tag-mail.test";
      await seedUser(t.database.handle.db, { role: "admin", email: unverified, verified: false });
      await buy((await signUp("Vera", "Fied")).cookie, "trial");
      for (const email of await adminEmails()) {
        await expect.poll(() => subjectsOf(email)).toEqual(["New SignalDesk subscriber: Vera Fied (Trial Access)"]);
      }
      expect(await inbox(unverified)).toEqual([]);
    });

    it("sends nothing while the setting is off", async () => {
      const setting = (on: boolean) =>
        callApi(t, "PATCH", "/api/admin/settings", { cookie: admin, body: { emailNewSubscribers: on } });
      await setting(false);
      await buy((await signUp("Quiet", "Buyer")).cookie, "trial");
      await setting(true);
      // A later purchase's email arriving shows the earlier one has been dealt with.
      await buy((await signUp("Loud", "Buyer")).cookie, "trial");
      for (const email of await adminEmails()) {
        await expect.poll(() => subjectsOf(email)).toEqual(["New SignalDesk subscriber: Loud Buyer (Trial Access)"]);
      }
    });
  });

  describe("through Stripe webhooks", () => {
    let t: TestApp;
    const stripe = useStripeApps();
    beforeEach(async () => {
      t = await stripe.start(dialect, {
        clock: manualClock(new Date("2026-11-21T12:00:00.000Z")),
      });
      await seedUser(t.database.handle.db, { role: "admin", email: "stripe-admin@tag-mail.test" });
    });

    /** A member with a Pro checkout opened through the app: the id Stripe's subscription metadata carries. */
    const memberWithProCheckout = async (firstName: string, lastName: string) => {
      const response = await postJson(t.app, "/api/auth/register", newMember({ firstName, lastName }));
      await postJson(t.app, "/api/stripe/create-checkout-session", { planType: "pro" }, sessionCookieOf(response));
      const created = [...stripe.fake.requests].reverse().find((request) => request.path === "/v1/checkout/sessions");
      return { userId: response.json<{ id: string }>().id, checkoutId: created?.params["metadata[checkoutId]"] };
    };

    it("emails when Pro starts, not when it renews, and not for a repeated event", async () => {
      const { userId, checkoutId } = await memberWithProCheckout("Rene", "Wal");
      const invoice = (n: number, start: string, end: string) =>
        stripeEvents.invoice("invoice.paid", {
          userId,
          checkoutId,
          subscription: "sub_mail",
          invoice: `in_mail_${n}`,
          at: start,
          periodStart: start,
          periodEnd: end,
        });
      const first = invoice(1, "2026-11-20T10:00:00.000Z", "2026-12-20T10:00:00.000Z");
      for (const event of [first, first, invoice(2, "2026-12-20T10:00:00.000Z", "2027-01-20T10:00:00.000Z")]) {
        expect((await deliver(t.app, event)).statusCode).toBe(200);
      }
      // Another member's first invoice: once its email is in, every earlier event has been dealt with.
      const other = await memberWithProCheckout("Last", "One");
      const barrier = stripeEvents.invoice("invoice.paid", {
        ...other,
        subscription: "sub_mail_other",
        invoice: "in_mail_other",
        at: "2026-11-21T11:00:00.000Z",
        periodStart: "2026-11-21T11:00:00.000Z",
        periodEnd: "2026-12-21T11:00:00.000Z",
      });
      expect((await deliver(t.app, barrier)).statusCode).toBe(200);
      const subjects = async () =>
        (await outboxMailsTo(t, "stripe-admin@tag-mail.test")).map((mail) => mail.subject).sort();
      await expect
        .poll(subjects)
        .toEqual(["New SignalDesk subscriber: Last One (Pro Plan)", "New SignalDesk subscriber: Rene Wal (Pro Plan)"]);
    });
  });
});

describe("new subscriber email failures", () => {
  it("are logged and never thrown, so the payment stays fulfilled", async () => {
    const database = await createTestDatabase("sqlite");
    await database.cleanup();
    const log = { error: vi.fn() };
    const notify = newSubscriberMail({
      db: database.handle.db,
      clock: manualClock(),
      log: log as unknown as FastifyBaseLogger,
    });
    // The database is gone: not even the outbox can be written.
    await expect(notify({ userId: "someone", plan: "trial" })).resolves.toBeUndefined();
    expect(log.error).toHaveBeenCalledTimes(1);
  });
});
