import { beforeEach, describe, expect, it } from "vitest";
import type { AdminStats, AdminUserListItem } from "../../../shared/admin.js";
import { seedPayment, seedProSubscription, seedUser } from "../../../../test/support/admin-seed.js";
import { cookieFor } from "../../../../test/support/members.js";
import { callApi } from "../../../../test/support/positions.js";
import { TEST_NOW, useTestApp } from "../../../../test/support/test-app.js";
import { TEST_DIALECTS } from "../../../../test/support/test-env.js";

const PAST = "2026-11-01T23:59:59.999Z";
const FUTURE = "2026-12-21T23:59:59.999Z";

describe.each(TEST_DIALECTS)("admin users list filters and billing on %s", (dialect) => {
  let admin: string;
  const t = useTestApp(dialect, { clockAt: TEST_NOW });
  const db = () => t.database.handle.db;
  const list = (query = "") => callApi(t, "GET", `/api/admin/users${query}`, { cookie: admin });
  const emailsOf = async (query: string) => {
    const response = await list(query);
    expect(response.statusCode, response.body).toBe(200);
    return response
      .json<AdminUserListItem[]>()
      .map((user) => user.email)
      .sort();
  };
  const listed = async (email: string) =>
    (await list(`?search=${encodeURIComponent(email)}`)).json<AdminUserListItem[]>().find((u) => u.email === email);

  beforeEach(async () => {
    admin = (await cookieFor(t, "admin", TEST_NOW)) ?? "";
    const seed = (email: string, status: "inactive" | "trial" | "standard" | "premium", expiry: string | null) =>
      seedUser(db(), { email, status, expiry });
    const trial = await seed("trial@tag.test", "trial", FUTURE);
    await seed("trial-over@tag.test", "trial", PAST);
    const pro = await seed("pro@tag.test", "premium", FUTURE);
    const proEnding = await seed("pro-ending@tag.test", "premium", FUTURE);
    const proOver = await seed("pro-over@tag.test", "premium", PAST);
    await seed("standard@tag.test", "standard", null);
    await seed("inactive@tag.test", "inactive", null);
    const refunded = await seed("refunded@tag.test", "inactive", null);
    await seedProSubscription(db(), { userId: pro, status: "active", paidThrough: FUTURE });
    await seedProSubscription(db(), {
      userId: proEnding,
      status: "active",
      paidThrough: FUTURE,
      cancelAtPeriodEnd: true,
    });
    await seedProSubscription(db(), { userId: proOver, status: "canceled", paidThrough: PAST, endedAt: PAST });
    for (const [user, at, cents, livemode] of [
      [pro, "2026-10-21T12:00:00.000Z", 4900, true],
      [pro, "2026-11-20T12:00:00.000Z", 4900, true],
      [proEnding, "2026-11-10T08:00:00.000Z", 17900, false],
      [trial, "2026-11-18T09:30:00.000Z", 100, true],
    ] as const) {
      await seedPayment(db(), {
        user_id: user,
        kind: "charge",
        plan: "pro",
        amount_cents: cents,
        occurred_at: at,
        livemode,
      });
    }
    await seedPayment(db(), {
      user_id: refunded,
      kind: "charge",
      plan: "pro",
      amount_cents: 4900,
      occurred_at: "2026-09-01T00:00:00.000Z",
    });
    await seedPayment(db(), {
      user_id: refunded,
      kind: "refund",
      plan: "pro",
      amount_cents: 4900,
      occurred_at: "2026-09-02T00:00:00.000Z",
    });
  });

  it.each([
    ["trial", ["trial@tag.test"]],
    ["premium", ["pro-ending@tag.test", "pro@tag.test"]],
    ["standard", ["standard@tag.test"]],
    ["inactive", ["inactive@tag.test", "refunded@tag.test"]],
    ["expired", ["pro-over@tag.test", "trial-over@tag.test"]],
  ])("lists the members whose standing is %s, and counts them in X-Total-Count", async (status, expected) => {
    expect(await emailsOf(`?status=${status}`)).toEqual(expected);
    expect((await list(`?status=${status}`)).headers["x-total-count"]).toBe(String(expected.length));
  });

  it("filters by paying: a running paid plan or a charge ever, combined with the status", async () => {
    expect(await emailsOf("?paying=true")).toEqual([
      "pro-ending@tag.test",
      "pro@tag.test",
      "refunded@tag.test",
      "trial@tag.test",
    ]);
    // The admin has no plan: a paying filter lists members only.
    expect(await emailsOf("?paying=false")).toEqual([
      "inactive@tag.test",
      "pro-over@tag.test",
      "standard@tag.test",
      "trial-over@tag.test",
    ]);
    expect(await emailsOf("?paying=true&status=inactive")).toEqual(["refunded@tag.test"]);
    expect((await list("?paying=")).headers["x-total-count"]).toBe("9");
  });

  it("shows each member's latest charge, marked when it was a test payment, and whether Pro renews", async () => {
    expect(await listed("pro@tag.test")).toMatchObject({
      lastPayment: { at: "2026-11-20T12:00:00.000Z", amountCents: 4900, currency: "usd", test: false },
      runningPaidPlan: true,
      renews: true,
    });
    expect(await listed("pro-ending@tag.test")).toMatchObject({
      lastPayment: { amountCents: 17900, test: true },
      runningPaidPlan: true,
      renews: false,
    });
    expect(await listed("pro-over@tag.test")).toMatchObject({
      lastPayment: null,
      runningPaidPlan: false,
      renews: false,
    });
    expect(await listed("refunded@tag.test")).toMatchObject({
      lastPayment: { at: "2026-09-01T00:00:00.000Z", amountCents: 4900 },
    });
  });

  it("counts members by standing in the stats as the filter lists them", async () => {
    const stats = (await callApi(t, "GET", "/api/admin/stats", { cookie: admin })).json<AdminStats>();
    expect(stats.memberStandings).toEqual({ trial: 1, premium: 2, standard: 1, inactive: 2, expired: 2 });
    expect(stats.activeSubscriptions).toBe(4);
    for (const [status, count] of Object.entries(stats.memberStandings)) {
      expect((await list(`?status=${status}`)).headers["x-total-count"], status).toBe(String(count));
    }
  });
});
