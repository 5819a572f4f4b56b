import { englishMessage } from "../../lib/app-error.js";
import { createECDH, randomBytes } from "node:crypto";
import { describe, expect, it } from "vitest";
import { ACCOUNT_MESSAGES, type DataExport } from "../../../shared/account.js";
import { seedPayment } from "../../../../test/support/admin-seed.js";
import { cookieFor, memberFor } from "../../../../test/support/members.js";
import { callApi, createPositionAs } from "../../../../test/support/positions.js";
import { TEST_NOW, useTestApp } from "../../../../test/support/test-app.js";
import { TEST_DIALECTS } from "../../../../test/support/test-env.js";
import { sweepExpiredRecords } from "../../housekeeping.js";
import { totpCode } from "../auth/second-factor.service.js";

const HOUR_MS = 60 * 60 * 1000;

describe.each(TEST_DIALECTS)("a member's data export on %s", (dialect) => {
  const t = useTestApp(dialect, { clockAt: TEST_NOW });
  const db = () => t.database.handle.db;

  const ask = (cookie: string) => callApi(t, "POST", "/api/account/data-exports", { cookie });
  const listed = async (cookie: string) =>
    (await callApi(t, "GET", "/api/account/data-exports", { cookie })).json<DataExport[]>();
  const download = (cookie: string, id: string, suffix = "") =>
    callApi(t, "GET", `/api/account/data-exports/${id}${suffix}`, { cookie });
  /** Asks for an export and lets the background work finish, as the server does after answering. */
  const readyExport = async (cookie: string) => {
    const asked = await ask(cookie);
    await t.app.backgroundTasks.idle();
    return asked.json<DataExport>();
  };

  it("is prepared after the answer, then downloads as a JSON file with every section and no secret", async () => {
    const member = await memberFor(t, "premium", t.clock.now());
    const admin = (await cookieFor(t, "admin", t.clock.now())) ?? "";
    const positionId = await createPositionAs(t, admin);
    await callApi(t, "PUT", `/api/positions/${positionId}/follow`, { cookie: member.cookie });
    const took = await callApi(t, "POST", "/api/portfolio/trades", {
      cookie: member.cookie,
      body: { positionId, size: 0.3, accountSize: 5000 },
    });
    expect(took.statusCode).toBe(201);
    const wrote = await callApi(t, "POST", "/api/support/messages", {
      cookie: member.cookie,
      body: { body: "Can I change my card?" },
    });
    expect(wrote.statusCode).toBe(201);
    await seedPayment(db(), {
      user_id: member.id,
      kind: "charge",
      plan: "pro",
      amount_cents: 17900,
      occurred_at: t.clock.now().toISOString(),
    });
    const keys = {
      p256dh: createECDH("prime256v1").generateKeys("base64url"),
      auth: randomBytes(16).toString("base64url"),
    };
    const endpoint = `https://push.example.com/send/${randomBytes(8).toString("hex")}`;
    const subscribed = await callApi(t, "POST", "/api/notifications/subscribe", {
      cookie: member.cookie,
      body: { subscription: { endpoint, keys } },
    });
    expect(subscribed.statusCode).toBe(201);
    const { secret } = (await callApi(t, "POST", "/api/auth/second-factor/setup", { cookie: member.cookie })).json<{
      secret: string;
    }>();
    const confirmed = await callApi(t, "POST", "/api/auth/second-factor/confirm", {
      cookie: member.cookie,
      body: { code: totpCode(secret, t.clock.now()) },
    });
    const { recoveryCodes } = confirmed.json<{ recoveryCodes: string[] }>();

    const asked = await ask(member.cookie);
    expect(asked.statusCode).toBe(202);
    const pending = asked.json<DataExport>();
    expect(pending).toMatchObject({ status: "pending", readyAt: null });
    expect((await download(member.cookie, pending.id)).statusCode).toBe(409);

    await t.app.backgroundTasks.idle();
    const [ready] = await listed(member.cookie);
    expect(ready).toMatchObject({ id: pending.id, status: "ready", readyAt: TEST_NOW.toISOString() });
    expect(ready?.expiresAt).toBe(new Date(TEST_NOW.getTime() + 24 * HOUR_MS).toISOString());

    const file = await download(member.cookie, pending.id);
    expect(file.statusCode).toBe(200);
    expect(file.headers["content-type"]).toMatch(/^application\/json/);
    expect(file.headers["content-disposition"]).toBe('attachment; filename="signaldesk-my-data-2026-11-21.json"');
    expect(file.headers["cache-control"]).toContain("no-store");
    const data = file.json<Record<string, unknown>>();
    expect(Object.keys(data).sort()).toEqual(
      [
        "access",
        "discord",
        "exportedAt",
        "follows",
        "notifications",
        "notificationPreferences",
        "notificationReadState",
        "payments",
        "portfolio",
        "positionViews",
        "profile",
        "pushDevices",
        "signedInDevices",
        "supportMessages",
        "telegram",
        "twoStepSignIn",
        "weeklySummaries",
      ].sort(),
    );
    expect(data).toMatchObject({
      profile: { email: member.email.toLowerCase(), firstName: "Maria", lastName: "Lopez", role: "user" },
      access: { status: "premium" },
      payments: [{ kind: "charge", plan: "pro", amount: "179.00", currency: "USD" }],
      follows: [{ positionId, asset: "EUR/USD" }],
      pushDevices: [{ pushService: "push.example.com" }],
      twoStepSignIn: { enabled: true },
      supportMessages: [{ from: "member", text: "Can I change my card?", at: t.clock.now().toISOString() }],
      portfolio: { trades: [{ positionId, asset: "EUR/USD", size: 0.3, sizeUnit: "lots", accountSize: 5000 }] },
    });
    expect(data.signedInDevices).toHaveLength(1);

    const text = file.body;
    const token = member.cookie.split("=")[1] ?? "";
    for (const secretValue of [secret, token, keys.p256dh, keys.auth, endpoint, "$argon2", ...recoveryCodes]) {
      expect(text).not.toContain(secretValue);
    }
    expect(text).not.toMatch(/password|totp|recovery|p256dh/i);

    const csv = await download(member.cookie, pending.id, "/payments.csv");
    expect(csv.statusCode).toBe(200);
    expect(csv.headers["content-disposition"]).toBe('attachment; filename="signaldesk-my-payments-2026-11-21.csv"');
    expect(csv.body.trim().split("\n")).toEqual([
      "Date,Kind,Plan,Amount,Currency,Description",
      `${TEST_NOW.toISOString()},charge,pro,179.00,USD,seeded`,
    ]);
  });

  it("lists the notifications of the member's paid time with what they read, and none of someone who never paid", async () => {
    const lapsing = await memberFor(t, "trial", t.clock.now());
    const never = await memberFor(t, "inactive", t.clock.now());
    await db()
      .updateTable("users")
      .set({ subscription_expiry: new Date(t.clock.now().getTime() + 60_000).toISOString() })
      .where("id", "=", lapsing.id)
      .execute();
    const admin = (await cookieFor(t, "admin", t.clock.now())) ?? "";
    await createPositionAs(t, admin, { asset: "PAID" });
    await createPositionAs(t, admin, { asset: "READ" });
    const feed = (await callApi(t, "GET", "/api/notifications", { cookie: lapsing.cookie })).json<{
      items: { id: number }[];
    }>();
    const [read, paid] = feed.items.map((item) => item.id);
    expect((await callApi(t, "POST", `/api/notifications/${read}/read`, { cookie: lapsing.cookie })).statusCode).toBe(
      204,
    );
    t.clock.advance(2 * 60_000);
    await createPositionAs(t, admin, { asset: "LATER" });

    const exported = async (cookie: string) => {
      const { id } = await readyExport(cookie);
      return (await download(cookie, id)).json<{ notifications: unknown[]; notificationReadState: unknown }>();
    };
    const data = await exported(lapsing.cookie);
    expect(data.notifications).toEqual([
      {
        id: read,
        at: expect.any(String),
        type: "position_added",
        message: expect.stringContaining("READ"),
        read: true,
      },
      {
        id: paid,
        at: expect.any(String),
        type: "position_added",
        message: expect.stringContaining("PAID"),
        read: false,
      },
    ]);
    expect(data.notificationReadState).toEqual({ readThrough: 0, clearedThrough: 0, readOneByOne: [read] });
    expect((await exported(never.cookie)).notifications).toEqual([]);
  });

  it("prepares one at a time: a second request gets the pending one, then the ready one for an hour", async () => {
    const member = await memberFor(t, "inactive", t.clock.now());
    const first = (await ask(member.cookie)).json<DataExport>();
    const again = await ask(member.cookie);
    expect(again.statusCode).toBe(202);
    expect(again.json<DataExport>().id).toBe(first.id);
    await t.app.backgroundTasks.idle();

    t.clock.advance(HOUR_MS - 1000);
    const reused = await ask(member.cookie);
    expect(reused.statusCode).toBe(200);
    expect(reused.json<DataExport>()).toMatchObject({ id: first.id, status: "ready" });

    t.clock.advance(2000);
    const fresh = await ask(member.cookie);
    expect(fresh.statusCode).toBe(202);
    expect(fresh.json<DataExport>().id).not.toBe(first.id);
    await t.app.backgroundTasks.idle();
    expect((await listed(member.cookie)).map((e) => e.status)).toEqual(["ready", "ready"]);
    expect(await db().selectFrom("data_exports").select("id").execute()).toHaveLength(2);
  });

  it("answers 404 to any other member, and to the owner once it has expired; housekeeping deletes it", async () => {
    const owner = await memberFor(t, "trial", t.clock.now());
    const other = await memberFor(t, "trial", t.clock.now());
    const { id } = await readyExport(owner.cookie);

    for (const suffix of ["", "/payments.csv"]) {
      const stranger = await download(other.cookie, id, suffix);
      expect(stranger.statusCode).toBe(404);
      expect(stranger.json()).toEqual({ message: englishMessage(ACCOUNT_MESSAGES.exportNotFound) });
    }
    expect(await listed(other.cookie)).toEqual([]);
    expect((await download(owner.cookie, "00000000-0000-4000-8000-000000000000")).statusCode).toBe(404);
    expect((await download(owner.cookie, "not-an-id")).statusCode).toBe(400);

    t.clock.advance(24 * HOUR_MS - 1000);
    expect((await download(owner.cookie, id)).statusCode).toBe(200);
    t.clock.advance(1000);
    expect((await download(owner.cookie, id)).statusCode).toBe(404);
    expect(await listed(owner.cookie)).toEqual([]);
    expect(await db().selectFrom("data_exports").select("id").execute()).toHaveLength(1);
    await sweepExpiredRecords(db(), t.clock.now());
    expect(await db().selectFrom("data_exports").select("id").execute()).toEqual([]);
  });

  it("is for signed-in members only", async () => {
    expect((await callApi(t, "POST", "/api/account/data-exports")).statusCode).toBe(401);
    expect((await callApi(t, "GET", "/api/account/data-exports")).statusCode).toBe(401);
  });
});
