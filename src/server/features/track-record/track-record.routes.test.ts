import { englishMessage } from "../../lib/app-error.js";
import { spawnSync } from "node:child_process";
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { sql, type Kysely } from "kysely";
import { beforeEach, describe, expect, it } from "vitest";
import { verifyChain, type ExportedEvent } from "../../../shared/record-chain.js";
import { TRACK_RECORD_OFF, type TrackRecord } from "../../../shared/track-record.js";
import { cookieFor } from "../../../../test/support/members.js";
import { callApi, createPositionAs } from "../../../../test/support/positions.js";
import { TEST_NOW, useTestApp } from "../../../../test/support/test-app.js";
import { TEST_DIALECTS } from "../../../../test/support/test-env.js";
import { sha256Hex } from "../../lib/sha256.js";

interface Export {
  events: ExportedEvent[];
  head: { sequence: number; hash: string } | null;
}

const verifyScript = (file: string) =>
  spawnSync(process.execPath, [join(import.meta.dirname, "../../../../scripts/verify-record.mjs"), file], {
    encoding: "utf8",
  });

describe.each(TEST_DIALECTS)("the public track record on %s", (dialect) => {
  let admin: string;
  const t = useTestApp(dialect, { clockAt: TEST_NOW });
  const db = () => t.database.handle.db;
  beforeEach(async () => {
    admin = (await cookieFor(t, "admin", t.clock.now())) ?? "";
  });
  const report = async (id: string, body: unknown) => {
    t.clock.advance(60_000);
    const response = await callApi(t, "POST", `/api/positions/${id}/events`, { cookie: admin, body });
    expect(response.statusCode, response.body).toBe(201);
  };
  /** A win of +1R, a void after a move against (-0.5R), one still open and a draft. */
  const seed = async () => {
    const win = await createPositionAs(t, admin, { entryPrice: 1.1, stopLoss: 1.09, commentary: "Member-only view" });
    const voided = await createPositionAs(t, admin, {
      asset: "GBP/USD",
      entryPrice: 1.3,
      stopLoss: 1.29,
      currentPrice: 1.295,
    });
    const open = await createPositionAs(t, admin, { asset: "SECRET/USD", entryPrice: 2, stopLoss: 1.9 });
    await createPositionAs(t, admin, { asset: "DRAFT/USD", status: "planning" });
    await report(win, { type: "closed", price: 1.11, reason: "manual" });
    await report(voided, { type: "voided", reason: "Sent to the wrong channel" });
    await report(open, { type: "note", text: "Holding" });
    return { win, voided, open };
  };
  const exported = async () => {
    const response = await callApi(t, "GET", "/api/public/track-record/export");
    expect(response.statusCode).toBe(200);
    return response.json<Export>();
  };
  const dropTriggers = async () => {
    if (dialect === "postgres") {
      await sql`drop trigger position_events_append_only on position_events`.execute(db());
    } else {
      await sql`drop trigger position_events_no_update`.execute(db());
      await sql`drop trigger position_events_no_delete`.execute(db());
    }
  };

  it("shows every finished signal with its events and honest figures to anyone, and nothing open, drafted or personal", async () => {
    const { win, voided } = await seed();
    const response = await callApi(t, "GET", "/api/public/track-record");
    expect(response.statusCode, response.body).toBe(200);
    const record = response.json<TrackRecord>();
    expect(record.signals.map((signal) => [signal.id, signal.outcome, signal.r])).toEqual([
      [voided, "voided", -0.5],
      [win, "manual", 1],
    ]);
    expect(record.signals[0]?.events.map((event) => event.type)).toEqual(["opened", "voided"]);
    // Each event also as catalogue keys, for the page to say in its language.
    expect(record.signals[0]?.events.map((event) => event.words.key)).toEqual([
      "positions:tradeEvent.opened",
      "positions:tradeEvent.voided",
    ]);
    expect(record.figures).toMatchObject({ trades: 2, wins: 1, losses: 1, winRate: 50, expectancyR: 0.25 });
    expect(record.head?.sequence).toBe(6);
    const body = response.body;
    for (const secret of ["SECRET/USD", "DRAFT/USD", "Maria", "Lopez", "actorName"]) expect(body).not.toContain(secret);
  });

  it("numbers every published signal and lists the voided and the cancelled ones, none missing", async () => {
    const { win, voided, open } = await seed();
    const cancelled = await createPositionAs(t, admin, { asset: "AUD/USD", entryPrice: 0.66, stopLoss: 0.65 });
    await report(cancelled, { type: "cancelled" });
    const record = (await callApi(t, "GET", "/api/public/track-record")).json<TrackRecord>();
    // In the order each was published; the draft has no number, the open one is pending.
    expect(record.census).toEqual({ published: 4, closed: 1, voided: 1, cancelled: 1, pending: [3] });
    const numbers = Object.fromEntries(record.signals.map((signal) => [signal.id, signal.recordNumber]));
    expect(numbers).toEqual({ [win]: 1, [voided]: 2, [cancelled]: 4 });
    expect(numbers).not.toHaveProperty(open);

    await report(open, { type: "closed", price: 2.1, reason: "manual" });
    const after = (await callApi(t, "GET", "/api/public/track-record")).json<TrackRecord>();
    expect(after.census).toEqual({ published: 4, closed: 2, voided: 1, cancelled: 1, pending: [] });
    expect(after.signals.find((signal) => signal.id === open)?.recordNumber).toBe(3);
  });

  it("answers every visitor from one prepared copy: an ETag to revalidate, 304 while nothing changed, a new one after", async () => {
    const { open } = await seed();
    const first = await callApi(t, "GET", "/api/public/track-record", { headers: { "accept-encoding": "br" } });
    expect(first.headers["content-encoding"]).toBe("br");
    expect(first.headers["cache-control"]).toBe("public, no-cache");
    const etag = String(first.headers.etag);
    const again = await callApi(t, "GET", "/api/public/track-record", { headers: { "if-none-match": etag } });
    expect(again.statusCode).toBe(304);

    await report(open, { type: "closed", price: 2.1, reason: "manual" });
    const after = await callApi(t, "GET", "/api/public/track-record", { headers: { "if-none-match": etag } });
    expect(after.statusCode).toBe(200);
    expect(after.headers.etag).not.toBe(etag);
    expect(after.json<TrackRecord>().signals.map((signal) => signal.id)).toContain(open);
  });

  it("is off when the provider turns it off", async () => {
    await callApi(t, "PATCH", "/api/admin/settings", { cookie: admin, body: { publicTrackRecord: false } });
    for (const url of ["/api/public/track-record", "/api/public/track-record/export"]) {
      const response = await callApi(t, "GET", url);
      expect([response.statusCode, response.json()]).toEqual([404, { message: englishMessage(TRACK_RECORD_OFF) }]);
    }
  });

  it("exports the whole chain, open signals by their hashes alone, and the verifier passes it", async () => {
    await seed();
    const chain = await exported();
    expect(chain.events).toHaveLength(6);
    expect(chain.events.filter((event) => event.content === null)).toHaveLength(2);
    expect(JSON.stringify(chain)).not.toContain("SECRET/USD");
    const dir = mkdtempSync(join(tmpdir(), "record-"));
    writeFileSync(join(dir, "good.json"), JSON.stringify(chain));
    const ok = verifyScript(join(dir, "good.json"));
    expect([ok.status, ok.stdout.trim().split("\n")]).toEqual([
      0,
      [
        `OK: 6 events, head 6 ${chain.head?.hash}`,
        "Proved: the export is consistent with itself only. No head here is witnessed: compare a head you kept (--head) to prove nothing was rewritten.",
      ],
    ]);

    const edited = structuredClone(chain);
    const closing = edited.events.find((event) => event.content?.type === "closed");
    if (closing?.content) closing.content.data = { ...(closing.content.data as object), price: 1.2 };
    writeFileSync(join(dir, "edited.json"), JSON.stringify(edited));
    const broken = verifyScript(join(dir, "edited.json"));
    expect([broken.status, broken.stdout.trim()]).toEqual([
      1,
      `BROKEN at event ${closing?.sequence}: its content does not match its hash`,
    ]);
  });

  const tampering: [string, (db: Kysely<unknown>) => Promise<unknown>, number, RegExp][] = [
    [
      "a changed event",
      (d) => sql`update position_events set data = replace(data, '1.11', '1.21') where chain_seq = 4`.execute(d),
      4,
      /content/,
    ],
    ["a deleted event", (d) => sql`delete from position_events where chain_seq = 4`.execute(d), 5, /expected event 4/],
    [
      "an inserted event",
      async (d) => {
        await sql`update position_events set chain_seq = chain_seq + 100 where chain_seq >= 3`.execute(d);
        await sql`update position_events set chain_seq = chain_seq - 99 where chain_seq >= 103`.execute(d);
        await sql`insert into position_events (id, position_id, seq, type, at, data, chain_seq, prev_hash, content_hash, hash)
          select 'forged', position_id, 99, 'note', at, '{"type":"note","text":"forged"}', 3, hash, hash, hash
          from position_events where chain_seq = 2`.execute(d);
      },
      3,
      /content/,
    ],
    [
      "two events swapped",
      async (d) => {
        await sql`update position_events set chain_seq = 100 where chain_seq = 5`.execute(d);
        await sql`update position_events set chain_seq = 5 where chain_seq = 6`.execute(d);
        await sql`update position_events set chain_seq = 6 where chain_seq = 100`.execute(d);
      },
      5,
      /previous hash/,
    ],
  ];
  it.each(tampering)("finds %s, done in the database past its triggers", async (_name, tamper, at, problem) => {
    await seed();
    const before = await exported();
    await dropTriggers();
    await tamper(db() as unknown as Kysely<unknown>);
    const after = await exported();
    const verdict = verifyChain(sha256Hex, after.events, before.head ? [before.head] : []);
    expect(verdict).toMatchObject({ ok: false, sequence: at });
    expect(verdict.ok ? "" : verdict.problem).toMatch(problem);
  });
});

