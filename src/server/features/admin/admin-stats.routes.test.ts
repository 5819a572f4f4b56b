import { beforeEach, describe, expect, it } from "vitest";
import { hasAccess } from "../../../shared/access.js";
import type { AdminStats } from "../../../shared/admin.js";
import { DAY_MS } from "../../../shared/plans.js";
import type { SubscriptionStatus } from "../../../shared/users.js";
import { seedLiveSession, seedPayment, seedSession, seedUser, seedView } from "../../../../test/support/admin-seed.js";
import { cookieFor } from "../../../../test/support/members.js";
import { callApi, createPositionAs } from "../../../../test/support/positions.js";
import { useTestApp } from "../../../../test/support/test-app.js";
import { TEST_DIALECTS } from "../../../../test/support/test-env.js";

const HOUR_MS = 60 * 60 * 1000;

describe.each(TEST_DIALECTS)("admin stats on %s", (dialect) => {
  let admin: string;
  const t = useTestApp(dialect, { clockAt: new Date("2026-11-21T12:00:00.000Z") });
  const clock = t.clock;
  beforeEach(async () => {
    admin = (await cookieFor(t, "admin", clock.now())) ?? "";
  });

  const db = () => t.database.handle.db;
  const at = (offsetMs: number) => new Date(clock.now().getTime() + offsetMs).toISOString();
  const stats = async () => {
    const response = await callApi(t, "GET", "/api/admin/stats", { cookie: admin });
    expect(response.statusCode, response.body).toBe(200);
    return response.json<AdminStats>();
  };

  it("shows zeros for counts and null for every figure without data, before anything happened", async () => {
    expect(await stats()).toEqual({
      totalUsers: 0,
      activeSubscriptions: 0,
      trialUsers: 0,
      revenueThisMonth: 0,
      subscriptionCounts: { inactive: 0, trial: 0, standard: 0, premium: 0 },
      memberStandings: { trial: 0, premium: 0, standard: 0, inactive: 0, expired: 0 },
      engagement: { dailyActiveUsers: null, averageSessionSeconds: null, averageDailyViews: null, totalViews30d: 0 },
      revenue: {
        thisMonthCents: 0,
        allTimeNetCents: 0,
        payingUsers: 0,
        revenuePerPayingUser: null,
        trialConversionRate: null,
      },
      testRevenue: {
        thisMonthCents: 0,
        allTimeNetCents: 0,
        payingUsers: 0,
        revenuePerPayingUser: null,
        trialConversionRate: null,
      },
      testPaymentsMode: true,
      topPositions: [],
    });
  });

  it("computes every figure from the stored facts", async () => {
    const member = (status: SubscriptionStatus, expiry: string | null) => seedUser(db(), { status, expiry });
    const trial = await member("trial", at(10 * DAY_MS));
    const expiredTrial = await member("trial", at(-DAY_MS));
    await member("trial", at(0)); // expires this instant: no access any more
    const premium = await member("premium", at(20 * DAY_MS));
    const standard = await member("standard", null);
    const inactive = await member("inactive", null);
    await member("premium", at(-HOUR_MS));
    await seedUser(db(), { role: "admin", status: "premium", expiry: null }); // admins are not counted

    // Ledger: this month is November 2026 (UTC).
    const pay = (user_id: string | null, kind: "charge" | "refund", plan: "trial" | "pro", cents: number, on: string) =>
      seedPayment(db(), { user_id, kind, plan, amount_cents: cents, occurred_at: on });
    await pay(trial, "charge", "trial", 4900, "2026-11-05T10:00:00.000Z");
    await pay(premium, "charge", "trial", 4900, "2026-10-01T10:00:00.000Z");
    await pay(premium, "charge", "pro", 17900, "2026-10-15T10:00:00.000Z");
    await pay(premium, "charge", "pro", 17900, "2026-11-15T10:00:00.000Z");
    await pay(premium, "refund", "pro", 1000, "2026-11-20T10:00:00.000Z");
    await pay(expiredTrial, "charge", "trial", 4900, "2026-09-01T10:00:00.000Z");
    await pay(expiredTrial, "refund", "trial", 4900, "2026-09-03T10:00:00.000Z");
    await pay(null, "charge", "pro", 17900, "2026-11-02T10:00:00.000Z"); // a deleted account's payment
    await pay(standard, "charge", "pro", 17900, "2026-10-31T23:59:59.999Z"); // last month, paid Pro only
    // Pro first, a trial only after it: a trial buyer who did not convert.
    const proThenTrial = await member("inactive", null);
    await pay(proThenTrial, "charge", "pro", 17900, "2026-08-01T10:00:00.000Z");
    await pay(proThenTrial, "charge", "trial", 4900, "2026-09-20T10:00:00.000Z");

    // Sessions seen: two members within 24 hours (one of them twice), one a day and an hour ago.
    await seedSession(db(), trial, at(-HOUR_MS));
    await seedSession(db(), trial, at(-2 * HOUR_MS));
    await seedSession(db(), premium, at(-23 * HOUR_MS));
    await seedSession(db(), inactive, at(-25 * HOUR_MS));
    // Signed out since (no session left), but connected for live updates two hours ago: active too.
    await seedLiveSession(db(), standard, at(-3 * HOUR_MS), at(-2 * HOUR_MS));
    // A connection that ended 30 hours ago is not today's.
    await seedLiveSession(db(), expiredTrial, at(-31 * HOUR_MS), at(-30 * HOUR_MS));

    // Live sessions that ended in the last 30 days last 60 s, 180 s, 3,600 s (above) and 3,600 s (above): 1,860 s on
    // average; an older one and an open one do not count.
    await seedLiveSession(db(), trial, at(-DAY_MS), at(-DAY_MS + 60_000));
    await seedLiveSession(db(), premium, at(-2 * DAY_MS), at(-2 * DAY_MS + 180_000));
    await seedLiveSession(db(), premium, at(-40 * DAY_MS), at(-40 * DAY_MS + 1_000_000));
    await seedLiveSession(db(), trial, at(-HOUR_MS), null);

    const eurusd = await createPositionAs(t, admin, { asset: "EUR/USD" });
    const gold = await createPositionAs(t, admin, { asset: "XAU/USD", assetClass: "commodities", direction: "short" });
    const removed = await createPositionAs(t, admin, { asset: "BTC/USD", assetClass: "crypto", status: "planning" });
    await callApi(t, "DELETE", `/api/positions/${removed}`, { cookie: admin });
    for (let index = 0; index < 3; index += 1) await seedView(db(), eurusd, trial, at(-index * DAY_MS));
    await seedView(db(), gold, premium, at(-29 * DAY_MS));
    for (let index = 0; index < 2; index += 1) await seedView(db(), eurusd, trial, at(-31 * DAY_MS));
    for (let index = 0; index < 5; index += 1) await seedView(db(), removed, premium, at(-HOUR_MS));

    const figures = await stats();
    expect(figures).toEqual({
      totalUsers: 8,
      activeSubscriptions: 3,
      trialUsers: 1,
      revenueThisMonth: 397,
      subscriptionCounts: { inactive: 2, trial: 3, standard: 1, premium: 2 },
      // As the users list's status filter lists them: the two past trials and the past Pro are expired.
      memberStandings: { trial: 1, premium: 1, standard: 1, inactive: 2, expired: 3 },
      engagement: {
        dailyActiveUsers: 3,
        averageSessionSeconds: 1860,
        averageDailyViews: 0.3,
        totalViews30d: 9,
      },
      revenue: {
        thisMonthCents: 39700,
        allTimeNetCents: 103200,
        // trial (49), premium (49 + 179 + 179 - 10), standard (179) and proThenTrial (179 + 49); the refunded
        // trial buyer paid nothing, the deleted account's payment belongs to no one: 853 / 4.
        payingUsers: 4,
        revenuePerPayingUser: 213.25,
        // Four bought a trial; one of them later paid for Pro.
        trialConversionRate: 25,
      },
      testRevenue: {
        thisMonthCents: 0,
        allTimeNetCents: 0,
        payingUsers: 0,
        revenuePerPayingUser: null,
        trialConversionRate: null,
      },
      testPaymentsMode: true,
      topPositions: [
        { id: eurusd, asset: "EUR/USD", assetClass: "forex", direction: "long", status: "active", views: 3 },
        { id: gold, asset: "XAU/USD", assetClass: "commodities", direction: "short", status: "active", views: 1 },
      ],
    });

    // Active subscriptions are exactly the members shared hasAccess lets in.
    const members = await db().selectFrom("users").selectAll().where("role", "<>", "admin").execute();
    const withAccess = members.filter((user) =>
      hasAccess(
        { subscriptionStatus: user.subscription_status, subscriptionExpiry: user.subscription_expiry },
        clock.now(),
      ),
    );
    expect(figures.activeSubscriptions).toBe(withAccess.length);
    expect(figures.trialUsers).toBe(withAccess.filter((user) => user.subscription_status === "trial").length);
  });

  it("keeps the monthly revenue to the calendar month in UTC", async () => {
    const id = await seedUser(db());
    await seedPayment(db(), {
      user_id: id,
      kind: "charge",
      plan: "trial",
      amount_cents: 4900,
      occurred_at: "2026-11-30T23:59:59.999Z",
    });
    await seedPayment(db(), {
      user_id: id,
      kind: "charge",
      plan: "pro",
      amount_cents: 17900,
      occurred_at: "2026-12-01T00:00:00.000Z",
    });
    expect((await stats()).revenueThisMonth).toBe(49);
    clock.advance(15 * DAY_MS);
    expect((await stats()).revenueThisMonth).toBe(179);
  });

  it("lists at most five top positions, most viewed first", async () => {
    const viewer = await seedUser(db(), { status: "premium" });
    const ids: string[] = [];
    for (let index = 0; index < 7; index += 1) {
      const id = await createPositionAs(t, admin, { asset: `ASSET${index}` });
      ids.push(id);
      for (let view = 0; view <= index; view += 1) await seedView(db(), id, viewer, at(-HOUR_MS));
    }
    const top = (await stats()).topPositions;
    expect(top.map((position) => position.views)).toEqual([7, 6, 5, 4, 3]);
    expect(top.map((position) => position.id)).toEqual(ids.slice(2).reverse());
  });
});
