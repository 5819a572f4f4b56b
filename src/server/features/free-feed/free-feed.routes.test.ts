import { englishMessage } from "../../lib/app-error.js";
import { spawnSync } from "node:child_process";
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { beforeEach, describe, expect, it } from "vitest";
import { FREE_FEED_PAGE_SIZE, type FreeFeed } from "../../../shared/free-feed-api.js";
import { FREE_FEED_OFF, type FreeFeedSetting } from "../../../shared/free-feed.js";
import type { ExportedEvent } from "../../../shared/record-chain.js";
import type { TrackRecord } from "../../../shared/track-record.js";
import { cookieFor } from "../../../../test/support/members.js";
import { callApi, createPositionAs } from "../../../../test/support/positions.js";
import { TEST_NOW, useTestApp, type TestApp } from "../../../../test/support/test-app.js";
import { TEST_DIALECTS } from "../../../../test/support/test-env.js";

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

interface Export {
  events: ExportedEvent[];
}

const verifyRecord = (chain: Export) => {
  const file = join(mkdtempSync(join(tmpdir(), "free-feed-")), "chain.json");
  writeFileSync(file, JSON.stringify(chain));
  return spawnSync(process.execPath, [join(import.meta.dirname, "../../../../scripts/verify-record.mjs"), file], {
    encoding: "utf8",
  });
};

/** What a visitor and a verifier can read about signals: the feed, the record, the export, the widget and the badge. */
function publicReads(t: TestApp) {
  return {
    feed: async (page?: number) => {
      const response = await callApi(t, "GET", `/api/public/free-signals${page ? `?page=${page}` : ""}`);
      expect(response.statusCode, response.body).toBe(200);
      return { body: response.body, feed: response.json<FreeFeed>() };
    },
    assets: async () =>
      (await callApi(t, "GET", "/api/public/free-signals")).json<FreeFeed>().entries.map((entry) => entry.asset),
    exported: async () => (await callApi(t, "GET", "/api/public/track-record/export")).json<Export>(),
    /** The positions whose events the export shows (not hashes alone), each with how many. */
    revealed: async () => {
      const chain = (await callApi(t, "GET", "/api/public/track-record/export")).json<Export>();
      const shown = new Map<string, number>();
      for (const event of chain.events) {
        if (event.content) shown.set(event.content.positionId, (shown.get(event.content.positionId) ?? 0) + 1);
      }
      return shown;
    },
    everywhere: async () =>
      Promise.all(
        [
          "/api/public/free-signals",
          "/api/public/track-record",
          "/api/public/track-record/export",
          "/track-record/widget",
          "/api/public/track-record/badge.svg",
        ].map(async (url) => (await callApi(t, "GET", url)).body),
      ).then((bodies) => bodies.join("\n")),
  };
}

