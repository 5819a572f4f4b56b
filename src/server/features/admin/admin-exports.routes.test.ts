import { beforeEach, describe, expect, it } from "vitest";
import type { AdminStats } from "../../../shared/admin.js";
import { seedPayment, seedUser } from "../../../../test/support/admin-seed.js";
import { csvRecords, parseCsv } from "../../../../test/support/csv.js";
import { cookieFor } from "../../../../test/support/members.js";
import { callApi, createPositionAs } from "../../../../test/support/positions.js";
import { useTestApp } from "../../../../test/support/test-app.js";
import { TEST_DIALECTS } from "../../../../test/support/test-env.js";
import { guardCell } from "../../lib/csv.js";
import { EXPORT_PAGE_SIZE } from "./admin-exports.service.js";

describe("guardCell", () => {
  it.each([
    ["=1+1", "'=1+1"],
    ["+1", "'+1"],
    ["-cmd", "'-cmd"],
    ["@SUM(A1)", "'@SUM(A1)"],
    ["\t=1", "'\t=1"],
    ["plain", "plain"],
    ["a=b", "a=b"],
    ["", ""],
  ])("writes %j as %j", (cell, written) => {
    expect(guardCell(cell)).toBe(written);
  });
});

describe.each(TEST_DIALECTS)("admin CSV exports on %s", (dialect) => {
  let admin: string;
  const t = useTestApp(dialect, { clockAt: new Date("2026-11-21T12:00:00.000Z") });
  const clock = t.clock;
  beforeEach(async () => {
    admin = (await cookieFor(t, "admin", clock.now())) ?? "";
  });

  const download = async (kind: string, query = "") => {
    const response = await callApi(t, "GET", `/api/admin/exports/${kind}.csv${query}`, { cookie: admin });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers["content-type"]).toBe("text/csv; charset=utf-8");
    expect(response.headers["content-disposition"]).toBe(`attachment; filename="signaldesk-${kind}-2026-11-21.csv"`);
    expect(response.headers["cache-control"]).toBe("private, no-store");
    // A UTF-8 byte order mark first, so a spreadsheet reads "Zoë" as written rather than as Latin-1.
    expect([...response.rawPayload.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    return response.body;
  };

  it("exports every user once, header first, quoting commas, quotes and line breaks, guarding formulas", async () => {
    const db = t.database.handle.db;
    await seedUser(db, {
      firstName: '=HYPERLINK("http://evil.test")',
      lastName: 'Smith, "Jr"',
      email: "formula@tag-export.test",
      status: "standard",
      expiry: "2027-01-31T23:59:59.999Z",
      createdAt: "2026-11-01T08:00:00.000Z",
    });
    await seedUser(db, { firstName: "Line\nBreak", lastName: "@home", email: "-minus@tag-export.test" });
    const text = await download("users");
    expect(parseCsv(text)[0]).toEqual([
      "id",
      "email",
      "firstName",
      "lastName",
      "role",
      "subscriptionStatus",
      "subscriptionExpiry",
      "createdAt",
    ]);
    const records = csvRecords(text);
    expect(records).toHaveLength(3); // the two and the admin
    expect(records.find((row) => row.email === "formula@tag-export.test")).toMatchObject({
      firstName: `'=HYPERLINK("http://evil.test")`,
      lastName: 'Smith, "Jr"',
      role: "user",
      subscriptionStatus: "standard",
      subscriptionExpiry: "2027-01-31T23:59:59.999Z",
      createdAt: "2026-11-01T08:00:00.000Z",
    });
    expect(text).toContain(`"'=HYPERLINK(""http://evil.test"")","Smith, ""Jr"""`);
    expect(records.find((row) => row.email === "'-minus@tag-export.test")).toMatchObject({
      firstName: "Line\nBreak",
      lastName: "'@home",
    });
    expect(records.filter((row) => row.role === "admin")).toHaveLength(1);
  });

  it("reads users a page at a time and still exports each of many exactly once", async () => {
    const count = EXPORT_PAGE_SIZE * 2 + 37;
    const rows = Array.from({ length: count }, (_, index) => ({
      id: `00000000-0000-4000-8000-${String(index).padStart(12, "0")}`,
      email: `bulk${index}@tag-export.test`,
      password_hash: "x",
      first_name: "Bulk",
      last_name: String(index),
      role: "user" as const,
      subscription_status: "inactive" as const,
      subscription_expiry: null,
      // Pairs share a creation time: the id breaks the tie, so no page boundary drops or repeats a row.
      created_at: new Date(Date.UTC(2026, 0, 1) + Math.floor(index / 2) * 1000).toISOString(),
      updated_at: "2026-01-01T00:00:00.000Z",
    }));
    for (let start = 0; start < rows.length; start += 500) {
      await t.database.handle.db
        .insertInto("users")
        .values(rows.slice(start, start + 500))
        .execute();
    }
    const emails = csvRecords(await download("users")).map((row) => row.email);
    expect(emails).toHaveLength(count + 1);
    expect(new Set(emails).size).toBe(count + 1);
  });

  it("exports every position that is not deleted, drafts included, with numbers as numbers", async () => {
    const draft = await createPositionAs(t, admin, { asset: "DRAFT/USD", status: "planning", commentary: "-sell" });
    const closed = await createPositionAs(t, admin, {
      asset: "GBP/USD",
      direction: "short",
      status: "closed",
      entryPrice: 1.25,
      stopLoss: 1.2625,
      exitPrice: 1.2625,
      riskLevel: "high",
    });
    const removed = await createPositionAs(t, admin, { asset: "GONE/USD", status: "planning" });
    await callApi(t, "DELETE", `/api/positions/${removed}`, { cookie: admin });

    const records = csvRecords(await download("trades"));
    expect(records.map((row) => row.id).sort()).toEqual([draft, closed].sort());
    expect(records.find((row) => row.id === draft)).toMatchObject({
      asset: "DRAFT/USD",
      status: "planning",
      commentary: "'-sell",
      exitPrice: "",
      publishedAt: "",
    });
    expect(records.find((row) => row.id === closed)).toMatchObject({
      asset: "GBP/USD",
      assetClass: "forex",
      direction: "short",
      status: "closed",
      entryPrice: "1.25",
      exitPrice: "1.2625",
      pnlPercent: "-1",
      realizedPips: "-125",
      realizedR: "-1",
      outcome: "stop",
      openShare: "0",
      riskLevel: "high",
      closedAt: "2026-11-21T12:00:00.000Z",
    });
  });

  it("exports every target with its share and outcome, and each event, of a trade and of a voided one", async () => {
    const event = async (id: string, body: unknown) => {
      clock.advance(60_000);
      const response = await callApi(t, "POST", `/api/positions/${id}/events`, { cookie: admin, body });
      expect(response.statusCode, response.body).toBe(201);
    };
    const trade = await createPositionAs(t, admin, {
      entryPrice: 1.0786,
      stopLoss: 1.0736,
      targets: [
        { price: 1.085, share: 50 },
        { price: 1.09, share: 30 },
        { price: 1.1, share: 20 },
      ],
    });
    const published = clock.now().toISOString();
    await event(trade, { type: "target_hit", target: 1 });
    const tp1HitAt = clock.now().toISOString();
    await event(trade, { type: "stop_moved", reason: "break_even" });
    await event(trade, { type: "target_hit", target: 2, price: 1.0905 });
    await event(trade, { type: "closed", reason: "manual", price: 1.095 });
    const voided = await createPositionAs(t, admin, { asset: "GBP/USD", entryPrice: 1.25 });
    await event(voided, { type: "voided", reason: "=HYPERLINK(wrong entry)" });

    const text = await download("trades");
    const header = parseCsv(text)[0] ?? [];
    for (const tp of ["tp1", "tp2", "tp3", "tp4", "tp5"]) {
      for (const field of ["Price", "Share", "State", "HitAt", "HitPrice"]) expect(header).toContain(`${tp}${field}`);
    }
    const records = csvRecords(text);
    expect(records.find((row) => row.id === trade)).toMatchObject({
      status: "closed",
      outcome: "manual",
      tp1Price: "1.085",
      tp1Share: "50",
      tp1State: "hit",
      tp1HitAt: tp1HitAt,
      tp1HitPrice: "1.085",
      tp2Price: "1.09",
      tp2Share: "30",
      tp2State: "hit",
      tp2HitPrice: "1.0905",
      tp3Price: "1.1",
      tp3Share: "20",
      tp3State: "open",
      tp3HitAt: "",
      tp4Price: "",
      tp5Share: "",
    });
    const lines = records.find((row) => row.id === trade)?.events?.split("\n") ?? [];
    expect(lines).toHaveLength(5);
    expect(lines[0]).toBe(`${published} New signal: EUR/USD LONG at 1.07860`);
    expect(lines[1]).toMatch(new RegExp(`^${tp1HitAt} EUR/USD TP1 hit at 1.08500 \\(\\+0\\.59%, 50% closed\\)$`));
    expect(lines.slice(2).map((line) => line.replace(/^\S+ /, ""))).toEqual([
      "EUR/USD stop moved to break-even",
      "EUR/USD TP2 hit at 1.09050 (+1.10%, 30% closed)",
      expect.stringMatching(/^EUR\/USD closed at 1.09500 \(\+/),
    ]);
    // A reason typed by an admin is text, never a formula for the spreadsheet.
    expect(records.find((row) => row.id === voided)).toMatchObject({
      outcome: "voided",
      outcomeReason: "'=HYPERLINK(wrong entry)",
      tp1Price: "",
    });
    expect(records.find((row) => row.id === voided)?.events).toContain("GBP/USD LONG voided: =HYPERLINK(wrong entry)");
  });

  it("exports the analytics figures, one row per metric, empty where there is no data", async () => {
    await seedUser(t.database.handle.db, { status: "trial", expiry: "2026-12-01T00:00:00.000Z" });
    const stats = (await callApi(t, "GET", "/api/admin/stats", { cookie: admin })).json<AdminStats>();
    const text = await download("analytics");
    expect(parseCsv(text)[0]).toEqual(["metric", "value"]);
    const metrics = Object.fromEntries(csvRecords(text).map((row) => [row.metric, row.value]));
    expect(metrics).toMatchObject({
      "Generated at": "2026-11-21T12:00:00.000Z",
      "Total users": String(stats.totalUsers),
      "Active subscriptions": "1",
      "Trial users": "1",
      "Revenue this month (USD)": "0",
      "Revenue per paying user (USD)": "",
      "Daily active users": "0",
      "Average session (seconds)": "",
      "Position views (30 days)": "0",
    });
  });

  describe("payments for the accountant", () => {
    beforeEach(async () => {
      const db = t.database.handle.db;
      const zoe = await seedUser(db, { firstName: "Zoë", email: "zoë@tag-pay.test" });
      const gone = await seedUser(db, { email: "gone@tag-pay.test" });
      const pay = (user: string | null, kind: "charge" | "refund", cents: number, at: string, live = true) =>
        seedPayment(db, {
          user_id: user,
          kind,
          plan: "pro",
          amount_cents: cents,
          occurred_at: at,
          paymentReference: `in_${at.slice(0, 10)}_${kind}`,
          livemode: live,
        });
      await pay(zoe, "charge", 4900, "2026-10-31T23:59:59.999Z");
      await pay(zoe, "charge", 4900, "2026-11-01T00:00:00.000Z");
      await pay(zoe, "refund", 1250, "2026-11-15T10:00:00.000Z");
      await pay(gone, "charge", 17900, "2026-11-30T23:59:59.999Z", false);
      await pay(zoe, "charge", 4900, "2026-12-01T00:00:00.000Z");
      await db.deleteFrom("users").where("id", "=", gone).execute();
    });

    it("lists charges and refunds of the days asked for, both ends included, oldest first", async () => {
      const text = await download("payments", "?from=2026-11-01&to=2026-11-30");
      expect(parseCsv(text)[0]).toEqual([
        "date",
        "member",
        "plan",
        "amount",
        "currency",
        "kind",
        "provider",
        "providerId",
        "test",
      ]);
      expect(csvRecords(text)).toEqual([
        {
          date: "2026-11-01T00:00:00.000Z",
          member: "zoë@tag-pay.test",
          plan: "pro",
          amount: "49",
          currency: "USD",
          kind: "charge",
          provider: "stripe",
          providerId: "in_2026-11-01_charge",
          test: "no",
        },
        expect.objectContaining({ kind: "refund", amount: "-12.5", providerId: "in_2026-11-15_refund" }),
        expect.objectContaining({
          member: "(deleted account)",
          amount: "179",
          provider: "local",
          test: "yes",
        }),
      ]);
    });

    it("leaves a bound out when it is missing or empty", async () => {
      expect(csvRecords(await download("payments"))).toHaveLength(5);
      expect(csvRecords(await download("payments", "?from=2026-11-16&to="))).toHaveLength(2);
      expect(csvRecords(await download("payments", "?to=2026-10-31"))).toHaveLength(1);
    });

    it.each([
      ["?from=2026-02-30", "From must be a date as yyyy-mm-dd"],
      ["?to=yesterday", "To must be a date as yyyy-mm-dd"],
      ["?from=2026-11-30&to=2026-11-01", "From must be on or before To"],
      ["?since=2026-11-01", 'Unrecognized key: "since"'],
    ])("refuses %s with 400 and a message", async (query, message) => {
      const response = await callApi(t, "GET", `/api/admin/exports/payments.csv${query}`, { cookie: admin });
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toBe(message);
    });
  });

  it("answers 404 JSON for an export that does not exist", async () => {
    const response = await callApi(t, "GET", "/api/admin/exports/passwords.csv", { cookie: admin });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toHaveProperty("message");
  });
});
