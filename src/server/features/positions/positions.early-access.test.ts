import { beforeEach, describe, expect, it } from "vitest";
import type { NotificationFeed } from "../../../shared/notifications.js";
import type { Performance } from "../../../shared/performance.js";
import type { Position } from "../../../shared/positions.js";
import type { TrackRecord } from "../../../shared/track-record.js";
import { listening, openLive, type LiveConnection } from "../../../../test/support/live.js";
import { memberFor, type RoleMember } from "../../../../test/support/members.js";
import { callApi, createPositionAs } from "../../../../test/support/positions.js";
import { TEST_NOW, useTestApp } from "../../../../test/support/test-app.js";
import { TEST_DIALECTS } from "../../../../test/support/test-env.js";
import { collectMemberData } from "../account/member-data.service.js";

const MINUTE = 60_000;

describe.each(TEST_DIALECTS)("early access for Pro on %s", (dialect) => {
  const t = useTestApp(dialect, { clockAt: TEST_NOW, earlyAccessMinutes: 10 });
  const clock = t.clock;
  let admin: RoleMember;
  let pro: RoleMember;
  let trial: RoleMember;
  let standard: RoleMember;
  beforeEach(async () => {
    admin = await memberFor(t, "admin", clock.now());
    pro = await memberFor(t, "premium", clock.now());
    trial = await memberFor(t, "trial", clock.now());
    standard = await memberFor(t, "standard", clock.now());
  });

  const listed = async (member: RoleMember) =>
    (await callApi(t, "GET", "/api/positions", { cookie: member.cookie })).json<Position[]>().map((p) => p.asset);
  const history = async (member: RoleMember, id: string) =>
    (await callApi(t, "GET", `/api/positions/${id}/history`, { cookie: member.cookie })).statusCode;
  const feed = async (member: RoleMember) =>
    (await callApi(t, "GET", "/api/notifications", { cookie: member.cookie })).json<NotificationFeed>();
  const closedTrades = async (member: RoleMember) =>
    (await callApi(t, "GET", "/api/positions/performance", { cookie: member.cookie })).json<Performance>().overall
      .closed;
  const exported = async (member: RoleMember) =>
    (await collectMemberData({ db: t.database.handle.db, clock }, member.id))?.notifications.map((n) => n.message);
  const publicSignals = async () =>
    (await callApi(t, "GET", "/api/public/track-record")).json<TrackRecord>().signals.map((s) => s.asset);
  const release = async (minutes: number) => {
    clock.advance(minutes * MINUTE);
    return t.app.releases.drain();
  };
  const report = async (id: string, body: unknown) => {
    const answer = await callApi(t, "POST", `/api/positions/${id}/events`, { cookie: admin.cookie, body });
    expect(answer.statusCode, answer.body).toBe(201);
  };

  it("shows a new position to Pro members and admins at once, and to trial and standard members at its release", async () => {
    const id = await createPositionAs(t, admin.cookie, { asset: "EUR/USD" });

    for (const member of [admin, pro]) {
      expect(await listed(member)).toEqual(["EUR/USD"]);
      expect(await history(member, id)).toBe(200);
    }
    expect((await feed(pro)).items.map((item) => item.position.id)).toEqual([id]);
    for (const member of [trial, standard]) {
      expect(await listed(member)).toEqual([]);
      expect(await history(member, id)).toBe(404);
      expect((await callApi(t, "PUT", `/api/positions/${id}/follow`, { cookie: member.cookie })).statusCode).toBe(404);
      expect(await feed(member)).toEqual({ items: [], unreadCount: 0 });
    }

    // The others are told when it reaches them, and nothing else of it.
    const nextRelease = async (member: RoleMember) =>
      (await callApi(t, "GET", "/api/positions/next-release", { cookie: member.cookie })).json();
    for (const member of [trial, standard])
      expect(await nextRelease(member)).toEqual({ at: "2026-11-21T12:10:00.000Z" });
    for (const member of [admin, pro]) expect(await nextRelease(member)).toEqual({ at: null });

    // A minute before the release nothing has changed; at it, everyone sees the position and its items.
    expect(await release(9)).toBe(0);
    expect(await listed(trial)).toEqual([]);
    expect(await release(1)).toBe(1);
    for (const member of [trial, standard]) {
      expect(await listed(member)).toEqual(["EUR/USD"]);
      expect(await history(member, id)).toBe(200);
      expect((await feed(member)).unreadCount).toBe(1);
      // Released still open: an entry they may take, named as one.
      expect((await feed(member)).items.map((item) => [item.change, item.closedBeforeRelease])).toEqual([
        ["opened", false],
      ]);
    }
    expect(await release(1)).toBe(0);
    expect(await nextRelease(trial)).toEqual({ at: null });
  });

  it("keeps every later event of an embargoed position, its result, statistics and export from the others until the release", async () => {
    const id = await createPositionAs(t, admin.cookie, { asset: "GBP/USD", entryPrice: 1.27, stopLoss: 1.26 });
    clock.advance(MINUTE);
    await report(id, { type: "note", text: "Holding above support" });
    clock.advance(MINUTE);
    await report(id, { type: "closed", reason: "manual", price: 1.275 });

    expect((await feed(pro)).items).toHaveLength(3);
    expect(await feed(trial)).toEqual({ items: [], unreadCount: 0 });
    expect(await exported(trial)).toEqual([]);
    expect(await exported(pro)).toHaveLength(3);
    // The record and the figures count a finished signal once it is released, for everyone alike.
    expect(await closedTrades(trial)).toBe(0);
    expect(await publicSignals()).toEqual([]);
    const chain = (await callApi(t, "GET", "/api/public/track-record/export")).json<{
      events: { content: unknown }[];
    }>();
    expect(chain.events.map((event) => event.content)).toEqual([null, null, null]);

    await release(8);
    // They are told the trade as it stood at its release, once: not an entry that had already ended.
    expect((await feed(trial)).items.map((item) => [item.message, item.timestamp])).toEqual([
      ["GBP/USD LONG closed before it reached you: +0.39%", "2026-11-21T12:10:00.000Z"],
    ]);
    expect(await exported(trial)).toEqual(["GBP/USD LONG closed before it reached you: +0.39%"]);
    // Named for what it is, not "New signal", while it still reaches them as the entry it stands for.
    expect((await feed(trial)).items.map((item) => [item.change, item.closedBeforeRelease])).toEqual([
      ["opened", true],
    ]);
    expect((await feed(pro)).items).toHaveLength(3);
    expect(await closedTrades(trial)).toBe(1);
    expect(await publicSignals()).toEqual(["GBP/USD"]);
  });

  it("answers the members' list by its own ETag, which changes at the release", async () => {
    await createPositionAs(t, admin.cookie, { asset: "USD/JPY", entryPrice: 151.25, stopLoss: 150.5 });
    const before = await callApi(t, "GET", "/api/positions", { cookie: trial.cookie });
    const proList = await callApi(t, "GET", "/api/positions", { cookie: pro.cookie });
    expect(before.headers.etag).not.toBe(proList.headers.etag);
    const etag = String(before.headers.etag);
    const unchanged = await callApi(t, "GET", "/api/positions", {
      cookie: standard.cookie,
      headers: { "if-none-match": etag },
    });
    expect(unchanged.statusCode).toBe(304);

    clock.advance(10 * MINUTE);
    const after = await callApi(t, "GET", "/api/positions", {
      cookie: trial.cookie,
      headers: { "if-none-match": etag },
    });
    expect(after.statusCode).toBe(200);
    expect(after.json<Position[]>().map((p) => p.asset)).toEqual(["USD/JPY"]);
    expect(after.headers.etag).toBe(proList.headers.etag);
  });

  it("sends an embargoed position live to Pro members, and to the others once, at its release", async () => {
    const base = await listening(t);
    const connect = async (member: RoleMember): Promise<LiveConnection> => {
      const live = await openLive(base, { cookie: member.cookie });
      await live.received(1);
      return live;
    };
    const [proLive, trialLive] = [await connect(pro), await connect(trial)];
    const id = await createPositionAs(t, admin.cookie, { asset: "BTC/USD", assetClass: "crypto", entryPrice: 90000 });
    await report(id, { type: "note", text: "Scaling in" });
    const [, added, noted] = await proLive.received(3);
    expect(added).toMatchObject({ type: "position_added", data: { position: { id } } });
    expect(noted).toMatchObject({ type: "position_updated", data: { position: { id } } });

    await release(10);
    const [, released] = await trialLive.received(2);
    expect(released).toMatchObject({
      type: "position_added",
      data: {
        message: "New signal: BTC/USD LONG at 90,000.00",
        change: "opened",
        position: { id, commentary: "Scaling in" },
      },
    });
    // The release is its own feed item, after what Pro members were told before it.
    const idOf = (message: typeof released) =>
      message?.type === "position_added" || message?.type === "position_updated" ? (message.data.id ?? 0) : 0;
    expect(idOf(released)).toBeGreaterThan(idOf(noted));
    // Once released, what happens next reaches everyone at once; Pro members never get the release twice.
    await report(id, { type: "note", text: "Holding" });
    await trialLive.received(3);
    await proLive.received(4);
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(proLive.messages).toHaveLength(4);
    expect(trialLive.messages).toHaveLength(3);
    // A trial member resuming from the start gets the release notice and what came after, each once.
    const resumed = await openLive(base, { cookie: trial.cookie, query: "?after=0" });
    const missed = await resumed.received(3);
    expect(missed.slice(1).map((message) => message.type)).toEqual(["position_added", "position_updated"]);
    for (const live of [proLive, trialLive, resumed]) live.socket.close();
  });

  it("resumes a trial member's live channel without the embargoed position's items", async () => {
    const base = await listening(t);
    await createPositionAs(t, admin.cookie, { asset: "ETH/USD", assetClass: "crypto", entryPrice: 3200 });
    const live = await openLive(base, { cookie: trial.cookie, query: "?after=0" });
    await live.received(1);
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(live.messages.map((message) => message.type)).toEqual(["connected"]);
    live.socket.close();
  });

  it("applies a new delay to the positions not yet released, and leaves released ones released", async () => {
    const released = await createPositionAs(t, admin.cookie, { asset: "AUD/USD", entryPrice: 0.655, stopLoss: 0.65 });
    await release(10);
    const waiting = await createPositionAs(t, admin.cookie, { asset: "NZD/USD", entryPrice: 0.59, stopLoss: 0.585 });
    const change = (earlyAccessMinutes: number) =>
      callApi(t, "PATCH", "/api/admin/settings", { cookie: admin.cookie, body: { earlyAccessMinutes } });
    expect((await change(30)).statusCode).toBe(200);
    expect(await release(10)).toBe(0);
    expect(await listed(trial)).toEqual(["AUD/USD"]);
    expect(await history(trial, released)).toBe(200);

    // Turned off, what waits is released by the next run, and what is published next at once.
    expect((await change(0)).statusCode).toBe(200);
    expect(await release(0)).toBe(1);
    expect(await history(trial, waiting)).toBe(200);
    await createPositionAs(t, admin.cookie, { asset: "USD/CAD", entryPrice: 1.4, stopLoss: 1.39 });
    expect(await listed(trial)).toEqual(["USD/CAD", "NZD/USD", "AUD/USD"]);
    expect(await release(0)).toBe(0);
  });
});
