import { englishMessage } from "../../lib/app-error.js";
import { beforeEach, describe, expect, it } from "vitest";
import type { Portfolio, TakenTradeView } from "../../../shared/portfolio-api.js";
import { PORTFOLIO_MESSAGES } from "../../../shared/portfolio.js";
import { memberFor, type RoleMember } from "../../../../test/support/members.js";
import { callApi, createPositionAs } from "../../../../test/support/positions.js";
import { DEFAULT_SHORT_WARNING } from "../../../../test/support/push.js";
import { TEST_NOW, useTestApp } from "../../../../test/support/test-app.js";
import { TEST_DIALECTS } from "../../../../test/support/test-env.js";
import { portfolioResultBetween } from "./portfolio.service.js";

/** EUR/USD long at 1.08, stop 1.07, TP1 1.09 closing half, TP2 1.10 the rest. */
const SIGNAL = {
  asset: "EUR/USD",
  assetClass: "forex" as const,
  direction: "long" as const,
  entryPrice: 1.08,
  stopLoss: 1.07,
  targets: [
    { price: 1.09, share: 50 },
    { price: 1.1, share: 50 },
  ],
};

describe.each(TEST_DIALECTS)("portfolio tracking on %s", (dialect) => {
  const t = useTestApp(dialect, { clockAt: TEST_NOW });
  let admin: RoleMember;
  let pro: RoleMember;
  let positionId: string;
  beforeEach(async () => {
    admin = await memberFor(t, "admin", t.clock.now());
    pro = await memberFor(t, "premium", t.clock.now());
    positionId = await createPositionAs(t, admin.cookie, SIGNAL);
  });

  const take = (member: RoleMember, body: unknown) =>
    callApi(t, "POST", "/api/portfolio/trades", { cookie: member.cookie, body });
  const portfolio = async (member: RoleMember) => {
    const response = await callApi(t, "GET", "/api/portfolio", { cookie: member.cookie });
    expect(response.statusCode).toBe(200);
    return response.json<Portfolio>();
  };
  const hitTp1 = () =>
    callApi(t, "POST", `/api/positions/${positionId}/events`, {
      cookie: admin.cookie,
      body: { type: "target_hit", target: 1 },
    });
  const tradeCount = async () =>
    Number(
      (
        await t.database.handle.db
          .selectFrom("taken_trades")
          .select((eb) => eb.fn.countAll().as("n"))
          .executeTakeFirstOrThrow()
      ).n,
    );

  it("takes an open signal at the signal's entry by default and shows it open with its money so far", async () => {
    const response = await take(pro, { positionId, size: 0.5 });
    expect(response.statusCode).toBe(201);
    const trade = response.json<TakenTradeView>();
    expect(trade).toMatchObject({ entryPrice: 1.08, size: 0.5, sizeUnit: "lots", openSize: 0.5, status: "open" });
    expect(trade.followSignal).toBe(false);
    const mine = await portfolio(pro);
    expect(mine.trades.map((one) => one.id)).toEqual([trade.id]);
    // No current price yet: what the open trade stands at is unknown, never shown as $0.
    expect(mine.totals).toEqual({ openTrades: 1, closedTrades: 0, realisedMoney: 0, openMoney: null, wins: 0 });
  });

  it("follows the signal's TP1 partial close at the signal's price and tells the member in their numbers", async () => {
    const trade = (
      await take(pro, { positionId, size: 0.5, followSignal: true, accountSize: 10_000 })
    ).json<TakenTradeView>();
    const subscription = {
      id: "device-1",
      user_id: pro.id,
      endpoint: "https://push.example.test/device-1",
      p256dh: "key",
      auth: "auth",
      expires_at: null,
      created_at: TEST_NOW.toISOString(),
      updated_at: TEST_NOW.toISOString(),
    };
    await t.database.handle.db.insertInto("push_subscriptions").values(subscription).execute();
    t.clock.advance(60_000);
    expect((await hitTp1()).statusCode).toBe(201);

    const mine = await portfolio(pro);
    const [after] = mine.trades;
    // Half of 0.5 lots closed 100 pips up: 0.25 × 100,000 × 0.01 = $250.
    expect(after?.parts).toEqual([expect.objectContaining({ size: 0.25, price: 1.09, by: "signal" })]);
    expect(after?.openSize).toBe(0.25);
    expect(after?.realisedMoney).toBe(250);
    expect(after?.realisedPercentOfAccount).toBe(2.5);
    expect(mine.equity).toEqual([{ at: expect.any(String), money: 250 }]);
    expect(mine.activity.map((one) => one.message)).toEqual(["EUR/USD TP1 hit: +$250.00 on your 0.25 lots"]);
    expect(mine.activity[0]?.tradeId).toBe(trade.id);

    const pushes = await t.database.handle.db
      .selectFrom("jobs as j")
      .innerJoin("push_messages as m", "m.id", "j.batch_id")
      .select("m.payload")
      .where("j.kind", "=", "push")
      .where("j.payload", "=", "device-1")
      .execute();
    const bodies = pushes.map((push) => (JSON.parse(push.payload) as { body: string }).body);
    expect(bodies).toContain(`EUR/USD TP1 hit: +$250.00 on your 0.25 lots\n${DEFAULT_SHORT_WARNING}`);
    expect(bodies.filter((body) => body.includes("your"))).toHaveLength(1);

    // The signal's final target closes the rest of the member's part.
    expect(
      (
        await callApi(t, "POST", `/api/positions/${positionId}/events`, {
          cookie: admin.cookie,
          body: { type: "target_hit", target: 2 },
        })
      ).statusCode,
    ).toBe(201);
    const closed = (await portfolio(pro)).trades[0];
    expect(closed?.status).toBe("closed");
    expect(closed?.realisedMoney).toBe(750);
    expect(closed?.results).toEqual({ percent: 1.39, r: 1.5 });
    expect(closed?.signal.results).toEqual({ percent: 1.39, r: 1.5 });
  });

  it("reports what a member who closes their part themselves holds when TP1 is hit, without closing it", async () => {
    await take(pro, { positionId, size: 1, entryPrice: 1.085 });
    expect((await hitTp1()).statusCode).toBe(201);
    const mine = await portfolio(pro);
    expect(mine.trades[0]?.parts).toEqual([]);
    expect(mine.activity.map((one) => one.message)).toEqual(["EUR/USD TP1 hit: +$500.00 open on your 1.00 lot"]);
  });

  it("edits the trade, then closes part and the rest at the member's own prices", async () => {
    const { id } = (await take(pro, { positionId, size: 0.5 })).json<TakenTradeView>();
    const edited = await callApi(t, "PUT", `/api/portfolio/trades/${id}`, {
      cookie: pro.cookie,
      body: { entryPrice: 1.081, size: 1, accountSize: 20_000, riskPercent: 1, followSignal: false },
    });
    expect(edited.statusCode).toBe(200);
    expect(edited.json<TakenTradeView>()).toMatchObject({ entryPrice: 1.081, size: 1, accountSize: 20_000 });

    const part = await callApi(t, "POST", `/api/portfolio/trades/${id}/close`, {
      cookie: pro.cookie,
      body: { price: 1.086, size: 0.4 },
    });
    expect(part.json<TakenTradeView>()).toMatchObject({ openSize: 0.6, realisedMoney: 200, status: "open" });
    const rest = await callApi(t, "POST", `/api/portfolio/trades/${id}/close`, {
      cookie: pro.cookie,
      body: { price: 1.076 },
    });
    // 0.6 lots 50 pips down: -$300, after +$200.
    expect(rest.json<TakenTradeView>()).toMatchObject({ openSize: 0, realisedMoney: -100, status: "closed" });
    expect(rest.json<TakenTradeView>().realisedPercentOfAccount).toBe(-0.5);
    const again = await callApi(t, "POST", `/api/portfolio/trades/${id}/close`, {
      cookie: pro.cookie,
      body: { price: 1.08 },
    });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ message: englishMessage(PORTFOLIO_MESSAGES.closed) });

    const week = await portfolioResultBetween(
      { db: t.database.handle.db },
      pro.id,
      "2026-11-21T00:00:00.000Z",
      "2026-11-22T00:00:00.000Z",
    );
    expect(week).toEqual({ money: -100, percent: -0.5, trades: 1 });
    const before = await portfolioResultBetween(
      { db: t.database.handle.db },
      pro.id,
      "2026-11-20T00:00:00.000Z",
      "2026-11-21T00:00:00.000Z",
    );
    expect(before).toEqual({ money: 0, percent: null, trades: 0 });
  });

  it("refuses Trial members with the reason, and writes nothing", async () => {
    const trial = await memberFor(t, "trial", t.clock.now());
    const response = await take(trial, { positionId, size: 0.5 });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({ message: englishMessage(PORTFOLIO_MESSAGES.proOnly) });
    expect((await callApi(t, "GET", "/api/portfolio", { cookie: trial.cookie })).statusCode).toBe(403);
    expect(await tradeCount()).toBe(0);
  });

  it("answers bad input with a 4xx and a message, and half-writes nothing", async () => {
    const cases: [unknown, number][] = [
      [{ positionId, size: -1 }, 400],
      [{ positionId, size: "lots" }, 400],
      [{ positionId, size: 0.5, accountSize: 0 }, 400],
      [{ positionId: "missing", size: 0.5 }, 404],
      [
        {
          positionId: await createPositionAs(t, admin.cookie, {
            ...SIGNAL,
            asset: "EUR/GBP",
            entryPrice: 0.85,
            stopLoss: 0.84,
            targets: [{ price: 0.86, share: 100 }],
          }),
          size: 0.5,
        },
        400,
      ],
    ];
    for (const [body, status] of cases) {
      const response = await take(pro, body);
      expect(response.statusCode, JSON.stringify(body)).toBe(status);
      expect(typeof response.json<{ message: string }>().message).toBe("string");
    }
    expect(await tradeCount()).toBe(0);

    const { id } = (await take(pro, { positionId, size: 0.5 })).json<TakenTradeView>();
    expect((await take(pro, { positionId, size: 1 })).statusCode).toBe(409);
    const over = await callApi(t, "POST", `/api/portfolio/trades/${id}/close`, {
      cookie: pro.cookie,
      body: { price: 1.09, size: 0.6 },
    });
    expect(over.statusCode).toBe(400);
    expect(over.json()).toMatchObject({ message: englishMessage(PORTFOLIO_MESSAGES.sizeOverOpen) });
    expect((await portfolio(pro)).trades[0]?.parts).toEqual([]);
    const stranger = await memberFor(t, "premium", t.clock.now());
    expect(
      (
        await callApi(t, "POST", `/api/portfolio/trades/${id}/close`, {
          cookie: stranger.cookie,
          body: { price: 1.09 },
        })
      ).statusCode,
    ).toBe(404);
  });

  it("refuses a closed signal", async () => {
    await callApi(t, "POST", `/api/positions/${positionId}/events`, {
      cookie: admin.cookie,
      body: { type: "closed", reason: "stop" },
    });
    const response = await take(pro, { positionId, size: 0.5 });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({ message: englishMessage(PORTFOLIO_MESSAGES.notOpen) });
  });
});
