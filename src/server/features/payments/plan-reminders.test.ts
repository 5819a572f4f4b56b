import { describe, expect, it } from "vitest";
import { DAY_MS } from "../../../shared/plans.js";
import { seedProSubscription, seedUser } from "../../../../test/support/admin-seed.js";
import { outboxMailsTo } from "../../../../test/support/mail.js";
import { TEST_NOW, useTestApp } from "../../../../test/support/test-app.js";
import { TEST_DIALECTS } from "../../../../test/support/test-env.js";
import { queuePlanReminders } from "./plan-reminders.service.js";

const HOUR_MS = 60 * 60 * 1000;
const inDays = (days: number) => new Date(TEST_NOW.getTime() + days * DAY_MS).toISOString();

describe.each(TEST_DIALECTS)("plan reminders on %s", (dialect) => {
  const t = useTestApp(dialect, { clockAt: TEST_NOW });
  const db = () => t.database.handle.db;
  /** Two instances running the job at once, as every instance does every ten minutes. */
  const run = async () => {
    await Promise.all([
      queuePlanReminders({ db: db() }, t.clock.now()),
      queuePlanReminders({ db: db() }, t.clock.now()),
    ]);
  };
  const kindsTo = async (email: string) => (await outboxMailsTo(t, email)).map((mail) => mail.subject).reverse();

  it("tells a trial 3 days and 1 day before it ends, then that access ended, each once", async () => {
    const email = "trial@reminders.test";
    const expiry = inDays(5);
    await seedUser(db(), { email, status: "trial", expiry, firstName: "Tia" });

    await run();
    expect(await kindsTo(email)).toEqual([]);

    t.clock.advance(2 * DAY_MS + HOUR_MS); // 2 days 23 hours left
    await run();
    t.clock.advance(HOUR_MS);
    await run();
    expect(await kindsTo(email)).toEqual(["Your SignalDesk trial ends in 3 days"]);

    t.clock.advance(DAY_MS); // 1 day 22 hours left: nothing new
    await run();
    expect(await kindsTo(email)).toHaveLength(1);
    t.clock.advance(DAY_MS); // 22 hours left
    await run();
    await run();
    expect(await kindsTo(email)).toEqual([
      "Your SignalDesk trial ends in 3 days",
      "Your SignalDesk trial ends in 1 day",
    ]);
    const [oneDay] = await outboxMailsTo(t, email);
    expect(oneDay?.text).toContain("Your Trial Access ends on Nov 26, 2026");
    expect(oneDay?.headers["List-Unsubscribe-Post"]).toBe("List-Unsubscribe=One-Click");

    t.clock.advance(23 * HOUR_MS);
    await run();
    t.clock.advance(DAY_MS);
    await run();
    expect(await kindsTo(email)).toEqual([
      "Your SignalDesk trial ends in 3 days",
      "Your SignalDesk trial ends in 1 day",
      "Your SignalDesk access has ended",
    ]);
    const [ended] = await outboxMailsTo(t, email);
    expect(ended?.dedupKey).toBe(
      `access-ended:${(await db().selectFrom("users").select("id").where("email", "=", email).executeTakeFirstOrThrow()).id}:${expiry}`,
    );
  });

  it("tells a Pro member 3 days before a renewal, with what it will charge, and not one set to cancel", async () => {
    const renewing = await seedUser(db(), { email: "pro@reminders.test", status: "premium", expiry: inDays(2) });
    const subscription = await seedProSubscription(db(), {
      userId: renewing,
      status: "active",
      paidThrough: inDays(2),
    });
    await db()
      .insertInto("payments")
      .values({
        id: "pay-1",
        user_id: renewing,
        kind: "charge",
        plan: "pro",
        amount_cents: 15900,
        currency: "usd",
        provider: "stripe",
        livemode: 1,
        reference: "invoice:in_r",
        payment_reference: "in_r",
        description: "Pro Plan (monthly)",
        occurred_at: inDays(-28),
        created_at: inDays(-28),
        subscription_id: subscription,
      })
      .execute();
    const leaving = await seedUser(db(), { email: "leaving@reminders.test", status: "premium", expiry: inDays(2) });
    await seedProSubscription(db(), {
      userId: leaving,
      status: "active",
      paidThrough: inDays(2),
      cancelAtPeriodEnd: true,
    });

    await run();
    const [reminder, ...more] = await outboxMailsTo(t, "pro@reminders.test");
    expect(more).toEqual([]);
    expect(reminder?.subject).toBe("Your SignalDesk Pro Plan renews on Nov 23, 2026");
    expect(reminder?.text).toContain("your card will be charged $159.00 for another month");
    expect(reminder?.headers).toEqual({});
    expect(await outboxMailsTo(t, "leaving@reminders.test")).toEqual([]);
  });

  it("writes to nobody whose address is unverified, whose access is open-ended, or who was never on a plan", async () => {
    await seedUser(db(), { email: "unverified@reminders.test", status: "trial", expiry: inDays(1), verified: false });
    await seedUser(db(), { email: "granted@reminders.test", status: "standard", expiry: null });
    await seedUser(db(), { email: "never@reminders.test" });
    await run();
    for (const email of ["unverified@reminders.test", "granted@reminders.test", "never@reminders.test"]) {
      expect(await outboxMailsTo(t, email)).toEqual([]);
    }
  });
});
