import { beforeEach, describe, expect, it } from "vitest";
import type { AdminStats } from "../../../shared/admin.js";
import { parseCsv } from "../../../../test/support/csv.js";
import { cookieFor } from "../../../../test/support/members.js";
import { callApi } from "../../../../test/support/positions.js";
import { newMember, postJson, sessionCookieOf, useTestApp } from "../../../../test/support/test-app.js";
import { TEST_DIALECTS } from "../../../../test/support/test-env.js";

const TEST_LABEL = "Test payments (not real money)";

describe.each(TEST_DIALECTS)("test payments of the local checkout on %s", (dialect) => {
  let admin: string;
  const t = useTestApp(dialect, { clockAt: new Date("2026-11-21T12:00:00.000Z") });
  const clock = t.clock;
  beforeEach(async () => {
    admin = (await cookieFor(t, "admin", clock.now())) ?? "";
  });

  const buyTrial = async () => {
    const registered = await postJson(t.app, "/api/auth/register", newMember());
    const cookie = sessionCookieOf(registered);
    const opened = await postJson(t.app, "/api/stripe/create-checkout-session", { planType: "trial" }, cookie);
    const id = opened.json<{ url: string }>().url.split("/").pop() ?? "";
    const paid = await postJson(t.app, `/api/payments/local/sessions/${id}/complete`, {}, cookie);
    expect(paid.statusCode, paid.body).toBe(200);
    return registered.json<{ id: string }>().id;
  };

  it("warns at start, in one line, that payments are not real and which variable makes them real", () => {
    const warnings = t.logs
      .map((line) => JSON.parse(line) as { level: number; msg: string })
      .filter((l) => l.level === 40);
    const notReal = warnings.filter((line) => line.msg.includes("Payments are not real"));
    expect(notReal).toHaveLength(1);
    expect(notReal[0]?.msg).toContain("PAYMENTS=stripe");
  });

  it("marks a local payment as test and keeps it out of the live revenue, in the stats and the CSV", async () => {
    const buyer = await buyTrial();
    const db = t.database.handle.db;
    expect(
      await db.selectFrom("payments").select(["livemode", "amount_cents"]).where("user_id", "=", buyer).execute(),
    ).toEqual([{ livemode: 0, amount_cents: 4900 }]);
    expect(await db.selectFrom("payment_events").select("livemode").where("user_id", "=", buyer).execute()).toEqual([
      { livemode: 0 },
    ]);

    const stats = (await callApi(t, "GET", "/api/admin/stats", { cookie: admin })).json<AdminStats>();
    expect(stats.testPaymentsMode).toBe(true);
    expect(stats.revenueThisMonth).toBe(0);
    expect(stats.revenue).toEqual({
      thisMonthCents: 0,
      allTimeNetCents: 0,
      payingUsers: 0,
      revenuePerPayingUser: null,
      trialConversionRate: null,
    });
    expect(stats.testRevenue).toEqual({
      thisMonthCents: 4900,
      allTimeNetCents: 4900,
      payingUsers: 1,
      revenuePerPayingUser: 49,
      trialConversionRate: 0,
    });

    const csv = await callApi(t, "GET", "/api/admin/exports/analytics.csv", { cookie: admin });
    const figures = new Map(parseCsv(csv.body).map(([metric, value]) => [metric, value]));
    expect(figures.get("Revenue this month (USD)")).toBe("0");
    expect(figures.get("Paying users")).toBe("0");
    expect(figures.get("Payments")).toBe("test (local checkout, not real money)");
    expect(figures.get(`${TEST_LABEL}: revenue this month (USD)`)).toBe("49");
    expect(figures.get(`${TEST_LABEL}: paying users`)).toBe("1");
  });
});
