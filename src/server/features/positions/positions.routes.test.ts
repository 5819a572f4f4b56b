import { englishMessage } from "../../lib/app-error.js";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { beforeEach, describe, expect, it } from "vitest";
import { POSITION_MESSAGES, type Position } from "../../../shared/positions.js";
import type { TradeEventEntry } from "../../../shared/trade-lifecycle.js";
import { cookieFor } from "../../../../test/support/members.js";
import { callApi, createPositionAs, positionInput } from "../../../../test/support/positions.js";
import { TEST_NOW, useTestApp } from "../../../../test/support/test-app.js";
import { TEST_DIALECTS } from "../../../../test/support/test-env.js";

const POSITION_KEYS = [
  "asset",
  "assetClass",
  "closedAt",
  "commentary",
  "correctableUntil",
  "createdAt",
  "currentPrice",
  "direction",
  "entryPrice",
  "entryZoneHigh",
  "entryZoneLow",
  "exitPrice",
  "id",
  "initialStopLoss",
  "openShare",
  "outcome",
  "outcomeReason",
  "pnl",
  "publishedAt",
  "realizedShare",
  "results",
  "riskLevel",
  "status",
  "stopLoss",
  "targetPrice",
  "targets",
  "tracking",
  "trackingPausedSince",
  "updatedAt",
];

