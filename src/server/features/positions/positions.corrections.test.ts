import { beforeEach, describe, expect, it } from "vitest";
import type { Position, PositionInput } from "../../../shared/positions.js";
import { LIFECYCLE_MESSAGES as M, type TradeEventEntry } from "../../../shared/trade-lifecycle.js";
import { cookieFor } from "../../../../test/support/members.js";
import { callApi, createPositionAs, positionInput } from "../../../../test/support/positions.js";
import { TEST_NOW, useTestApp } from "../../../../test/support/test-app.js";
import { TEST_DIALECTS } from "../../../../test/support/test-env.js";

const PLAN: Partial<PositionInput> = { entryPrice: 1.08, stopLoss: 1.07, targets: [{ price: 1.1, share: 100 }] };
const TWO_TARGETS = [
  { price: 1.09, share: 50 },
  { price: 1.1, share: 50 },
];

describe.each(TEST_DIALECTS)("correcting a published position on %s", (dialect) => {
  let admin: string;
  let member: string;
  const t = useTestApp(dialect, { clockAt: TEST_NOW });
  beforeEach(async () => {
    admin = (await cookieFor(t, "admin", t.clock.now())) ?? "";
    member = (await cookieFor(t, "premium", t.clock.now())) ?? "";
  });
  const put = (id: string, overrides: Partial<PositionInput>) =>
    callApi(t, "PUT", `/api/positions/${id}`, { cookie: admin, body: positionInput({ ...PLAN, ...overrides }) });
  const history = async (id: string) =>
    (await callApi(t, "GET", `/api/positions/${id}/history`, { cookie: member })).json<TradeEventEntry[]>();

  it("corrects the plan freely for five minutes, in an event members see with its time, then only amends", async () => {
    const id = await createPositionAs(t, admin, PLAN);
    t.clock.advance(4 * 60_000);
    const corrected = await put(id, {
      entryPrice: 1.081,
      stopLoss: 1.075,
      riskLevel: "high",
      targets: TWO_TARGETS,
    });
    expect(corrected.statusCode, corrected.body).toBe(200);
    expect(corrected.json<Position>()).toMatchObject({
      entryPrice: 1.081,
      initialStopLoss: 1.075,
      riskLevel: "high",
      targets: [{ price: 1.09 }, { price: 1.1 }],
      // The admin's form counts down to it.
      correctableUntil: "2026-11-21T12:05:00.000Z",
    });
    const entries = await history(id);
    expect(entries.map(({ type, at }) => [type, at])).toEqual([
      ["opened", "2026-11-21T12:00:00.000Z"],
      ["plan_corrected", "2026-11-21T12:04:00.000Z"],
    ]);
    expect(entries[1]?.message).toBe("EUR/USD LONG corrected: entry 1.08100, stop 1.07500");

    t.clock.advance(61_000);
    const late = await put(id, { entryPrice: 1.082, stopLoss: 1.075, riskLevel: "high" });
    expect(late.statusCode).toBe(409);
    expect(late.json()).toEqual({ message: M.correctionWindowPassed });
    // A stop move is an amendment, whenever it happens.
    const moved = await put(id, {
      entryPrice: 1.081,
      stopLoss: 1.078,
      riskLevel: "high",
      targets: TWO_TARGETS,
    });
    expect(moved.statusCode, moved.body).toBe(200);
    expect((await history(id)).map((entry) => entry.type)).toEqual(["opened", "plan_corrected", "stop_moved"]);
  });

  it("refuses a correction once part of the trade closed, and records the price a void happened at", async () => {
    const id = await createPositionAs(t, admin, {
      ...PLAN,
      currentPrice: 1.075,
      targets: TWO_TARGETS,
    });
    const partClosed = await callApi(t, "POST", `/api/positions/${id}/events`, {
      cookie: admin,
      body: { type: "partial_close", share: 25, price: 1.085 },
    });
    // The editor is told at once: no countdown is offered for a plan that can no longer be corrected.
    expect(partClosed.json()).toMatchObject({ realizedShare: 25, correctableUntil: null });
    const refused = await put(id, { entryPrice: 1.079, currentPrice: 1.075 });
    expect(refused.json()).toEqual({ message: M.correctionAfterFill });
    await callApi(t, "POST", `/api/positions/${id}/events`, {
      cookie: admin,
      body: { type: "voided", reason: "Wrong instrument" },
    });
    expect((await history(id)).at(-1)).toMatchObject({ type: "voided", reason: "Wrong instrument", price: 1.075 });
  });
});