describe.each(TEST_DIALECTS)("the free delayed feed on %s", (dialect) => {
  const t = useTestApp(dialect, { clockAt: TEST_NOW });
  const reads = publicReads(t);
  let admin: string;
  beforeEach(async () => {
    admin = (await cookieFor(t, "admin", t.clock.now())) ?? "";
  });
  const setFeed = async (freeFeed: FreeFeedSetting) => {
    const response = await callApi(t, "PATCH", "/api/admin/settings", { cookie: admin, body: { freeFeed } });
    expect(response.statusCode, response.body).toBe(200);
  };
  const report = async (id: string, body: unknown) => {
    const response = await callApi(t, "POST", `/api/positions/${id}/events`, { cookie: admin, body });
    expect(response.statusCode, response.body).toBe(201);
  };
  /** Moves the clock to `at`, `ms` milliseconds either side. */
  const moveTo = (at: number, ms = 0) => t.clock.advance(at + ms - t.clock.now().getTime());

  it("answers 404 with the reason while off, as it is by default, and again once turned off", async () => {
    const off = await callApi(t, "GET", "/api/public/free-signals");
    expect([off.statusCode, off.json()]).toEqual([404, { message: englishMessage(FREE_FEED_OFF) }]);
    await setFeed({ mode: "closed", hours: 24 });
    expect((await callApi(t, "GET", "/api/public/free-signals")).statusCode).toBe(200);
    await setFeed({ mode: "off", hours: 24 });
    expect((await callApi(t, "GET", "/api/public/free-signals")).statusCode).toBe(404);
  });

  it("closed mode: shows a finished signal as members saw it from its hours after the close, never an open one or a draft", async () => {
    const win = await createPositionAs(t, admin, {
      entryPrice: 1.1,
      stopLoss: 1.09,
      riskLevel: "moderate",
      commentary: "Breakout above the range",
      targets: [
        { price: 1.11, share: 50 },
        { price: 1.12, share: 50 },
      ],
    });
    const open = await createPositionAs(t, admin, { asset: "SECRET/USD", entryPrice: 2, stopLoss: 1.9 });
    await createPositionAs(t, admin, { asset: "DRAFT/USD", status: "planning" });
    t.clock.advance(MINUTE);
    await report(win, { type: "closed", price: 1.12, reason: "manual" });
    const closedAt = t.clock.now().getTime();
    await setFeed({ mode: "closed", hours: 24 });

    moveTo(closedAt + 24 * HOUR, -1);
    const before = await reads.feed();
    expect([before.feed.total, before.feed.entries]).toEqual([0, []]);
    expect(before.feed.delay).toBe("Signals appear here 24 hours after they close");

    moveTo(closedAt + 24 * HOUR);
    const { feed, body } = await reads.feed();
    expect(feed.total).toBe(1);
    expect(feed.entries).toEqual([
      expect.objectContaining({
        id: win,
        recordNumber: 1,
        asset: "EUR/USD",
        direction: "long",
        status: "closed",
        outcome: "manual",
        entryPrice: 1.1,
        stopLoss: 1.09,
        targets: [
          { number: 1, price: 1.11, share: 50, hit: false },
          { number: 2, price: 1.12, share: 50, hit: false },
        ],
        riskLevel: "moderate",
        commentary: "Breakout above the range",
        percent: 1.82,
        r: 2,
        exitPrice: 1.12,
      }),
    ]);
    expect(feed.entries[0]?.events.map((event) => [event.type, event.message])).toEqual([
      ["opened", expect.stringContaining("EUR/USD LONG")],
      ["closed", expect.stringContaining("1.12000")],
    ]);
    // The same as catalogue keys and numbers, for the page to say in its language.
    expect(feed.entries[0]?.events[1]?.words).toEqual({
      key: "positions:tradeEvent.closedAtResult",
      values: {
        asset: "EUR/USD",
        price: { kind: "price", value: 1.12, decimals: 5 },
        result: { kind: "result", percent: 1.82, r: 2 },
      },
    });
    // Each event names its link in the record's chain, as the export has it.
    const chain = await reads.exported();
    for (const event of feed.entries[0]?.events ?? []) {
      expect(chain.events[event.sequence - 1]).toMatchObject({ sequence: event.sequence, hash: event.hash });
    }
    expect(body).not.toContain("SECRET/USD");
    expect(body).not.toContain("DRAFT/USD");
    // The open signal stays hashes alone in the export, and out of every public read.
    expect((await reads.revealed()).has(open)).toBe(false);
    for (const secret of ["SECRET/USD", "DRAFT/USD"]) expect(await reads.everywhere()).not.toContain(secret);
  });

  it("published mode: an open signal appears its hours after publication as it stood then, each later event its hours after it, and the export reveals exactly that", async () => {
    const open = await createPositionAs(t, admin, {
      asset: "GOLD",
      assetClass: "commodities",
      entryPrice: 2000,
      stopLoss: 1980,
    });
    const publishedAt = t.clock.now().getTime();
    t.clock.advance(MINUTE);
    await report(open, { type: "stop_moved", to: 1990, reason: "manual" });
    await setFeed({ mode: "published", hours: 2 });

    moveTo(publishedAt + 2 * HOUR, -1);
    expect(await reads.assets()).toEqual([]);
    expect((await reads.revealed()).has(open)).toBe(false);
    expect(await reads.everywhere()).not.toContain("GOLD");

    moveTo(publishedAt + 2 * HOUR);
    const [entry] = (await reads.feed()).feed.entries;
    expect(entry).toMatchObject({ asset: "GOLD", status: "active", stopLoss: 1980, percent: null });
    expect(entry?.events.map((event) => event.type)).toEqual(["opened"]);
    expect((await reads.revealed()).get(open)).toBe(1);
    // The record itself still lists finished signals only.
    expect((await callApi(t, "GET", "/api/public/track-record")).json<TrackRecord>().signals).toEqual([]);

    moveTo(publishedAt + 2 * HOUR + MINUTE, -1);
    expect((await reads.feed()).feed.entries[0]?.events.map((event) => event.type)).toEqual(["opened"]);
    moveTo(publishedAt + 2 * HOUR + MINUTE);
    const [later] = (await reads.feed()).feed.entries;
    expect(later?.events.map((event) => event.type)).toEqual(["opened", "stop_moved"]);
    expect(later?.stopLoss).toBe(1990);
    expect((await reads.revealed()).get(open)).toBe(2);
  });

  it("entries verify with npm run verify-record, open signals' revealed events included", async () => {
    const open = await createPositionAs(t, admin, { asset: "AUD/USD", entryPrice: 0.65 });
    const hidden = await createPositionAs(t, admin, { asset: "NZD/USD", entryPrice: 0.59 });
    t.clock.advance(MINUTE);
    await report(open, { type: "note", text: "Holding through the weekend" });
    await setFeed({ mode: "published", hours: 1 });
    t.clock.advance(HOUR);
    const chain = await reads.exported();
    const revealed = await reads.revealed();
    expect(revealed.get(open)).toBe(2);
    expect(revealed.get(hidden)).toBe(1);
    expect((await reads.feed()).feed.entries.map((entry) => entry.asset).sort()).toEqual(["AUD/USD", "NZD/USD"]);
    const ok = verifyRecord(chain);
    expect([ok.status, ok.stdout.trim()]).toEqual([0, expect.stringMatching(/^OK: 3 events, head 3 [0-9a-f]{64}/)]);
    // A revealed open signal's event edited in the file no longer verifies.
    const edited = structuredClone(chain);
    const note = edited.events.find((event) => event.content?.type === "note");
    if (note?.content) note.content.data = { type: "note", text: "Sold at the top" };
    const broken = verifyRecord(edited);
    expect([broken.status, broken.stdout.trim()]).toEqual([1, expect.stringMatching(/^BROKEN at event 3/)]);
  });

  it("pages newest first, 20 a page, and revalidates by ETag", async () => {
    const ids: string[] = [];
    for (let n = 0; n < FREE_FEED_PAGE_SIZE + 1; n++) {
      ids.push(await createPositionAs(t, admin, { asset: `PAIR${n}`, entryPrice: 1 + n }));
      t.clock.advance(MINUTE);
    }
    await setFeed({ mode: "published", hours: 1 });
    t.clock.advance(HOUR);
    const first = await reads.feed();
    expect(first.feed).toMatchObject({ page: 1, pageSize: 20, total: 21 });
    expect(first.feed.entries.map((entry) => entry.asset)).toEqual(
      Array.from({ length: 20 }, (_, index) => `PAIR${20 - index}`),
    );
    expect(first.feed.entries[0]?.recordNumber).toBe(21);
    const second = await reads.feed(2);
    expect(second.feed.entries.map((entry) => [entry.asset, entry.recordNumber])).toEqual([["PAIR0", 1]]);

    const response = await callApi(t, "GET", "/api/public/free-signals");
    expect(response.headers["cache-control"]).toBe("public, no-cache");
    const etag = String(response.headers.etag);
    const again = await callApi(t, "GET", "/api/public/free-signals", { headers: { "if-none-match": etag } });
    expect(again.statusCode).toBe(304);

    for (const page of ["0", "-1", "x", "1.5"]) {
      const bad = await callApi(t, "GET", `/api/public/free-signals?page=${page}`);
      expect([bad.statusCode, bad.json()]).toEqual([400, expect.objectContaining({ message: expect.any(String) })]);
    }
  });
});