describe.each(TEST_DIALECTS)("positions API on %s", (dialect) => {
  let admin: string;
  let member: string;
  const t = useTestApp(dialect, { clockAt: TEST_NOW });
  const clock = t.clock;
  beforeEach(async () => {
    admin = (await cookieFor(t, "admin", clock.now())) ?? "";
    member = (await cookieFor(t, "premium", clock.now())) ?? "";
  });

  const list = async (cookie: string) => {
    const response = await callApi(t, "GET", "/api/positions", { cookie });
    expect(response.statusCode).toBe(200);
    return response.json<Position[]>();
  };
  const history = async (id: string, cookie: string) => {
    const response = await callApi(t, "GET", `/api/positions/${id}/history`, { cookie });
    expect(response.statusCode, response.body).toBe(200);
    return response.json<TradeEventEntry[]>();
  };
  const put = (id: string, body: unknown) => callApi(t, "PUT", `/api/positions/${id}`, { cookie: admin, body });

  it("creates a position with exactly the position's documented fields, prices as numbers on every engine", async () => {
    const response = await callApi(t, "POST", "/api/positions", {
      cookie: admin,
      body: positionInput({
        asset: "  XAU/USD ",
        assetClass: "commodities",
        entryPrice: 2350,
        targetPrice: 2400.5,
        commentary: " Breakout ",
      }),
    });
    expect(response.statusCode, response.body).toBe(201);
    const [listed] = await list(member);
    expect(Object.keys(listed ?? {}).sort()).toEqual(POSITION_KEYS);
    expect(listed).toMatchObject({
      asset: "XAU/USD",
      entryPrice: 2350,
      targetPrice: 2400.5,
      targets: [{ number: 1, price: 2400.5, share: 100, state: "open", hitAt: null, hitPrice: null }],
      openShare: 100,
      realizedShare: 0,
      results: { percent: null, pips: null, r: null },
      outcome: null,
      currentPrice: null,
      commentary: "Breakout",
      status: "active",
      createdAt: clock.now().toISOString(),
      publishedAt: clock.now().toISOString(),
      correctableUntil: new Date(clock.now().getTime() + 5 * 60_000).toISOString(),
      closedAt: null,
    });
  });

  it("refuses bad input with 400 and the editor's message, never a 500", async () => {
    const cases: [unknown, string][] = [
      [positionInput({ asset: "   " }), "Asset is required"],
      [{ ...positionInput(), entryPrice: "abc" }, "Valid entry price is required"],
      [{ ...positionInput(), entryPrice: 0 }, "Prices must be positive numbers"],
      [
        { ...positionInput(), assetClass: "bonds" },
        "Asset class must be one of forex, commodities, crypto, indices, stocks",
      ],
      [{ ...positionInput(), unknownField: 1 }, 'Unrecognized key: "unknownField"'],
      [positionInput({ exitPrice: 1.1 }), "An exit price is only for a closed position"],
      [
        positionInput({ status: "closed", exitPrice: 1.1, pnl: 3 }),
        "P&L is worked out from the trade's events and cannot be typed",
      ],
      [positionInput({ status: "closed" }), "Closing a position needs an exit price"],
      [positionInput({ targetPrice: 1.05 }), "Targets must be above the entry for a long and below it for a short"],
      [positionInput({ stopLoss: 1.08 }), "The stop loss must be below the entry for a long and above it for a short"],
      [
        positionInput({
          targets: [
            { price: 1.08, share: 60 },
            { price: 1.09, share: 30 },
          ],
        }),
        "Target shares must add up to 100%",
      ],
    ];
    for (const [body, message] of cases) {
      const response = await callApi(t, "POST", "/api/positions", { cookie: admin, body });
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect(response.json().message).toBe(message);
    }
    expect((await put("not-a-uuid", positionInput())).statusCode).toBe(400);
    const missing = await put("00000000-0000-4000-8000-000000000000", positionInput());
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ message: englishMessage(POSITION_MESSAGES.notFound) });
    const noBody = await callApi(t, "POST", `/api/positions/00000000-0000-4000-8000-000000000000/views`, {
      cookie: member,
      body: { kind: "map" },
    });
    expect(noBody.statusCode).toBe(400);
    // Fastify refuses an over-long id before routing; it still answers plain {message}, no echo of the path.
    const longId = await callApi(t, "DELETE", `/api/positions/${"a".repeat(5000)}`, { cookie: admin });
    expect(longId.statusCode).toBe(414);
    expect(longId.json()).toEqual({ message: "The address is too long" });
  });

  it("keeps a short's targets below the entry and its stop above, TP1 nearest", async () => {
    const id = await createPositionAs(t, admin, {
      direction: "short",
      entryPrice: 100,
      stopLoss: 110,
      targets: [
        { price: 95, share: 50 },
        { price: 90, share: 50 },
      ],
    });
    const [listed] = await list(member);
    expect(listed).toMatchObject({ id, targetPrice: 95, stopLoss: 110, initialStopLoss: 110 });
    const reversed = await callApi(t, "POST", "/api/positions", {
      cookie: admin,
      body: positionInput({
        direction: "short",
        entryPrice: 100,
        targets: [
          { price: 90, share: 50 },
          { price: 95, share: 50 },
        ],
      }),
    });
    expect(reversed.statusCode).toBe(400);
    expect(reversed.json().message).toBe("Targets must run from the nearest to the entry to the farthest");
  });

  it("never shows drafts to members: not listed, no history, no follow, no views", async () => {
    const draft = await createPositionAs(t, admin, { status: "planning", commentary: "secret draft note" });
    expect(await list(member)).toEqual([]);
    expect((await list(admin)).map((position) => position.status)).toEqual(["planning"]);
    for (const [method, url, body] of [
      ["GET", `/api/positions/${draft}/history`, undefined],
      ["PUT", `/api/positions/${draft}/follow`, undefined],
      ["POST", `/api/positions/${draft}/views`, { kind: "details" }],
    ] as const) {
      const response = await callApi(t, method, url, { cookie: member, body });
      expect(response.statusCode, url).toBe(404);
    }
    const performance = await callApi(t, "GET", "/api/positions/performance", { cookie: member });
    expect(performance.json().overall.closed).toBe(0);

    clock.advance(60_000);
    expect((await put(draft, positionInput({ commentary: "Published view" }))).statusCode).toBe(200);
    const published = await history(draft, member);
    expect(published.map((entry) => entry.type)).toEqual(["opened"]);
    // A draft's edits are free: they leave no events, for admins either.
    expect((await history(draft, admin)).map((entry) => entry.type)).toEqual(["opened"]);
    expect(JSON.stringify(published)).not.toContain("secret draft note");
    expect(published[0]?.actorName).toBeNull();
    expect((await list(member))[0]?.publishedAt).toBe(clock.now().toISOString());
  });

  it("keeps the events of open and close with server times, and the position itself; a new current price is no event", async () => {
    const id = await createPositionAs(t, admin, { targetPrice: 1.09 });
    clock.advance(1000);
    await put(id, positionInput({ targetPrice: 1.09, currentPrice: 1.08 }));
    clock.advance(1000);
    await put(id, positionInput({ targetPrice: 1.09, currentPrice: 1.08, status: "closed", exitPrice: 1.0824 }));
    clock.advance(1000);
    expect((await callApi(t, "DELETE", `/api/positions/${id}`, { cookie: admin })).statusCode).toBe(409);

    expect((await list(member)).map((position) => position.id)).toEqual([id]);
    const entries = await history(id, admin);
    expect(entries.map(({ seq, type, at, message }) => [seq, type, at, message])).toEqual([
      [1, "opened", "2026-11-21T12:00:00.000Z", "New signal: EUR/USD LONG at 1.07240"],
      [2, "closed", "2026-11-21T12:00:02.000Z", "EUR/USD closed at 1.08240 (+0.93%)"],
    ]);
    expect(entries[0]).toMatchObject({
      plan: { entryPrice: 1.0724, stopLoss: null, targets: [{ price: 1.09, share: 100 }] },
    });
    expect(entries[1]).toMatchObject({ price: 1.0824, share: 100, reason: "manual" });
    expect(entries.every((entry) => entry.actorName === "Maria Lopez")).toBe(true);
    const stored = await t.database.handle.db.selectFrom("positions").select("deleted_at").executeTakeFirst();
    expect(stored?.deleted_at).toBeNull();
  });

  it("works P&L out on close from entry, exit and direction, and refuses a typed one", async () => {
    const short = await createPositionAs(t, admin, { direction: "short", entryPrice: 2000 });
    const closed = await put(
      short,
      positionInput({ direction: "short", entryPrice: 2000, status: "closed", exitPrice: 1950 }),
    );
    expect(closed.json()).toMatchObject({ pnl: 2.5, exitPrice: 1950, closedAt: clock.now().toISOString() });

    const typed = await createPositionAs(t, admin);
    const response = await put(typed, positionInput({ status: "closed", exitPrice: 1.2, pnl: -3 }));
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe("P&L is worked out from the trade's events and cannot be typed");

    // Kept to the two decimals members see: a result shown as "+0.00%" is not a win.
    const tiny = await createPositionAs(t, admin, { entryPrice: 100, status: "closed", exitPrice: 100.004 });
    expect((await list(member)).find((position) => position.id === tiny)?.pnl).toBe(0);
    const performance = await callApi(t, "GET", "/api/positions/performance", { cookie: member });
    expect(performance.json().overall).toMatchObject({ closed: 2, winners: 1 });
  });

  it("corrects a closed position's exit and works its P&L out again", async () => {
    const id = await createPositionAs(t, admin, { asset: "AAPL", assetClass: "stocks", entryPrice: 100, stopLoss: 95 });
    await put(
      id,
      positionInput({
        asset: "AAPL",
        assetClass: "stocks",
        entryPrice: 100,
        stopLoss: 95,
        status: "closed",
        exitPrice: 110,
      }),
    );
    const corrected = await put(
      id,
      positionInput({
        asset: "AAPL",
        assetClass: "stocks",
        entryPrice: 100,
        stopLoss: 95,
        status: "closed",
        exitPrice: 105,
      }),
    );
    expect(corrected.statusCode, corrected.body).toBe(200);
    expect(corrected.json()).toMatchObject({ exitPrice: 105, pnl: 5, results: { percent: 5, pips: null, r: 1 } });
    expect((await history(id, admin)).map((entry) => entry.type)).toEqual(["opened", "closed", "close_corrected"]);
  });

  it("never returns a published position to draft, and never reopens a closed one", async () => {
    const id = await createPositionAs(t, admin);
    const back = await put(id, positionInput({ status: "planning" }));
    expect(back.statusCode).toBe(409);
    expect(back.json()).toEqual({ message: "A published position cannot return to draft" });
    await put(id, positionInput({ status: "closed", exitPrice: 1.08 }));
    const reopened = await put(id, positionInput());
    expect(reopened.statusCode).toBe(409);
    expect(reopened.json()).toEqual({
      message: "A closed position stays closed: void it if it was published in error",
    });
    expect((await history(id, admin)).map((entry) => entry.type)).toEqual(["opened", "closed"]);
  });

  it("keeps each member's follows apart from the shared list; following twice is following", async () => {
    const older = await createPositionAs(t, admin, { asset: "OLD" });
    clock.advance(1000);
    await createPositionAs(t, admin, { asset: "NEW" });
    const follows = async (cookie: string) =>
      (await callApi(t, "GET", "/api/positions/follows", { cookie })).json<{ positionIds: string[] }>().positionIds;

    for (let i = 0; i < 2; i += 1) {
      expect((await callApi(t, "PUT", `/api/positions/${older}/follow`, { cookie: member })).statusCode).toBe(204);
    }
    expect(await follows(member)).toEqual([older]);
    expect(await follows(admin)).toEqual([]);
    expect((await list(member)).map((position) => position.asset)).toEqual(["NEW", "OLD"]);
    await callApi(t, "DELETE", `/api/positions/${older}/follow`, { cookie: member });
    expect(await follows(member)).toEqual([]);
  });

  it("answers the list compressed and revalidated by ETag, and never stale after a change", async () => {
    await createPositionAs(t, admin, { asset: "EUR/USD" });
    const first = await callApi(t, "GET", "/api/positions", { cookie: member, headers: { "accept-encoding": "gzip" } });
    expect(first.headers["content-encoding"]).toBe("gzip");
    expect(JSON.parse(gunzipSync(first.rawPayload).toString())).toHaveLength(1);
    const etag = String(first.headers.etag);

    const unchanged = await callApi(t, "GET", "/api/positions", { cookie: member, headers: { "if-none-match": etag } });
    expect(unchanged.statusCode).toBe(304);

    clock.advance(1000);
    const draft = await createPositionAs(t, admin, { asset: "DRAFT", status: "planning" });
    const afterDraft = await callApi(t, "GET", "/api/positions", {
      cookie: member,
      headers: { "if-none-match": etag },
    });
    expect(afterDraft.statusCode).toBe(304);
    expect((await list(member)).map((p) => p.asset)).toEqual(["EUR/USD"]);
    expect((await list(admin)).map((p) => p.asset)).toEqual(["DRAFT", "EUR/USD"]);

    await callApi(t, "PUT", `/api/positions/${draft}`, { cookie: admin, body: positionInput({ asset: "DRAFT" }) });
    expect((await list(member)).map((p) => p.asset)).toEqual(["DRAFT", "EUR/USD"]);
    // Published, it stays (docs/product.md#track-record).
    expect((await callApi(t, "DELETE", `/api/positions/${draft}`, { cookie: admin })).statusCode).toBe(409);
    expect((await list(member)).map((p) => p.asset)).toEqual(["DRAFT", "EUR/USD"]);
  });

  it("answers a list another instance has changed in the database, not the one it prepared", async () => {
    await createPositionAs(t, admin, { asset: "EUR/USD" });
    const first = await callApi(t, "GET", "/api/positions", { cookie: member });
    const etag = String(first.headers.etag);

    // Another instance's write reaches this one only through the database.
    await t.database.handle.db.updateTable("positions").set({ commentary: "Moved by the other instance" }).execute();
    const after = await callApi(t, "GET", "/api/positions", { cookie: member, headers: { "if-none-match": etag } });
    expect(after.statusCode).toBe(200);
    expect(after.json<Position[]>()[0]?.commentary).toBe("Moved by the other instance");
  });

  it("answers the list in brotli when the client takes it, else gzip, else plain JSON, all the same list", async () => {
    await createPositionAs(t, admin, { asset: "EUR/USD" });
    await createPositionAs(t, admin, { asset: "DRAFT", status: "planning" });
    const ask = (encoding: string) =>
      callApi(t, "GET", "/api/positions", { cookie: member, headers: { "accept-encoding": encoding } });
    const assets = (text: string) => (JSON.parse(text) as Position[]).map((p) => p.asset);

    const br = await ask("gzip, deflate, br, zstd");
    expect(br.headers["content-encoding"]).toBe("br");
    expect(assets(brotliDecompressSync(br.rawPayload).toString())).toEqual(["EUR/USD"]);
    const refusedBr = await ask("br;q=0, gzip");
    expect(refusedBr.headers["content-encoding"]).toBe("gzip");
    expect(assets(gunzipSync(refusedBr.rawPayload).toString())).toEqual(["EUR/USD"]);
    const plain = await ask("identity");
    expect(plain.headers["content-encoding"]).toBeUndefined();
    expect(assets(plain.body)).toEqual(["EUR/USD"]);
    expect(br.headers.etag).toBe(plain.headers.etag);
  });

  it("records a member's views with who, what and when, and leaves admins' views out", async () => {
    const id = await createPositionAs(t, admin);
    await callApi(t, "POST", `/api/positions/${id}/views`, { cookie: member, body: { kind: "details" } });
    await callApi(t, "POST", `/api/positions/${id}/views`, { cookie: member, body: { kind: "chart" } });
    await callApi(t, "POST", `/api/positions/${id}/views`, { cookie: admin, body: { kind: "chart" } });
    const views = await t.database.handle.db
      .selectFrom("position_views")
      .innerJoin("users", "users.id", "position_views.user_id")
      .select(["kind", "viewed_at", "users.role"])
      .orderBy("kind")
      .execute();
    expect(views).toEqual([
      { kind: "chart", viewed_at: clock.now().toISOString(), role: "user" },
      { kind: "details", viewed_at: clock.now().toISOString(), role: "user" },
    ]);
  });

  it("reports performance as the public record counts it: a void as it stood when voided, an open trade not yet", async () => {
    const win = await createPositionAs(t, admin, { assetClass: "crypto", asset: "BTC", entryPrice: 100 });
    const loss = await createPositionAs(t, admin, { asset: "GBP/USD", entryPrice: 100 });
    // Voided after the market moved 5% against it: it counts as a 5% loss, as in the public record.
    const gone = await createPositionAs(t, admin, { asset: "GONE", entryPrice: 100, stopLoss: 90, currentPrice: 95 });
    await createPositionAs(t, admin, { asset: "OPEN" });
    clock.advance(1000);
    await put(
      win,
      positionInput({ assetClass: "crypto", asset: "BTC", entryPrice: 100, status: "closed", exitPrice: 110 }),
    );
    clock.advance(1000);
    await put(loss, positionInput({ asset: "GBP/USD", entryPrice: 100, status: "closed", exitPrice: 96 }));
    clock.advance(1000);
    const voided = await callApi(t, "POST", `/api/positions/${gone}/events`, {
      cookie: admin,
      body: { type: "voided", reason: "Published in error" },
    });
    expect(voided.statusCode, voided.body).toBe(201);

    const response = await callApi(t, "GET", "/api/positions/performance", { cookie: member });
    const { overall, byAssetClass } = response.json();
    expect(overall).toMatchObject({ closed: 3, winners: 1, losers: 2, winRate: 33, totalPnl: 1, maxDrawdown: 9 });
    expect(overall.curve.map((point: { asset: string }) => point.asset)).toEqual(["BTC", "GBP/USD", "GONE"]);
    expect(byAssetClass.map((entry: { assetClass: string }) => entry.assetClass)).toEqual(["forex", "crypto"]);
    const record = (await callApi(t, "GET", "/api/public/track-record")).json<{ figures: { totalPercent: number } }>();
    expect(record.figures.totalPercent).toBe(overall.totalPnl);

    const gzipped = await callApi(t, "GET", "/api/positions/performance", {
      cookie: member,
      headers: { "accept-encoding": "gzip" },
    });
    expect(gzipped.headers["content-encoding"]).toBe("gzip");
    expect(JSON.parse(gunzipSync(gzipped.rawPayload).toString())).toEqual(response.json());
  });
});
