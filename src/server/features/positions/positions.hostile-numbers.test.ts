import { sql } from "kysely";
import { beforeEach, describe, expect, it } from "vitest";
import { cookieFor } from "../../../../test/support/members.js";
import { callApi, createPositionAs, positionInput } from "../../../../test/support/positions.js";
import { TEST_NOW, useTestApp } from "../../../../test/support/test-app.js";
import { TEST_DIALECTS } from "../../../../test/support/test-env.js";

/** Every answer that reads positions' figures, for members, the admin and the public. */
const READERS = [
  "/api/positions",
  "/api/positions/performance",
  "/api/analytics?timeZone=Europe/London",
  "/api/public/track-record",
  "/api/public/track-record/export",
  "/api/public/track-record/badge.svg",
  "/track-record/widget",
  "/api/admin/exports/analytics.csv",
];

describe.each(TEST_DIALECTS)("hostile numbers on %s", (dialect) => {
  const t = useTestApp(dialect, { clockAt: TEST_NOW });
  let admin: string;
  let premium: string;
  beforeEach(async () => {
    admin = (await cookieFor(t, "admin", TEST_NOW)) ?? "";
    premium = (await cookieFor(t, "premium", TEST_NOW)) ?? "";
  });

  it("refuses a price below the instrument's precision, so no result can be infinite", async () => {
    for (const [overrides, field] of [
      [{ entryPrice: 1e-320 }, "entryPrice"],
      [{ entryPrice: 0.000001 }, "entryPrice"],
      [{ stopLoss: 1e-320 }, "stopLoss"],
      [{ asset: "AAPL", assetClass: "stocks", entryPrice: 0.001 }, "entryPrice"],
      [{ asset: "BTC", assetClass: "crypto", entryPrice: 1e-9 }, "entryPrice"],
    ] as const) {
      const response = await callApi(t, "POST", "/api/positions", { cookie: admin, body: positionInput(overrides) });
      expect(response.statusCode, JSON.stringify(overrides)).toBe(400);
      expect(response.json<{ message: string }>().message).toMatch(/price/i);
      expect(response.body).toContain(field);
    }
    await createPositionAs(t, admin, { asset: "SHIB", assetClass: "crypto", entryPrice: 0.00001234 });

    const id = await createPositionAs(t, admin);
    const close = await callApi(t, "POST", `/api/positions/${id}/events`, {
      cookie: admin,
      body: { type: "closed", reason: "manual", price: 1e-320 },
    });
    expect(close.statusCode).toBe(400);
    const list = await callApi(t, "GET", "/api/positions", { cookie: premium });
    expect(list.json<{ status: string }[]>().map((position) => position.status)).toEqual(["active", "active"]);
  });

  it("answers every list when a stored row's figures are not finite, leaving that row's figures out", async () => {
    const good = await createPositionAs(t, admin, { stopLoss: 1.06 });
    await callApi(t, "POST", `/api/positions/${good}/events`, {
      cookie: admin,
      body: { type: "closed", reason: "manual", price: 1.0824 },
    });
    const bad = await createPositionAs(t, admin, { stopLoss: 1.06 });
    await callApi(t, "POST", `/api/positions/${bad}/events`, {
      cookie: admin,
      body: { type: "closed", reason: "manual", price: 1.0824 },
    });
    // As an instance before the bounds stored it: an entry of 1e-320, in its row and its opening event, and the
    // results it gave.
    const db = t.database.handle.db;
    await sql`update positions set entry_price = ${1e-320}, pnl = ${Infinity}, result_percent = ${Infinity},
      result_pips = ${Infinity}, result_r = ${-Infinity} where id = ${bad}`.execute(db);
    const opened = await db
      .selectFrom("position_events")
      .select(["id", "data"])
      .where("position_id", "=", bad)
      .where("type", "=", "opened")
      .executeTakeFirstOrThrow();
    const data = opened.data.replace(/"entryPrice":[0-9.e-]+/, '"entryPrice":1e-320');
    // Stored events are append-only: the test lifts that rule to write the event such an instance wrote.
    const appendOnly = dialect === "postgres" ? "position_events_append_only" : "position_events_no_update";
    if (dialect === "postgres") await sql.raw(`alter table position_events disable trigger ${appendOnly}`).execute(db);
    else await sql.raw(`drop trigger ${appendOnly}`).execute(db);
    await sql`update position_events set data = ${data} where id = ${opened.id}`.execute(db);

    for (const url of READERS) {
      const response = await callApi(t, "GET", url, { cookie: url.includes("/admin/") ? admin : premium });
      expect(response.statusCode, url).toBe(200);
    }
    const list = await callApi(t, "GET", "/api/positions", { cookie: premium });
    const figures = list.json<{ id: string; pnl: number | null; results: { percent: number | null } }[]>();
    expect(figures.find((position) => position.id === good)?.pnl).toBe(0.93);
    expect(figures.find((position) => position.id === bad)).toMatchObject({ pnl: null, results: { percent: null } });
    const performance = await callApi(t, "GET", "/api/positions/performance", { cookie: premium });
    expect(performance.json<{ overall: { totalPnl: number } }>().overall.totalPnl).toBe(0.93);
    expect((await callApi(t, "GET", `/api/positions/${bad}/history`, { cookie: premium })).statusCode).toBe(200);
  });
});
