import { beforeEach, describe, expect, it } from "vitest";
import type { NotificationFeed } from "../../../shared/notifications.js";
import { storeAnnouncements } from "../../../../test/support/announcements.js";
import { cookieFor, ROLES } from "../../../../test/support/members.js";
import { callApi, createPositionAs, positionInput } from "../../../../test/support/positions.js";
import { TEST_NOW, useTestApp } from "../../../../test/support/test-app.js";
import { TEST_DIALECTS } from "../../../../test/support/test-env.js";
import { EVENTS_KEPT } from "./notifier.js";

describe.each(TEST_DIALECTS)("notification feed on %s", (dialect) => {
  let admin: string;
  let maria: string;
  let omar: string;
  const t = useTestApp(dialect, { clockAt: TEST_NOW });
  const clock = t.clock;
  beforeEach(async () => {
    admin = (await cookieFor(t, "admin", clock.now())) ?? "";
    maria = (await cookieFor(t, "premium", clock.now())) ?? "";
    omar = (await cookieFor(t, "trial", clock.now())) ?? "";
  });

  const feedOf = async (cookie: string) => {
    const response = await callApi(t, "GET", "/api/notifications", { cookie });
    expect(response.statusCode).toBe(200);
    return response.json<NotificationFeed>();
  };

  it("gives each member with access an unread item per published change, newest first; drafts never", async () => {
    const draft = await createPositionAs(t, admin, { status: "planning", asset: "GBP/USD" });
    clock.advance(1000);
    const id = await createPositionAs(t, admin, { riskLevel: "high" });
    clock.advance(1000);
    await callApi(t, "PUT", `/api/positions/${id}`, {
      cookie: admin,
      body: positionInput({ riskLevel: "high", status: "closed", exitPrice: 1.0824 }),
    });
    await callApi(t, "DELETE", `/api/positions/${draft}`, { cookie: admin });

    const feed = await feedOf(maria);
    expect(feed.unreadCount).toBe(2);
    expect(feed.items).toEqual([
      {
        id: expect.any(Number),
        type: "position_status_changed",
        change: "closed",
        // A trade closed in front of the member, not one that ended before it reached them.
        closedBeforeRelease: false,
        message: "EUR/USD closed at 1.08240 (+0.93%)",
        // The same line as catalogue keys, for the screen to word in the member's language, numbers included.
        words: {
          key: "positions:tradeEvent.closedAtResult",
          values: {
            asset: "EUR/USD",
            price: { kind: "price", value: 1.0824, decimals: 5 },
            result: { kind: "result", percent: 0.93, r: null },
          },
        },
        timestamp: "2026-11-21T12:00:02.000Z",
        position: { id, asset: "EUR/USD", direction: "long", riskLevel: "high", status: "closed" },
        read: false,
      },
      expect.objectContaining({
        type: "position_added",
        change: "opened",
        timestamp: "2026-11-21T12:00:01.000Z",
        read: false,
      }),
    ]);
    expect(feed.items[0]?.id ?? 0).toBeGreaterThan(feed.items[1]?.id ?? 0);
    expect((await feedOf(omar)).items).toHaveLength(2);
  });

  it("lists what was announced since the member joined, not before", async () => {
    await createPositionAs(t, admin, { asset: "OLD" });
    clock.advance(1000);
    const newcomer = (await cookieFor(t, "premium", clock.now())) ?? "";
    expect(await feedOf(newcomer)).toEqual({ items: [], unreadCount: 0 });
    const [old] = (await feedOf(maria)).items;
    expect((await callApi(t, "POST", `/api/notifications/${old?.id}/read`, { cookie: newcomer })).statusCode).toBe(404);

    clock.advance(1000);
    await createPositionAs(t, admin, { asset: "NEW" });
    expect((await feedOf(newcomer)).items.map((item) => item.message)).toEqual([expect.stringContaining("NEW")]);
    expect((await feedOf(maria)).unreadCount).toBe(2);
  });

  it("gives an item to a member granted access after it was announced, since they joined", async () => {
    const inactive = (await cookieFor(t, "inactive", clock.now())) ?? "";
    await createPositionAs(t, admin);
    await t.database.handle.db
      .updateTable("users")
      .set({ subscription_status: "premium" })
      .where("subscription_status", "=", "inactive")
      .where("role", "=", "user")
      .execute();
    expect((await feedOf(inactive)).unreadCount).toBe(1);
  });

  it("lists the 50 newest, storing one event per announcement whatever the number of members", async () => {
    for (let i = 0; i < 53; i += 1) {
      clock.advance(1000);
      await createPositionAs(t, admin, { asset: `A${i}` });
    }
    const feed = await feedOf(maria);
    expect(feed.items).toHaveLength(50);
    expect(feed.items[0]?.message).toContain("A52");
    expect(feed.items[49]?.message).toContain("A3 ");
    expect(feed.unreadCount).toBe(53);
    const events = await t.database.handle.db.selectFrom("notification_events").select("id").execute();
    expect(events).toHaveLength(53);
  });

  it("counts unread items beyond the 50 listed until all are marked read, and only unread ones", async () => {
    await createPositionAs(t, admin, { asset: "READ0" });
    const [first] = (await feedOf(maria)).items;
    await callApi(t, "POST", `/api/notifications/${first?.id}/read`, { cookie: maria });
    for (let i = 1; i < 120; i += 1) {
      clock.advance(1000);
      await createPositionAs(t, admin, { asset: `A${i}` });
    }
    const feed = await feedOf(maria);
    expect(feed.items).toHaveLength(50);
    // 120 announced, the first read: 119 unread, though only 50 are listed.
    expect(feed.unreadCount).toBe(119);
    expect((await feedOf(omar)).unreadCount).toBe(120);

    await callApi(t, "POST", `/api/notifications/${feed.items[0]?.id}/read`, { cookie: maria });
    expect((await feedOf(maria)).unreadCount).toBe(118);
    // An item older than the 50 listed can be marked read too (a push opened it), and marking twice counts once.
    for (let i = 0; i < 2; i += 1) {
      expect(
        (await callApi(t, "POST", `/api/notifications/${(first?.id ?? 0) + 1}/read`, { cookie: maria })).statusCode,
      ).toBe(204);
    }
    expect((await feedOf(maria)).unreadCount).toBe(117);
    await callApi(t, "POST", "/api/notifications/read-all", { cookie: maria });
    expect((await feedOf(maria)).unreadCount).toBe(0);
    await callApi(t, "DELETE", "/api/notifications", { cookie: omar });
    expect((await feedOf(omar)).unreadCount).toBe(0);

    expect((await feedOf(omar)).items).toEqual([]);

    await createPositionAs(t, admin, { asset: "NEW" });
    expect((await feedOf(maria)).unreadCount).toBe(1);
    expect((await feedOf(maria)).items).toHaveLength(50);
    expect((await feedOf(omar)).unreadCount).toBe(1);
    expect((await feedOf(omar)).items.map((item) => item.message)).toEqual([expect.stringContaining("NEW")]);
  });

  it("keeps counting over the 1,000 newest announcements, and forgets what is trimmed", async () => {
    await createPositionAs(t, admin, { asset: "FIRST" });
    const [first] = (await feedOf(maria)).items;
    await callApi(t, "POST", `/api/notifications/${first?.id}/read`, { cookie: maria });
    await storeAnnouncements(t, EVENTS_KEPT, clock.now().toISOString());
    expect((await feedOf(maria)).unreadCount).toBe(EVENTS_KEPT);
    await createPositionAs(t, admin, { asset: "LAST" });

    const db = t.database.handle.db;
    expect(await db.selectFrom("notification_events").select("id").execute()).toHaveLength(EVENTS_KEPT);
    expect((await feedOf(maria)).unreadCount).toBe(EVENTS_KEPT);
    expect((await feedOf(omar)).unreadCount).toBe(EVENTS_KEPT);
    expect((await callApi(t, "POST", `/api/notifications/${first?.id}/read`, { cookie: maria })).statusCode).toBe(404);
    expect(await db.selectFrom("feed_reads").select("event_id").execute()).toEqual([]);
  });

  it("makes no item of a change to the current price alone, and names each step of the trade", async () => {
    const id = await createPositionAs(t, admin, { stopLoss: 1.07, targetPrice: 1.09 });
    const put = (body: Parameters<typeof positionInput>[0]) =>
      callApi(t, "PUT", `/api/positions/${id}`, { cookie: admin, body: positionInput(body) });
    await put({ stopLoss: 1.07, targetPrice: 1.09, currentPrice: 1.075 });
    await put({ stopLoss: 1.07, targetPrice: 1.09, currentPrice: 1.076 });
    expect((await feedOf(maria)).items.map((item) => item.change)).toEqual(["opened"]);

    const report = async (event: Record<string, unknown>) =>
      expect((await callApi(t, "POST", `/api/positions/${id}/events`, { cookie: admin, body: event })).statusCode).toBe(
        201,
      );
    await report({ type: "stop_moved", to: 1.072, reason: "manual" });
    await report({ type: "target_changed", target: 1, price: 1.095 });
    await report({ type: "note", text: "Half off at 1.09" });
    await report({ type: "closed", reason: "stop" });
    const items = (await feedOf(maria)).items.map(({ change, message }) => ({ change, message }));
    expect(items).toEqual([
      { change: "closed", message: "EUR/USD stopped out at 1.07200 (-0.04%, -0.17R)" },
      { change: "note", message: "EUR/USD update: Half off at 1.09" },
      { change: "target_changed", message: "EUR/USD TP1 moved to 1.09500" },
      { change: "stop_moved", message: "EUR/USD stop moved to 1.07200" },
      { change: "opened", message: "New signal: EUR/USD LONG at 1.07240" },
    ]);
  });

  it("marks one read, all read and clears, touching only the caller's own items", async () => {
    await createPositionAs(t, admin, { asset: "AAA" });
    await createPositionAs(t, admin, { asset: "BBB" });
    const [newest, oldest] = (await feedOf(maria)).items.map((item) => item.id);

    expect((await callApi(t, "POST", `/api/notifications/${oldest}/read`, { cookie: maria })).statusCode).toBe(204);
    expect((await feedOf(maria)).items.map((item) => item.read)).toEqual([false, true]);
    expect((await feedOf(maria)).unreadCount).toBe(1);
    expect((await feedOf(omar)).unreadCount).toBe(2);

    expect((await callApi(t, "POST", "/api/notifications/read-all", { cookie: maria })).statusCode).toBe(204);
    expect((await feedOf(maria)).unreadCount).toBe(0);
    expect((await feedOf(omar)).unreadCount).toBe(2);

    expect((await callApi(t, "DELETE", "/api/notifications", { cookie: maria })).statusCode).toBe(204);
    expect((await feedOf(maria)).items).toEqual([]);
    expect((await feedOf(omar)).items.map((item) => item.id)).toEqual([newest, oldest]);

    // Maria's feed no longer holds the id: she cannot mark it, and Omar's item stays unread.
    expect((await callApi(t, "POST", `/api/notifications/${newest}/read`, { cookie: maria })).statusCode).toBe(404);
    expect((await feedOf(omar)).unreadCount).toBe(2);
    expect((await callApi(t, "POST", "/api/notifications/abc/read", { cookie: omar })).statusCode).toBe(400);
    expect((await callApi(t, "POST", "/api/notifications/999999/read", { cookie: omar })).statusCode).toBe(404);
  });

  it("goes with the member's account: deleting the user removes their read marks and devices", async () => {
    await createPositionAs(t, admin);
    const [item] = (await feedOf(maria)).items;
    await callApi(t, "POST", `/api/notifications/${item?.id}/read`, { cookie: maria });
    await callApi(t, "DELETE", "/api/notifications", { cookie: maria });
    await createPositionAs(t, admin);
    await callApi(t, "POST", `/api/notifications/${(item?.id ?? 0) + 1}/read`, { cookie: maria });
    const db = t.database.handle.db;
    const mariaId = (await callApi(t, "GET", "/api/auth/me", { cookie: maria })).json<{ id: string }>().id;
    const now = clock.now().toISOString();
    await db
      .insertInto("push_subscriptions")
      .values({
        id: "device",
        user_id: mariaId,
        endpoint: "https://push.example/1",
        p256dh: "k",
        auth: "a",
        expires_at: null,
        created_at: now,
        updated_at: now,
      })
      .execute();
    const marksOf = (table: "feed_marks" | "feed_reads") =>
      db.selectFrom(table).select("user_id").where("user_id", "=", mariaId).execute();
    expect([(await marksOf("feed_marks")).length, (await marksOf("feed_reads")).length]).toEqual([1, 1]);
    await db.deleteFrom("users").where("id", "=", mariaId).execute();
    for (const table of ["feed_marks", "feed_reads"] as const) expect(await marksOf(table)).toEqual([]);
    expect(await db.selectFrom("push_subscriptions").select("id").execute()).toEqual([]);
    expect((await feedOf(omar)).items).toHaveLength(2);
  });

  it("is for members with access only: 401 signed out, 403 admins and members without access", async () => {
    const statuses: Record<string, number[]> = {};
    for (const role of ROLES) {
      const cookie = await cookieFor(t, role, clock.now());
      statuses[role] = [
        (await callApi(t, "GET", "/api/notifications", { cookie })).statusCode,
        (await callApi(t, "POST", "/api/notifications/read-all", { cookie })).statusCode,
        (await callApi(t, "DELETE", "/api/notifications", { cookie })).statusCode,
        (await callApi(t, "POST", "/api/notifications/1/read", { cookie })).statusCode,
      ];
    }
    expect(statuses).toEqual({
      "signed out": [401, 401, 401, 401],
      inactive: [403, 403, 403, 403],
      expired: [403, 403, 403, 403],
      trial: [200, 204, 204, 404],
      standard: [200, 204, 204, 404],
      premium: [200, 204, 204, 404],
      admin: [403, 403, 403, 403],
      "admin, second step pending": [403, 403, 403, 403],
    });
  });
});
