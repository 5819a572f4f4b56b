import { describe, expect, it } from "vitest";
import type { PositionInput } from "../../../shared/positions.js";
import type { TrackingOptions } from "../../../shared/price-tracking.js";
import { outboxMailsTo } from "../../../../test/support/mail.js";
import { callApi, positionInput } from "../../../../test/support/positions.js";
import {
  historyOf,
  positionOf,
  startTracking,
  WEDNESDAY,
  type TrackingOptions as ScenarioOptions,
} from "../../../../test/support/prices.js";
import { useTestApps } from "../../../../test/support/test-app.js";
import { TEST_DIALECTS } from "../../../../test/support/test-env.js";

const eurusdLong: Partial<PositionInput> = {
  asset: "EUR/USD",
  assetClass: "forex",
  direction: "long",
  entryPrice: 1.08,
  stopLoss: 1.075,
  targets: [
    { price: 1.085, share: 50 },
    { price: 1.09, share: 50 },
  ],
};

describe.each(TEST_DIALECTS)("price tracking on %s", (dialect) => {
  const startApp = useTestApps();

  const tracking = (csv: string, options: ScenarioOptions = {}) => startTracking(startApp, dialect, csv, options);

  it("records a target hit on the bid, with the tick as evidence and no actor", async () => {
    const s = await tracking(`
EUR/USD,1,1.0820,1.0821
EUR/USD,2,1.0849,1.0850
EUR/USD,3,1.0851,1.0852`);
    const id = await s.open(eurusdLong);
    await s.at(2);
    expect(await s.events(id)).toEqual(["opened"]);

    await s.at(3);
    const position = await positionOf(s.t, s.admin.cookie, id);
    expect(position.targets[0]).toMatchObject({ state: "hit", hitPrice: 1.0851 });
    expect(position.openShare).toBe(50);
    const history = await historyOf(s.t, s.admin.cookie, id);
    expect(history.at(-1)).toMatchObject({
      type: "target_hit",
      target: 1,
      price: 1.0851,
      share: 50,
      actorName: null,
      evidence: {
        source: "replay",
        side: "bid",
        price: 1.0851,
        bid: 1.0851,
        ask: 1.0852,
        at: "2026-11-25T12:00:03.000Z",
      },
    });
    expect(s.announced.at(-1)).toMatchObject({
      type: "position_updated",
      data: { change: "target_hit", message: expect.stringContaining("TP1 hit at 1.08510") },
    });
  });

  it("records two target hits in order when one tick spikes through both", async () => {
    const s = await tracking(`
EUR/USD,1,1.0820,1.0821
EUR/USD,2,1.0905,1.0906`);
    const id = await s.open(eurusdLong);
    await s.at(2);
    const history = await historyOf(s.t, s.admin.cookie, id);
    expect(history.map((entry) => [entry.type, "target" in entry ? entry.target : null])).toEqual([
      ["opened", null],
      ["target_hit", 1],
      ["target_hit", 2],
    ]);
    const position = await positionOf(s.t, s.admin.cookie, id);
    expect(position).toMatchObject({ status: "closed", outcome: "final_target", exitPrice: 1.0905 });
  });

  it("records the hits of several instruments crossing levels in the same moment, each on its own tick", async () => {
    const s = await tracking(`
EUR/USD,1,1.0820,1.0821
BTC/USDT,1,101,101.1
EUR/USD,2,1.0851,1.0852
BTC/USDT,2,94,94.1`);
    const eurusd = await s.open(eurusdLong);
    const btc = await s.open({
      asset: "BTC/USDT",
      assetClass: "crypto",
      direction: "long",
      entryPrice: 100,
      stopLoss: 95,
      targets: [{ price: 110, share: 100 }],
    });
    await s.at(2);
    expect(await s.events(eurusd)).toEqual(["opened", "target_hit"]);
    expect((await historyOf(s.t, s.admin.cookie, btc)).at(-1)).toMatchObject({
      type: "closed",
      reason: "stop",
      price: 94,
      evidence: { bid: 94, at: "2026-11-25T12:00:02.000Z" },
    });
    expect(s.announced.slice(-2).map((event) => event.data.change)).toEqual(["target_hit", "closed"]);
  });

  it("closes a short on the ask at the gap's worse price when the market gaps through the stop", async () => {
    const s = await tracking(`
EUR/USD,1,1.0810,1.0812
EUR/USD,2,1.0868,1.0870`);
    const id = await s.open({
      ...eurusdLong,
      direction: "short",
      stopLoss: 1.085,
      targets: [{ price: 1.07, share: 100 }],
    });
    await s.at(2);
    const position = await positionOf(s.t, s.admin.cookie, id);
    expect(position).toMatchObject({ status: "closed", outcome: "stop", exitPrice: 1.087 });
    expect(position.results.r).toBeLessThan(-1);
  });

  it("takes TP1, moves the stop to break-even and stops out there within one second", async () => {
    const s = await tracking(`
EUR/USD,1.0,1.0830,1.0831
EUR/USD,1.2,1.0852,1.0853
EUR/USD,1.6,1.0799,1.0800`);
    const id = await s.open({
      ...eurusdLong,
      tracking: { onTargetHit: "close", breakEvenAfterTp1: true, trailing: null },
    });
    await s.at(2);
    const history = await historyOf(s.t, s.admin.cookie, id);
    expect(history.map((entry) => entry.type)).toEqual(["opened", "target_hit", "stop_moved", "closed"]);
    expect(history[2]).toMatchObject({ reason: "break_even", to: 1.08 });
    expect(history[3]).toMatchObject({ reason: "stop", price: 1.0799, share: 50 });
  });

  it("only marks a target hit when the position's option says record", async () => {
    const s = await tracking(`EUR/USD,1,1.0851,1.0852`);
    const id = await s.open({
      ...eurusdLong,
      tracking: { onTargetHit: "record", breakEvenAfterTp1: false, trailing: null },
    });
    await s.at(1);
    const position = await positionOf(s.t, s.admin.cookie, id);
    expect(position.targets[0]).toMatchObject({ state: "hit", hitPrice: 1.0851 });
    expect(position).toMatchObject({ openShare: 100, realizedShare: 0, status: "active" });
    expect(s.announced.at(-1)?.data.message).toBe("EUR/USD TP1 reached at 1.08510");
  });

  it("trails the stop behind a rising price in steps, then stops out on it", async () => {
    const s = await tracking(`
BTC/USDT,1,101,101.1
BTC/USDT,2,102,102.1
BTC/USDT,3,103,103.1
BTC/USDT,4,104,104.1
BTC/USDT,5,110,110.1
BTC/USDT,6,106,106.1
BTC/USDT,7,104.9,105`);
    const id = await s.open({
      asset: "BTC/USDT",
      assetClass: "crypto",
      direction: "long",
      entryPrice: 100,
      stopLoss: 95,
      tracking: { onTargetHit: "close", breakEvenAfterTp1: false, trailing: { kind: "price", distance: 5 } },
    });
    await s.at(7);
    const history = await historyOf(s.t, s.admin.cookie, id);
    expect(history.flatMap((entry) => (entry.type === "stop_moved" ? [entry.to] : []))).toEqual([97, 99, 105]);
    expect(history.at(-1)).toMatchObject({ type: "closed", reason: "stop", price: 104.9 });
  });

  it("does not pause tracking over the weekend, and detects on Monday's first ticks", async () => {
    // Friday 21:59 UTC: forex closes at 22:00 and opens again on Sunday at 22:00.
    const friday = new Date("2026-11-27T21:59:00.000Z");
    const sundayOpen = (Date.parse("2026-11-29T22:00:00.000Z") - friday.getTime()) / 1000;
    const s = await tracking(
      `
EUR/USD,1,1.0820,1.0821
EUR/USD,59,1.0830,1.0831
EUR/USD,${sundayOpen + 20},1.0860,1.0861`,
      { start: friday },
    );
    const id = await s.open(eurusdLong);
    await s.at(59);
    await s.at(3600);
    await s.at(86_400);
    await s.at(sundayOpen + 10);
    expect((await positionOf(s.t, s.admin.cookie, id)).trackingPausedSince).toBeNull();
    await s.at(sundayOpen + 20);
    const position = await positionOf(s.t, s.admin.cookie, id);
    expect(position.trackingPausedSince).toBeNull();
    expect(position.targets[0]?.state).toBe("hit");
  });

  it("pauses tracking when the feed is quiet while the market is open, tells the admins, and resumes on the next tick", async () => {
    const s = await tracking(`
EUR/USD,1,1.0820,1.0821
EUR/USD,2,1.0821,1.0822
EUR/USD,200,1.0822,1.0823`);
    const id = await s.open(eurusdLong);
    await s.at(1);
    await s.at(2);
    await s.at(61);
    expect((await positionOf(s.t, s.admin.cookie, id)).trackingPausedSince).toBeNull();
    await s.at(62);
    const paused = await positionOf(s.t, s.admin.cookie, id);
    expect(paused.trackingPausedSince).toBe("2026-11-25T12:00:02.000Z");
    expect(paused.status).toBe("active");
    expect(s.announced.at(-1)).toMatchObject({ type: "position_price_changed" });
    const mails = await outboxMailsTo(s.t, s.admin.email);
    expect(mails.map((mail) => mail.subject)).toContain("SignalDesk: price tracking paused for EUR/USD");

    await s.at(200);
    expect((await positionOf(s.t, s.admin.cookie, id)).trackingPausedSince).toBeNull();
  });

  it("after a restart in the middle, records the level crossed while it was down and none twice", async () => {
    const first = await tracking(`
EUR/USD,1,1.0820,1.0821
EUR/USD,2,1.0851,1.0852`);
    const id = await first.open(eurusdLong);
    await first.at(2);
    await first.tracker.stop();

    const restarted = await tracking(
      `
EUR/USD,1,1.0860,1.0861
EUR/USD,2,1.0905,1.0906`,
      { of: first.t, start: new Date(WEDNESDAY.getTime() + 60_000) },
    );
    await restarted.tracker.settle();
    await restarted.at(2);
    const history = await historyOf(restarted.t, restarted.admin.cookie, id);
    expect(history.map((entry) => [entry.type, "target" in entry ? entry.target : null])).toEqual([
      ["opened", null],
      ["target_hit", 1],
      ["target_hit", 2],
    ]);
    expect(history[2]).toMatchObject({ price: 1.0905, evidence: { at: "2026-11-25T12:01:02.000Z" } });
  });

  it("never records one hit twice when two instances on the same database see the same tick", async () => {
    const csv = `
EUR/USD,1,1.0820,1.0821
EUR/USD,2,1.0851,1.0852
EUR/USD,3,1.0852,1.0853`;
    const a = await tracking(csv);
    const b = await tracking(csv, { of: a.t });
    const id = await a.open(eurusdLong);
    await b.tracker.settle();
    a.clock.advance(3000);
    b.clock.advance(3000);
    await Promise.all([a.tracker.settle(), b.tracker.settle()]);
    expect(await a.events(id)).toEqual(["opened", "target_hit"]);
  });

  it("keeps a position's tracking options when an edit leaves them out, and refuses bad ones with a message", async () => {
    const s = await tracking(`EUR/USD,100,1.0820,1.0821`);
    const options: TrackingOptions = {
      onTargetHit: "record",
      breakEvenAfterTp1: true,
      trailing: { kind: "percent", distance: 0.5 },
    };
    const id = await s.open({ ...eurusdLong, tracking: options });
    const put = (body: unknown) => callApi(s.t, "PUT", `/api/positions/${id}`, { cookie: s.admin.cookie, body });
    expect((await put(positionInput({ ...eurusdLong, commentary: "Holding" }))).statusCode).toBe(200);
    expect((await positionOf(s.t, s.admin.cookie, id)).tracking).toEqual(options);

    const bad = await put(
      positionInput({ ...eurusdLong, tracking: { ...options, trailing: { kind: "percent", distance: 80 } } }),
    );
    expect(bad.statusCode, bad.body).toBe(400);
    expect(bad.json<{ message: string }>().message).toBe("A trailing distance in percent is at most 50");
  });
});
