import { beforeEach, describe, expect, it } from "vitest";
import type { NotificationFeed } from "../../../shared/notifications.js";
import { cookieFor, ROLES } from "../../../../test/support/members.js";
import { callApi, createPositionAs, positionInput } from "../../../../test/support/positions.js";
import { TEST_NOW, useTestApp } from "../../../../test/support/test-app.js";
import { TEST_DIALECTS } from "../../../../test/support/test-env.js";

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
        message: "EUR/USD closed at 1.08240 (+0.93%)",
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

  it("writes no item for members without access at the time", async () => {
    const inactive = (await cookieFor(t, "inactive", clock.now())) ?? "";
    await createPositionAs(t, admin);
    await t.database.handle.db
      .updateTable("users")
      .set({ subscription_status: "premium" })
      .where("subscription_status", "=", "inactive")
      .where("role", "=", "user")
      .execute();
    expect((await feedOf(inactive)).items).toEqual([]);
  });

  it("keeps the 50 newest", async () => {
    for (let i = 0; i < 53; i += 1) {
      clock.advance(1000);
      await createPositionAs(t, admin, { asset: `A${i}` });
    }
    const feed = await feedOf(maria);
    expect(feed.items).toHaveLength(50);
    expect(feed.items[0]?.message).toContain("A52");
    expect(feed.items[49]?.message).toContain("A3 ");
    const rows = await t.database.handle.db.selectFrom("notifications").select("user_id").execute();
    expect(rows).toHaveLength(100);
  });

  it("counts unread items beyond the 50 kept until all are marked read, and only unread ones", async () => {
    await createPositionAs(t, admin, { asset: "READ0" });
    const [first] = (await feedOf(maria)).items;
    await callApi(t, "POST", `/api/notifications/${first?.id}/read`, { cookie: maria });
    for (let i = 1; i < 120; i += 1) {
      clock.advance(1000);
      await createPositionAs(t, admin, { asset: `A${i}` });
    }
    const feed = await feedOf(maria);
    expect(feed.items).toHaveLength(50);
    // 120 announced, the first read: 119 unread, though only 50 are kept.
    expect(feed.unreadCount).toBe(119);
    expect((await feedOf(omar)).unreadCount).toBe(120);

    await callApi(t, "POST", `/api/notifications/${feed.items[0]?.id}/read`, { cookie: maria });
    expect((await feedOf(maria)).unreadCount).toBe(118);
    await callApi(t, "POST", "/api/notifications/read-all", { cookie: maria });
    expect((await feedOf(maria)).unreadCount).toBe(0);
    await callApi(t, "DELETE", "/api/notifications", { cookie: omar });
    expect((await feedOf(omar)).unreadCount).toBe(0);

    await createPositionAs(t, admin, { asset: "NEW" });
    expect((await feedOf(maria)).unreadCount).toBe(1);
    expect((await feedOf(omar)).unreadCount).toBe(1);
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

    // Maria's feed no longer holds the id: she cannot mark it, nor Omar's copy of it.
    expect((await callApi(t, "POST", `/api/notifications/${newest}/read`, { cookie: maria })).statusCode).toBe(404);
    expect((await feedOf(omar)).unreadCount).toBe(2);
    expect((await callApi(t, "POST", "/api/notifications/abc/read", { cookie: omar })).statusCode).toBe(400);
  });

  it("goes with the member's account: deleting the user removes their feed and devices", async () => {
    await createPositionAs(t, admin);
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
    await db.deleteFrom("users").where("id", "=", mariaId).execute();
    expect(await db.selectFrom("notifications").select("user_id").where("user_id", "=", mariaId).execute()).toEqual([]);
    expect(await db.selectFrom("push_subscriptions").select("id").execute()).toEqual([]);
    expect((await feedOf(omar)).items).toHaveLength(1);
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
