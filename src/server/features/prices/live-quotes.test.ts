import { describe, expect, it } from "vitest";
import type { WsServerMessage } from "../../../shared/notifications.js";
import { listening, openLive } from "../../../../test/support/live.js";
import { memberFor } from "../../../../test/support/members.js";
import { positionOf, startTracking, WEDNESDAY } from "../../../../test/support/prices.js";
import { useTestApps } from "../../../../test/support/test-app.js";
import { TEST_DIALECTS } from "../../../../test/support/test-env.js";

const prices = (messages: WsServerMessage[]) => messages.flatMap((m) => (m.type === "prices" ? [m.data.quotes] : []));

describe.each(TEST_DIALECTS)("live prices on %s", (dialect) => {
  const startApp = useTestApps();

  it("sends members at most one price message a second with every changed instrument, and stores prices as often", async () => {
    const s = await startTracking(
      startApp,
      dialect,
      `
EUR/USD,1.0,1.0820,1.0821
EUR/USD,1.3,1.0830,1.0831
BTC/USDT,1.5,90000,90010
EUR/USD,1.6,1.0840,1.0841
EUR/USD,3.5,1.0850,1.0851`,
    );
    const eurusd = await s.open({ asset: "EUR/USD", assetClass: "forex", direction: "long", entryPrice: 1.08 });
    const short = await s.open({ asset: "EUR/USD", assetClass: "forex", direction: "short", entryPrice: 1.09 });
    const btc = await s.open({
      asset: "BTC/USDT",
      assetClass: "crypto",
      direction: "long",
      entryPrice: 85000,
      stopLoss: 80000,
    });
    const member = await memberFor(s.t, "trial", WEDNESDAY);
    const live = await openLive(await listening(s.t), { cookie: member.cookie });
    await live.received(1);

    await s.at(1);
    await live.received(2);
    expect(prices(live.messages)).toEqual([
      [{ asset: "EUR/USD", assetClass: "forex", bid: 1.082, ask: 1.0821, last: null, at: "2026-11-25T12:00:01.000Z" }],
    ]);
    expect((await positionOf(s.t, member.cookie, eurusd)).currentPrice).toBe(1.082);
    expect((await positionOf(s.t, member.cookie, short)).currentPrice).toBe(1.0821);

    // Three ticks in the same second wait for the next one; the stored price waits with them.
    await s.at(1.6);
    expect((await positionOf(s.t, member.cookie, eurusd)).currentPrice).toBe(1.082);
    await s.at(2);
    await live.received(3);
    const [, second] = prices(live.messages);
    expect(second?.map((quote) => [quote.asset, quote.bid])).toEqual([
      ["EUR/USD", 1.084],
      ["BTC/USDT", 90000],
    ]);
    expect((await positionOf(s.t, member.cookie, eurusd)).currentPrice).toBe(1.084);
    expect((await positionOf(s.t, member.cookie, btc)).currentPrice).toBe(90000);

    // Nothing changed: no message.
    await s.at(3);
    await s.at(4);
    await live.received(4);
    expect(prices(live.messages)).toHaveLength(3);
    expect(prices(live.messages)[2]?.map((quote) => quote.bid)).toEqual([1.085]);
    live.socket.close();
  });

  it("sends the prices of an embargoed position's instrument to Pro members alone until its release", async () => {
    const s = await startTracking(
      startApp,
      dialect,
      `
GBP/USD,1.0,1.2700,1.2701
GBP/USD,601.0,1.2710,1.2711`,
      { earlyAccessMinutes: 10 },
    );
    await s.open({ asset: "GBP/USD", assetClass: "forex", direction: "long", entryPrice: 1.27, stopLoss: 1.26 });
    const pro = await openLive(await listening(s.t), { cookie: (await memberFor(s.t, "premium", WEDNESDAY)).cookie });
    const trial = await openLive(await listening(s.t), { cookie: (await memberFor(s.t, "trial", WEDNESDAY)).cookie });
    await Promise.all([pro.received(1), trial.received(1)]);

    await s.at(1);
    await pro.received(2);
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(prices(trial.messages)).toEqual([]);

    await s.at(601);
    await trial.received(2);
    expect(prices(trial.messages).map((quotes) => quotes.map((quote) => quote.bid))).toEqual([[1.271]]);
    pro.socket.close();
    trial.socket.close();
  });
});
