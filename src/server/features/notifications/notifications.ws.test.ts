import { sql } from "kysely";
import { beforeEach, describe, expect, it } from "vitest";
import { cookieFor, ROLES } from "../../../../test/support/members.js";
import { listening, openLive, upgradeOutcome } from "../../../../test/support/live.js";
import { callApi, createPositionAs, positionInput } from "../../../../test/support/positions.js";
import WebSocket from "ws";
import { newMember, postJson, sessionCookieOf, TEST_NOW, useTestApp } from "../../../../test/support/test-app.js";
import { TEST_DIALECTS } from "../../../../test/support/test-env.js";
import {
  WS_CLOSE_MESSAGE_TOO_BIG,
  WS_CLOSE_POLICY_VIOLATION,
  WS_CLOSE_REPLACED,
} from "../../../shared/notifications.js";
import { CLIENT_FRAMES_PER_WINDOW } from "./frame-budget.js";

describe.each(TEST_DIALECTS)("live notifications channel on %s", (dialect) => {
  let admin: string;
  let base: string;
  const t = useTestApp(dialect, { clockAt: TEST_NOW });
  const clock = t.clock;
  beforeEach(async () => {
    admin = (await cookieFor(t, "admin", clock.now())) ?? "";
    base = await listening(t);
  });

  it("connects members with access and refuses everyone else before the upgrade", async () => {
    const outcomes: Record<string, number | "connected"> = {};
    for (const role of ROLES) {
      const cookie = await cookieFor(t, role, clock.now());
      outcomes[role] = await upgradeOutcome(base, { cookie });
    }
    expect(outcomes).toEqual({
      "signed out": 401,
      inactive: 403,
      expired: 403,
      trial: "connected",
      standard: "connected",
      premium: "connected",
      admin: 403,
      "admin, second step pending": 403,
    });
  });

  it("refuses a foreign or missing Origin even with a valid session", async () => {
    const cookie = await cookieFor(t, "premium", clock.now());
    expect(await upgradeOutcome(base, { cookie, origin: "https://evil.example" })).toBe(403);
    expect(await upgradeOutcome(base, { cookie, origin: null })).toBe(403);
    expect(await upgradeOutcome(base, { cookie, query: "?userId=someone&isAdmin=true" })).toBe("connected");
  });

  it("greets, answers pings and delivers published changes with their feed id", async () => {
    const cookie = await cookieFor(t, "premium", clock.now());
    const live = await openLive(base, { cookie });
    await live.received(1);
    live.socket.send(JSON.stringify({ type: "ping" }));
    await live.received(2);
    await createPositionAs(t, admin, { status: "planning" });
    const id = await createPositionAs(t, admin, { asset: "BTC/USD", assetClass: "crypto" });
    const [connected, pong, added] = await live.received(3);
    expect(connected).toEqual({ type: "connected", data: { message: expect.any(String) } });
    expect(pong).toEqual({ type: "pong" });
    expect(added).toMatchObject({
      type: "position_added",
      data: { id: expect.any(Number), message: expect.stringContaining("BTC/USD"), position: { id } },
    });
    const feed = (await callApi(t, "GET", "/api/notifications", { cookie })).json<{ items: { id: number }[] }>();
    expect(feed.items.map((item) => item.id)).toEqual([added?.type === "position_added" ? added.data.id : -1]);

    await callApi(t, "POST", `/api/positions/${id}/events`, { cookie: admin, body: { type: "note", text: "Holding" } });
    const [, , , noted] = await live.received(4);
    expect(noted).toMatchObject({ type: "position_updated", data: { position: expect.objectContaining({ id }) } });
    live.socket.close();
  });

  it("resumes after the last seen id with what was missed, then live events, none twice", async () => {
    const cookie = await cookieFor(t, "premium", clock.now());
    const first = await createPositionAs(t, admin, { asset: "AAA" });
    const feed = () =>
      callApi(t, "GET", "/api/notifications", { cookie }).then((r) => r.json<{ items: { id: number }[] }>());
    const seen = (await feed()).items[0]?.id ?? 0;
    await callApi(t, "PUT", `/api/positions/${first}`, {
      cookie: admin,
      body: positionInput({ asset: "AAA", commentary: "Holding above support" }),
    });
    await createPositionAs(t, admin, { asset: "BBB" });

    const live = await openLive(base, { cookie, query: `?after=${seen}` });
    await live.received(3);
    await createPositionAs(t, admin, { asset: "CCC" });
    const messages = await live.received(4);
    await new Promise((resolve) => setTimeout(resolve, 100));
    const ids = messages.flatMap((m) =>
      m.type === "connected" ||
      m.type === "pong" ||
      m.type === "prices" ||
      m.type === "portfolio_activity" ||
      m.type === "insight_published"
        ? []
        : [m.data],
    );
    expect(ids.map((data) => data.position.asset)).toEqual(["AAA", "BBB", "CCC"]);
    expect(messages.map((m) => m.type)).toEqual(["connected", "position_updated", "position_added", "position_added"]);
    expect(live.messages).toHaveLength(4);
    live.socket.close();
  });

  it("resumes with what the member's feed shows only: nothing from before they joined or that they cleared", async () => {
    await createPositionAs(t, admin, { asset: "BEFORE" });
    clock.advance(1000);
    const cookie = (await cookieFor(t, "premium", clock.now())) ?? "";
    clock.advance(1000);
    await createPositionAs(t, admin, { asset: "CLEARED" });
    expect((await callApi(t, "DELETE", "/api/notifications", { cookie })).statusCode).toBe(204);
    await createPositionAs(t, admin, { asset: "AFTER" });

    const live = await openLive(base, { cookie, query: "?after=0" });
    const [, missed] = await live.received(2);
    expect(missed).toMatchObject({ type: "position_added", data: { position: { asset: "AFTER" } } });
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(live.messages).toHaveLength(2);
    live.socket.close();
  });

  it("closes a connection whose access has ended when the next event comes", async () => {
    const cookie = await cookieFor(t, "trial", clock.now());
    const expiry = new Date(clock.now().getTime() + 60_000).toISOString();
    await t.database.handle.db
      .updateTable("users")
      .set({ subscription_expiry: expiry })
      .where("role", "=", "user")
      .execute();
    const live = await openLive(base, { cookie });
    await live.received(1);
    clock.advance(2 * 60_000);
    await createPositionAs(t, admin);
    expect((await live.closed).code).toBe(4403);
    expect(live.messages).toHaveLength(1);
  });

  it("closes a member's connections as soon as an admin ends their access or deletes them", async () => {
    const memberOf = async (cookie: string) =>
      (await callApi(t, "GET", "/api/auth/me", { cookie })).json<{ id: string }>();
    const demoted = (await cookieFor(t, "premium", clock.now())) ?? "";
    const deleted = (await cookieFor(t, "premium", clock.now())) ?? "";
    const bystander = (await cookieFor(t, "premium", clock.now())) ?? "";
    const [demotedId, deletedId] = [(await memberOf(demoted)).id, (await memberOf(deleted)).id];
    const lives = await Promise.all([demoted, deleted, bystander].map((cookie) => openLive(base, { cookie })));
    await Promise.all(lives.map((live) => live.received(1)));

    const subscription = { subscriptionStatus: "inactive", subscriptionExpiry: null };
    const patched = await callApi(t, "PATCH", `/api/admin/users/${demotedId}/subscription`, {
      cookie: admin,
      body: subscription,
    });
    expect(patched.statusCode).toBe(200);
    expect((await callApi(t, "DELETE", `/api/admin/users/${deletedId}`, { cookie: admin })).statusCode).toBe(204);
    // No clock moves: the 30 s periodic check never runs, the change itself closes them.
    expect((await lives[0]?.closed)?.code).toBe(4403);
    expect((await lives[1]?.closed)?.code).toBe(4403);
    await createPositionAs(t, admin);
    await lives[2]?.received(2);
    expect(lives[2]?.socket.readyState).toBe(WebSocket.OPEN);
    lives[2]?.socket.close();
  });

  /** A Pro member signed in on `devices` devices: each device's session cookie. */
  async function signedInPro(devices: number): Promise<string[]> {
    const member = newMember();
    await postJson(t.app, "/api/auth/register", member);
    await t.database.handle.db
      .updateTable("users")
      .set({ subscription_status: "premium", subscription_expiry: null })
      .where("email", "=", member.email.toLowerCase())
      .execute();
    const cookies: string[] = [];
    for (let i = 0; i < devices; i += 1) {
      const login = await postJson(t.app, "/api/auth/login", { email: member.email, password: member.password });
      cookies.push(sessionCookieOf(login));
    }
    return cookies;
  }

  it("closes the connection of a session that signs out, and only that one", async () => {
    const [phone, laptop] = await signedInPro(2);
    const [onPhone, onLaptop] = await Promise.all([
      openLive(base, { cookie: phone }),
      openLive(base, { cookie: laptop }),
    ]);
    await Promise.all([onPhone.received(1), onLaptop.received(1)]);

    expect((await callApi(t, "POST", "/api/auth/logout", { cookie: phone })).statusCode).toBe(204);
    expect(await onPhone.closed).toEqual({ code: 4403, reason: "Signed out" });
    await createPositionAs(t, admin);
    await onLaptop.received(2);
    expect(onLaptop.socket.readyState).toBe(WebSocket.OPEN);
    onLaptop.socket.close();
  });

  // PostgreSQL answers the access check's reads while other requests run; SQLite answers them before any other work.
  it.runIf(dialect === "postgres")("keeps a connection opened while the access check reads the database", async () => {
    const [phone, laptop, tablet] = await signedInPro(3);
    const created = await callApi(t, "POST", "/api/account/api-tokens", { cookie: phone, body: { name: "script" } });
    const { token } = created.json<{ token: string }>();
    // A script's connection makes the check read the API tokens, which nothing else here reads.
    const [script, onPhone] = await Promise.all([
      openLive(base, { origin: null, authorization: `Bearer ${token}` }),
      openLive(base, { cookie: phone }),
    ]);
    await Promise.all([script.received(1), onPhone.received(1)]);

    // The check is held at that read until the laptop's connection is open.
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    let locked = () => {};
    const isLocked = new Promise<void>((resolve) => (locked = resolve));
    const holder = t.database.handle.db.transaction().execute(async (trx) => {
      await sql`lock table api_tokens in access exclusive mode`.execute(trx);
      locked();
      await held;
    });
    await isLocked;
    const waiting = async () => {
      const { rows } = await sql<{ n: string }>`
        select count(*) as n from pg_stat_activity where wait_event_type = 'Lock' and query like '%api_tokens%'
      `.execute(t.database.handle.db);
      return Number(rows[0]?.n);
    };
    // Signing the tablet out starts a check of the member's connections.
    expect((await callApi(t, "POST", "/api/auth/logout", { cookie: tablet })).statusCode).toBe(204);
    await expect.poll(waiting).toBe(1);
    const onLaptop = await openLive(base, { cookie: laptop });
    await onLaptop.received(1);
    release();
    await holder;
    await expect.poll(waiting).toBe(0);

    await createPositionAs(t, admin, { asset: "EUR/USD" });
    for (const live of [onLaptop, onPhone, script]) {
      const [, added] = await live.received(2);
      expect(added).toMatchObject({ type: "position_added", data: { position: { asset: "EUR/USD" } } });
      expect(live.socket.readyState).toBe(WebSocket.OPEN);
      live.socket.close();
    }
  });

  it("keeps the connection of a member who renewed while connected", async () => {
    const cookie = await cookieFor(t, "trial", clock.now());
    const users = () => t.database.handle.db.updateTable("users").where("role", "=", "user");
    await users()
      .set({ subscription_expiry: new Date(clock.now().getTime() + 60_000).toISOString() })
      .execute();
    const live = await openLive(base, { cookie });
    await live.received(1);
    await users().set({ subscription_status: "premium", subscription_expiry: "2099-01-01T00:00:00.000Z" }).execute();
    clock.advance(2 * 60_000);
    // The first event finds the known expiry passed: it waits for the database to confirm the renewal.
    await createPositionAs(t, admin, { asset: "AAA" });
    await createPositionAs(t, admin, { asset: "BBB" });
    const [, first, second] = await live.received(3);
    expect([first, second]).toMatchObject([
      { type: "position_added", data: { position: { asset: "AAA" } } },
      { type: "position_added", data: { position: { asset: "BBB" } } },
    ]);
    expect(live.socket.readyState).toBe(live.socket.OPEN);
    live.socket.close();
  });

  it("records one live session per connection, ended when it closes", async () => {
    const cookie = await cookieFor(t, "premium", clock.now());
    const live = await openLive(base, { cookie });
    await live.received(1);
    live.socket.close();
    await live.closed;
    await new Promise((resolve) => setTimeout(resolve, 1500));
    const rows = await t.database.handle.db.selectFrom("live_sessions").selectAll().execute();
    expect(rows).toHaveLength(1);
    expect(rows[0]?.ended_at).not.toBeNull();
  });

  it("keeps at most LIVE_CONNECTIONS_PER_MEMBER connections per member, closing the oldest with 4409", async () => {
    const limit = t.config.live.connectionsPerMember;
    expect(limit).toBe(5);
    const cookie = await cookieFor(t, "premium", clock.now());
    const other = await openLive(base, { cookie: await cookieFor(t, "trial", clock.now()) });
    const tabs = [];
    for (let i = 0; i < limit + 2; i += 1) {
      const tab = await openLive(base, { cookie });
      await tab.received(1);
      tabs.push(tab);
    }
    const [first, second, ...kept] = tabs;
    for (const replaced of [first, second]) {
      expect(await replaced?.closed).toEqual({ code: WS_CLOSE_REPLACED, reason: expect.stringMatching(/replaced/) });
    }
    await createPositionAs(t, admin, { asset: "EUR/USD" });
    for (const live of [...kept, other]) {
      const [, added] = await live.received(2);
      expect(added).toMatchObject({ type: "position_added" });
    }
    expect(kept).toHaveLength(limit);
    for (const live of [...kept, other]) live.socket.close();
  });

  const closeLines = () => t.logs.filter((line) => line.includes("live connection closed"));

  it("refuses an oversized frame with 1009 and logs it once, without a stack trace", async () => {
    const live = await openLive(base, { cookie: await cookieFor(t, "premium", clock.now()) });
    await live.received(1);
    const huge = JSON.stringify({ type: "ping", padding: "x".repeat(64 * 1024) });
    for (let i = 0; i < 5; i += 1) live.socket.send(huge);
    expect((await live.closed).code).toBe(WS_CLOSE_MESSAGE_TOO_BIG);
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(closeLines()).toHaveLength(1);
    expect(closeLines()[0]).not.toMatch(/"stack"|\n\s+at /);
    expect(live.messages).toEqual([expect.objectContaining({ type: "connected" })]);
  });

  it("cuts off a client flooding pings or messages after a few answers, logging once per connection", async () => {
    const cookie = await cookieFor(t, "premium", clock.now());
    const chatty = await openLive(base, { cookie });
    await chatty.received(1);
    for (let i = 0; i < 1000; i += 1) chatty.socket.send(JSON.stringify({ type: "ping" }));
    expect((await chatty.closed).code).toBe(WS_CLOSE_POLICY_VIOLATION);
    expect(chatty.messages.filter((m) => m.type === "pong").length).toBeLessThanOrEqual(CLIENT_FRAMES_PER_WINDOW);

    const pinger = await openLive(base, { cookie });
    await pinger.received(1);
    let pongs = 0;
    pinger.socket.on("pong", () => (pongs += 1));
    for (let i = 0; i < 1000; i += 1) pinger.socket.ping();
    expect((await pinger.closed).code).toBe(WS_CLOSE_POLICY_VIOLATION);
    // ws answers each protocol ping as the protocol requires, the one that broke the budget included.
    expect(pongs).toBeLessThanOrEqual(CLIENT_FRAMES_PER_WINDOW + 1);

    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(closeLines()).toHaveLength(2);
  });

  it("closes open connections with 1001 when the app shuts down", async () => {
    const cookie = await cookieFor(t, "premium", clock.now());
    const live = await openLive(base, { cookie });
    await live.received(1);
    await t.app.close();
    expect((await live.closed).code).toBe(1001);
  });
});
