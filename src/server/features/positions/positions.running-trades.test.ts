import { beforeEach, describe, expect, it } from "vitest";
import type { Position, PositionInput } from "../../../shared/positions.js";
import { LIFECYCLE_MESSAGES as M, type TradeEventEntry } from "../../../shared/trade-lifecycle.js";
import { cookieFor } from "../../../../test/support/members.js";
import { callApi, createPositionAs, positionInput } from "../../../../test/support/positions.js";
import { TEST_NOW, useTestApp } from "../../../../test/support/test-app.js";
import { TEST_DIALECTS } from "../../../../test/support/test-env.js";

/** EUR/USD long from 1.0800, stop 1.0750, one target at 1.1000. */
const PLAN: Partial<PositionInput> = { entryPrice: 1.08, stopLoss: 1.075, targets: [{ price: 1.1, share: 100 }] };

describe.each(TEST_DIALECTS)("keeping a running trade up to date from the editor on %s", (dialect) => {
  let admin: string;
  const t = useTestApp(dialect, { clockAt: TEST_NOW });
  beforeEach(async () => {
    admin = (await cookieFor(t, "admin", t.clock.now())) ?? "";
  });
  const put = (id: string, overrides: Partial<PositionInput>) => {
    t.clock.advance(60_000);
    return callApi(t, "PUT", `/api/positions/${id}`, { cookie: admin, body: positionInput({ ...PLAN, ...overrides }) });
  };
  const history = async (id: string) =>
    (await callApi(t, "GET", `/api/positions/${id}/history`, { cookie: admin })).json<TradeEventEntry[]>();

  it("saves a stop at break-even or in profit with a new target and commentary, judged against the market", async () => {
    const id = await createPositionAs(t, admin, PLAN);
    const breakEven = await put(id, { stopLoss: 1.08, targets: [{ price: 1.105, share: 100 }], currentPrice: 1.09 });
    expect(breakEven.statusCode, breakEven.body).toBe(200);
    expect(breakEven.json<Position>()).toMatchObject({ stopLoss: 1.08, initialStopLoss: 1.075 });

    const inProfit = await put(id, {
      stopLoss: 1.085,
      targets: [{ price: 1.105, share: 100 }],
      currentPrice: 1.09,
      commentary: "Locking in half the move",
    });
    expect(inProfit.statusCode, inProfit.body).toBe(200);
    expect(inProfit.json<Position>()).toMatchObject({ stopLoss: 1.085, commentary: "Locking in half the move" });

    // Above the market a long's stop would close it at once: refused, with nothing recorded.
    const pastMarket = await put(id, { stopLoss: 1.095, targets: [{ price: 1.105, share: 100 }], currentPrice: 1.09 });
    expect(pastMarket.statusCode).toBe(409);
    expect(pastMarket.json()).toEqual({ message: M.stopPassesPrice });

    expect((await history(id)).map((entry) => [entry.type, "reason" in entry ? entry.reason : undefined])).toEqual([
      ["opened", undefined],
      ["stop_moved", "break_even"],
      ["target_changed", undefined],
      ["stop_moved", "manual"],
      ["note", undefined],
    ]);
  });

  it("keeps the stop on the losing side of the entry where a plan is set: a draft, its publication, a correction", async () => {
    const refusal = { message: M.stopWrongSide, errors: { stopLoss: M.stopWrongSide } };
    const created = await callApi(t, "POST", "/api/positions", {
      cookie: admin,
      body: positionInput({ ...PLAN, stopLoss: 1.08 }),
    });
    expect(created.statusCode).toBe(400);
    const draft = await createPositionAs(t, admin, { ...PLAN, status: "planning" });
    const drafted = await put(draft, { stopLoss: 1.08, status: "planning" });
    expect(drafted.statusCode).toBe(400);
    expect(drafted.json()).toEqual(refusal);
    const published = await put(draft, { stopLoss: 1.085 });
    expect(published.statusCode).toBe(400);
    expect(published.json()).toEqual(refusal);
    expect(await history(draft)).toEqual([]);

    const id = await createPositionAs(t, admin, PLAN);
    const corrected = await put(id, { entryPrice: 1.079, stopLoss: 1.08 });
    expect(corrected.statusCode).toBe(400);
    expect(corrected.json()).toEqual(refusal);
    expect((await history(id)).map((entry) => entry.type)).toEqual(["opened"]);
  });
});