describe.each(TEST_DIALECTS)("a signal in Pro's early access on %s", (dialect) => {
  const t = useTestApp(dialect, { clockAt: TEST_NOW, earlyAccessMinutes: 30 });

  it("is on the record from its first event: numbered and chained while only Pro members see it", async () => {
    const admin = (await cookieFor(t, "admin", t.clock.now())) ?? "";
    const id = await createPositionAs(t, admin, { asset: "XAU/USD", assetClass: "commodities", entryPrice: 2350 });
    const record = (await callApi(t, "GET", "/api/public/track-record")).json<TrackRecord>();
    expect(record.census).toEqual({ published: 1, closed: 0, voided: 0, cancelled: 0, pending: [1] });
    const chain = (await callApi(t, "GET", "/api/public/track-record/export")).json<Export>();
    expect(chain.events).toHaveLength(1);
    expect(chain.events[0]).toMatchObject({ sequence: 1, content: null });
    expect(JSON.stringify(chain)).not.toContain("XAU/USD");

    await callApi(t, "POST", `/api/positions/${id}/events`, { cookie: admin, body: { type: "cancelled" } });
    // Finished within the early access window: still pending for the public until its release.
    const cancelled = (await callApi(t, "GET", "/api/public/track-record")).json<TrackRecord>();
    expect(cancelled.census.pending).toEqual([1]);
    t.clock.advance(31 * 60_000);
    const released = (await callApi(t, "GET", "/api/public/track-record")).json<TrackRecord>();
    expect(released.census).toEqual({ published: 1, closed: 0, voided: 0, cancelled: 1, pending: [] });
    expect(released.signals.map((signal) => [signal.recordNumber, signal.outcome])).toEqual([[1, "cancelled"]]);
  });
});