describe.each(TEST_DIALECTS)("the free delayed feed with Pro's early access on %s", (dialect) => {
  const t = useTestApp(dialect, { clockAt: TEST_NOW, earlyAccessMinutes: 180 });
  const reads = publicReads(t);
  let admin: string;
  beforeEach(async () => {
    admin = (await cookieFor(t, "admin", t.clock.now())) ?? "";
  });
  const setFeed = async (freeFeed: FreeFeedSetting) => {
    const response = await callApi(t, "PATCH", "/api/admin/settings", { cookie: admin, body: { freeFeed } });
    expect(response.statusCode, response.body).toBe(200);
  };
  const moveTo = (at: number, ms = 0) => t.clock.advance(at + ms - t.clock.now().getTime());

  it.each(["published", "closed"] as const)(
    "%s mode: never shows a signal before its release to every member, past its own delay or not",
    async (mode) => {
      const id = await createPositionAs(t, admin, { asset: "NVDA", assetClass: "stocks", entryPrice: 100 });
      const publishedAt = t.clock.now().getTime();
      t.clock.advance(MINUTE);
      const closed = await callApi(t, "POST", `/api/positions/${id}/events`, {
        cookie: admin,
        body: { type: "closed", price: 103, reason: "manual" },
      });
      expect(closed.statusCode, closed.body).toBe(201);
      await setFeed({ mode, hours: 1 });

      moveTo(publishedAt + 2 * HOUR);
      expect(await reads.assets()).toEqual([]);
      moveTo(publishedAt + 3 * HOUR, -1);
      expect(await reads.assets()).toEqual([]);
      expect((await reads.revealed()).has(id)).toBe(false);
      expect(await reads.everywhere()).not.toContain("NVDA");

      moveTo(publishedAt + 3 * HOUR);
      expect(await reads.assets()).toEqual(["NVDA"]);
      expect((await reads.revealed()).get(id)).toBe(2);
    },
  );
});
