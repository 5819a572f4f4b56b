import { englishMessage } from "../../lib/app-error.js";
import { beforeEach, describe, expect, it } from "vitest";
import type { NotificationFeed } from "../../../shared/notifications.js";
import { POSITION_MESSAGES, type Position, type PositionInput } from "../../../shared/positions.js";
import { LIFECYCLE_MESSAGES as M, type TradeEventEntry } from "../../../shared/trade-lifecycle.js";
import { cookieFor } from "../../../../test/support/members.js";
import { callApi, createPositionAs, positionInput } from "../../../../test/support/positions.js";
import { TEST_NOW, useTestApp } from "../../../../test/support/test-app.js";
import { TEST_DIALECTS } from "../../../../test/support/test-env.js";

/** EUR/USD long from 1.0786, stop 1.0736, half at TP1 1.0850 and half at TP2 1.0900. */
const PLAN: Partial<PositionInput> = {
  entryPrice: 1.0786,
  stopLoss: 1.0736,
  targets: [
    { price: 1.085, share: 50 },
    { price: 1.09, share: 50 },
  ],
};

describe.each(TEST_DIALECTS)("trade events API on %s", (dialect) => {
  let admin: string;
  let member: string;
  const t = useTestApp(dialect, { clockAt: TEST_NOW });
  const clock = t.clock;
  beforeEach(async () => {
    admin = (await cookieFor(t, "admin", clock.now())) ?? "";
    member = (await cookieFor(t, "premium", clock.now())) ?? "";
  });

  const report = (id: string, body: unknown, cookie = admin) => {
    clock.advance(1000);
    return callApi(t, "POST", `/api/positions/${id}/events`, { cookie, body });
  };
  const reported = async (id: string, body: unknown) => {
    const response = await report(id, body);
    expect(response.statusCode, response.body).toBe(201);
    return response.json<Position>();
  };
  const history = async (id: string, cookie = admin) =>
    (await callApi(t, "GET", `/api/positions/${id}/history`, { cookie })).json<TradeEventEntry[]>();
  const feed = async () =>
    (await callApi(t, "GET", "/api/notifications", { cookie: member })).json<NotificationFeed>().items.map((item) => ({
      message: item.message,
      positionId: item.position.id,
    }));
  const stored = async (id: string) => ({
    events: await t.database.handle.db
      .selectFrom("position_events")
      .select(["seq", "type"])
      .where("position_id", "=", id)
      .orderBy("seq")
      .execute(),
    row: await t.database.handle.db.selectFrom("positions").selectAll().where("id", "=", id).executeTakeFirstOrThrow(),
  });

  it("takes a trade through its targets: state, results, history and a feed item in each event's words", async () => {
    const id = await createPositionAs(t, admin, PLAN);
    const afterTp1 = await reported(id, { type: "target_hit", target: 1 });
    expect(afterTp1).toMatchObject({
      status: "active",
      targetPrice: 1.085,
      openShare: 50,
      realizedShare: 50,
      stopLoss: 1.0736,
      initialStopLoss: 1.0736,
      results: { percent: 0.3, pips: 32, r: 0.64 },
      pnl: null,
      exitPrice: null,
      outcome: null,
    });
    expect(afterTp1.targets[0]).toEqual({
      number: 1,
      price: 1.085,
      share: 50,
      state: "hit",
      hitAt: clock.now().toISOString(),
      hitPrice: 1.085,
    });

    await reported(id, { type: "stop_moved", reason: "break_even" });
    const noted = await reported(id, { type: "note", text: "Letting the rest run" });
    expect(noted.commentary).toBe("Letting the rest run");
    const closed = await reported(id, { type: "target_hit", target: 2 });
    expect(closed).toMatchObject({
      status: "closed",
      outcome: "final_target",
      openShare: 0,
      realizedShare: 100,
      stopLoss: 1.0786,
      exitPrice: 1.0875,
      pnl: 0.83,
      results: { percent: 0.83, pips: 89, r: 1.78 },
      closedAt: clock.now().toISOString(),
    });

    const entries = await history(id, member);
    expect(entries.map((entry) => [entry.seq, entry.type, entry.actorName])).toEqual([
      [1, "opened", null],
      [2, "target_hit", null],
      [3, "stop_moved", null],
      [4, "note", null],
      [5, "target_hit", null],
    ]);
    expect(entries[2]).toMatchObject({ from: 1.0736, to: 1.0786, reason: "break_even" });
    expect((await history(id)).every((entry) => entry.actorName === "Maria Lopez")).toBe(true);
    expect(await feed()).toEqual(
      [
        "New signal: EUR/USD LONG at 1.07860",
        "EUR/USD TP1 hit at 1.08500 (+0.59%, 50% closed)",
        "EUR/USD stop moved to break-even",
        "EUR/USD update: Letting the rest run",
        "EUR/USD TP2 hit at 1.09000, trade closed (+0.83%, +1.78R)",
      ]
        .reverse()
        .map((message) => ({ message, positionId: id })),
    );
    // Counted once, with its weighted result.
    const performance = (await callApi(t, "GET", "/api/positions/performance", { cookie: member })).json();
    expect(performance.overall).toMatchObject({ closed: 1, winners: 1, totalPnl: 0.83 });
  });

  it("closes in parts, on the stop, and corrects the exit; the results follow", async () => {
    const id = await createPositionAs(t, admin, PLAN);
    expect(await reported(id, { type: "partial_close", share: 30, price: 1.0836 })).toMatchObject({
      openShare: 70,
      realizedShare: 30,
    });
    const stopped = await reported(id, { type: "closed", reason: "stop" });
    expect(stopped).toMatchObject({ outcome: "stop", exitPrice: 1.0766, openShare: 0 });
    expect(stopped.results).toEqual({ percent: -0.19, pips: -20, r: -0.4 });
    const corrected = await reported(id, { type: "close_corrected", price: 1.0746 });
    expect(corrected).toMatchObject({ results: { pips: -13, r: -0.26 } });
    expect((await history(id)).at(-1)).toMatchObject({ type: "close_corrected", from: 1.0736, to: 1.0746 });
  });

  it("cancels a trade that never filled and voids one published in error: the cancel never counts, the void as it stood", async () => {
    const cancelled = await createPositionAs(t, admin, PLAN);
    expect(await reported(cancelled, { type: "cancelled", reason: "Entry never reached" })).toMatchObject({
      status: "closed",
      outcome: "cancelled",
      outcomeReason: "Entry never reached",
      pnl: null,
    });
    const voided = await createPositionAs(t, admin, { ...PLAN, status: "closed", exitPrice: 1.09 });
    expect(await reported(voided, { type: "voided", reason: "Published on the wrong pair" })).toMatchObject({
      outcome: "voided",
      outcomeReason: "Published on the wrong pair",
      pnl: null,
      results: { percent: null, pips: null, r: null },
    });
    // Closed before the void, it counts as it stood: the record cannot be cleaned by voiding what went wrong.
    const performance = (await callApi(t, "GET", "/api/positions/performance", { cookie: member })).json();
    expect(performance.overall).toMatchObject({ closed: 1, winners: 1 });
    expect((await feed())[0]?.message).toBe("EUR/USD LONG voided: Published on the wrong pair");
  });

  it("refuses what cannot happen with the reason, and records nothing", async () => {
    const open = await createPositionAs(t, admin, PLAN);
    const closed = await createPositionAs(t, admin, { ...PLAN, status: "closed", exitPrice: 1.09 });
    const draft = await createPositionAs(t, admin, { ...PLAN, status: "planning" });
    const cases: [string, unknown, number, string][] = [
      [closed, { type: "target_hit", target: 1 }, 409, M.notOpen],
      [open, { type: "partial_close", share: 101, price: 1.08 }, 400, M.shareInvalid],
      [open, { type: "target_hit", target: 3 }, 409, M.unknownTarget],
      [open, { type: "stop_moved", reason: "manual", to: 1.0851 }, 409, M.stopPassesPrice],
      [open, { type: "target_hit", target: 1, price: 1.07 }, 409, M.hitOnLosingSide],
      [open, { type: "partial_close", share: 10, price: -1 }, 400, M.priceInvalid],
      [open, { type: "partial_close", share: 10, price: "1.09" }, 400, M.priceInvalid],
      [open, { type: "closed", reason: "manual" }, 409, M.closeReasonPriceRequired],
      [open, { type: "close_corrected", price: 1.09 }, 409, M.notClosed],
      [open, { type: "opened" }, 400, ""],
      [draft, { type: "note", text: "too early" }, 409, M.draft],
    ];
    const before = await Promise.all([open, closed, draft].map(stored));
    for (const [id, body, status, message] of cases) {
      const response = await report(id, body);
      expect(response.statusCode, JSON.stringify(body)).toBe(status);
      if (message) expect(response.json().message).toBe(message);
    }
    // Shares over what is open: after 60% closed, 41% more is refused.
    await reported(open, { type: "partial_close", share: 60, price: 1.08 });
    const over = await report(open, { type: "partial_close", share: 41, price: 1.08 });
    expect([over.statusCode, over.json().message]).toEqual([409, M.shareOverOpen]);
    expect((await stored(closed)).events).toEqual(before[1]?.events);
    expect(await stored(draft)).toEqual(before[2]);
    expect((await stored(open)).events).toHaveLength(2);

    const missing = await report("00000000-0000-4000-8000-000000000000", { type: "note", text: "x" });
    expect([missing.statusCode, missing.json().message]).toEqual([404, englishMessage(POSITION_MESSAGES.notFound)]);
    expect((await callApi(t, "DELETE", `/api/positions/${open}`, { cookie: admin })).statusCode).toBe(409);
    expect((await report(closed, { type: "note", text: "members may not" }, member)).statusCode).toBe(403);
  });

  it("turns the editor's PUT of a published position into its events, and refuses what events cannot say", async () => {
    const id = await createPositionAs(t, admin, PLAN);
    const put = (overrides: Partial<PositionInput>) => {
      clock.advance(1000);
      return callApi(t, "PUT", `/api/positions/${id}`, {
        cookie: admin,
        body: positionInput({ ...PLAN, ...overrides }),
      });
    };
    const moved = await put({
      stopLoss: 1.075,
      targets: [
        { price: 1.086, share: 50 },
        { price: 1.09, share: 50 },
      ],
      commentary: "Tightened",
    });
    expect(moved.statusCode, moved.body).toBe(200);
    expect((await history(id)).map((entry) => entry.type)).toEqual(["opened", "stop_moved", "target_changed", "note"]);
    expect(moved.json()).toMatchObject({ stopLoss: 1.075, initialStopLoss: 1.0736, targetPrice: 1.086 });

    // An older client sends TP1's price alone.
    const legacy = await put({ targets: undefined, targetPrice: 1.087, stopLoss: 1.075, commentary: "Tightened" });
    expect(legacy.statusCode, legacy.body).toBe(200);
    expect(legacy.json().targets.map((target: { price: number }) => target.price)).toEqual([1.087, 1.09]);

    // Past the correction window the plan is fixed (docs/product.md#track-record).
    clock.advance(5 * 60_000);
    const refusals: [Partial<PositionInput>, string][] = [
      [{ entryPrice: 1.079 }, M.correctionWindowPassed],
      [{ riskLevel: "high" }, M.correctionWindowPassed],
      [{ targets: [{ price: 1.09, share: 100 }] }, M.correctionWindowPassed],
      [{ stopLoss: undefined }, M.stopNotRemoved],
      [{ stopLoss: 1.0736, status: "closed" }, M.exitRequired],
    ];
    for (const [overrides, message] of refusals) {
      const response = await put({ stopLoss: 1.075, targetPrice: undefined, ...overrides });
      expect(response.statusCode, JSON.stringify(overrides)).toBeGreaterThanOrEqual(400);
      expect(response.statusCode, JSON.stringify(overrides)).toBeLessThan(500);
      expect(response.json().message).toBe(message);
    }
    expect(await history(id)).toHaveLength(5);
    // Clearing the commentary is no event; the card simply has none.
    const cleared = await put({
      stopLoss: 1.075,
      targets: [
        { price: 1.087, share: 50 },
        { price: 1.09, share: 50 },
      ],
    });
    expect(cleared.statusCode, cleared.body).toBe(200);
    expect(cleared.json().commentary).toBeNull();
    expect(await history(id)).toHaveLength(5);
  });
});
