import { describe, expect, it } from "vitest";
import { callApi, positionInput } from "../../../../test/support/positions.js";
import { historyOf, startTracking } from "../../../../test/support/prices.js";
import { useTestApps } from "../../../../test/support/test-app.js";
import { TEST_DIALECTS } from "../../../../test/support/test-env.js";

describe.each(TEST_DIALECTS)("the market at publication on %s", (dialect) => {
  const startApp = useTestApps();

  it("records the market price on opened, and asks the admin to confirm an entry far from it", async () => {
    const s = await startTracking(startApp, dialect, `EUR/USD,6,1.1000,1.1002`);
    const draft = await s.open(positionInput({ entryPrice: 1.08, status: "planning" }));
    // Drafts announce nothing: the tracker finds this one when it next reads the positions.
    await s.at(5);
    await s.at(6);

    const put = (body: unknown) => callApi(s.t, "PUT", `/api/positions/${draft}`, { cookie: s.admin.cookie, body });
    const refused = await put(positionInput({ entryPrice: 1.08 }));
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({
      message:
        "The entry 1.08000 is 1.84% from the market price 1.10020, more than the 0.5% allowed for forex. Check it, then publish again to confirm.",
      confirm: true,
    });
    expect(await s.events(draft)).toEqual([]);

    const confirmed = await put(positionInput({ entryPrice: 1.08, confirm: true }));
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    const [opened] = await historyOf(s.t, s.admin.cookie, draft);
    expect(opened).toMatchObject({
      type: "opened",
      market: { price: 1.1002, at: "2026-11-25T12:00:06.000Z", distancePercent: 1.84 },
    });

    const near = await callApi(s.t, "POST", "/api/positions", {
      cookie: s.admin.cookie,
      body: positionInput({ entryPrice: 1.1, direction: "short" }),
    });
    expect(near.statusCode, near.body).toBe(201);
    const [nearOpened] = await historyOf(s.t, s.admin.cookie, near.json<{ id: string }>().id);
    expect(nearOpened).toMatchObject({ market: { price: 1.1, distancePercent: 0 } });
  });

  it("flags an instrument the feed never prices until the admin confirms, and lists it as not tracked", async () => {
    const s = await startTracking(startApp, dialect, `EUR/USD,1,1.1000,1.1002`);
    await s.at(1);
    const publish = (confirm?: true) =>
      callApi(s.t, "POST", "/api/positions", {
        cookie: s.admin.cookie,
        body: positionInput({ asset: "GBP/USD", entryPrice: 1.5, confirm }),
      });
    const flagged = await publish();
    expect(flagged.statusCode).toBe(409);
    expect(flagged.json()).toEqual({
      message:
        "GBP/USD is not tracked by the price feed: its stop and targets will not be followed automatically and members will see no live price. Check the asset's name, then publish again to confirm.",
      confirm: true,
    });
    const confirmed = await publish(true);
    expect(confirmed.statusCode, confirmed.body).toBe(201);
    const tracked = await s.open(positionInput({ entryPrice: 1.1 }));
    const untracked = await callApi(s.t, "GET", "/api/positions/untracked", { cookie: s.admin.cookie });
    expect(untracked.statusCode, untracked.body).toBe(200);
    expect(untracked.json()).toEqual({ positionIds: [confirmed.json<{ id: string }>().id] });
    expect(untracked.json<{ positionIds: string[] }>().positionIds).not.toContain(tracked);
  });

  it("waits for an instrument's first price before publishing, and asks when none comes", async () => {
    const s = await startTracking(startApp, dialect, `BTC/USD,1,67000,67010`);
    const btc = (confirm?: true) =>
      callApi(s.t, "POST", "/api/positions", {
        cookie: s.admin.cookie,
        body: positionInput({ asset: "BTC/USD", assetClass: "crypto", entryPrice: 80000, stopLoss: 79000, confirm }),
      });
    // The feed has nothing yet for BTC: after a short wait the admin is asked, and nothing is published.
    const unpriced = await btc();
    expect(unpriced.statusCode).toBe(409);
    expect(unpriced.json()).toEqual({
      message:
        "The price feed has not priced BTC/USD yet, so the entry cannot be checked against the market. Check it, then publish again to confirm.",
      confirm: true,
    });
    // Its first price comes while the publication waits for it: the entry is checked against it.
    s.clock.advance(1000);
    const far = await btc();
    expect(far.statusCode).toBe(409);
    expect(far.json<{ message: string }>().message).toMatch(
      /^The entry 80,000\.00 is 19\.\d+% from the market price 67,010\.00/,
    );
    const list = await callApi(s.t, "GET", "/api/positions", { cookie: s.admin.cookie });
    expect(list.json()).toEqual([]);
  });

  it("keeps the market's current price when an admin's edit sends another", async () => {
    const s = await startTracking(startApp, dialect, `EUR/USD,1,1.1000,1.1002`);
    const id = await s.open(positionInput({ entryPrice: 1.1 }));
    await s.at(1);
    const edit = positionInput({ entryPrice: 1.1, currentPrice: 1.05, commentary: "Holding" });
    const response = await callApi(s.t, "PUT", `/api/positions/${id}`, { cookie: s.admin.cookie, body: edit });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({ currentPrice: 1.1, commentary: "Holding" });
  });

  it("judges a running trade's moved stop against the market, not the entry", async () => {
    const s = await startTracking(startApp, dialect, `EUR/USD,1,1.1000,1.1002`);
    const plan = { entryPrice: 1.0995, stopLoss: 1.09, targets: [{ price: 1.12, share: 100 }] };
    const id = await s.open(positionInput(plan));
    await s.at(1);
    const put = (stopLoss: number) =>
      callApi(s.t, "PUT", `/api/positions/${id}`, {
        cookie: s.admin.cookie,
        body: positionInput({ ...plan, stopLoss }),
      });
    const inProfit = await put(1.0998);
    expect(inProfit.statusCode, inProfit.body).toBe(200);
    expect(inProfit.json()).toMatchObject({ stopLoss: 1.0998, initialStopLoss: 1.09 });
    const pastMarket = await put(1.1001);
    expect(pastMarket.statusCode).toBe(409);
    expect(pastMarket.json()).toEqual({ message: "The stop must stay on the losing side of the current price" });
  });
});
