import { afterEach, beforeEach, describe, expect, it } from "vitest";
import type { TelegramAdminView } from "../../../../shared/telegram.js";
import { startFakeTelegram, type FakeTelegram } from "../../../../../test/support/fake-telegram.js";
import { memberFor, type RoleMember } from "../../../../../test/support/members.js";
import { callApi, createPositionAs } from "../../../../../test/support/positions.js";
import { TEST_NOW, manualClock, useTestApps, type TestApp } from "../../../../../test/support/test-app.js";
import { TEST_DIALECTS } from "../../../../../test/support/test-env.js";
import { ACCESS_CHECK_MS } from "./telegram-room.js";

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;
const PRO_CHAT = -1009876543210;

describe.each(TEST_DIALECTS)("the Telegram Pro room on %s", (dialect) => {
  const start = useTestApps();
  const clock = manualClock(TEST_NOW);
  let fake: FakeTelegram;
  let t: TestApp;
  let admin: RoleMember;

  beforeEach(async () => {
    clock.reset();
    fake = await startFakeTelegram({
      now: () => Math.floor(clock.now().getTime() / 1000),
      secondChat: { id: PRO_CHAT, title: "SignalDesk Pro" },
    });
  });
  afterEach(async () => {
    await fake.close();
  });

  const startApp = async (earlyAccessMinutes = 0, proChat: string | null = String(PRO_CHAT)) => {
    t = await start(dialect, { clock, env: { TELEGRAM_API_ROOT: fake.apiRoot }, earlyAccessMinutes });
    admin = await memberFor(t, "admin", clock.now());
    const configured = await callApi(t, "PUT", "/api/admin/telegram", {
      cookie: admin.cookie,
      body: { botToken: fake.token, chat: String(fake.chat.id), proChat, exceptions: [] },
    });
    expect(configured.statusCode, configured.body).toBe(200);
    expect(configured.json<TelegramAdminView>().proChat).toBe(proChat);
  };
  const settle = async () => {
    await t.app.releases.drain();
    await t.app.telegram.settled();
    while ((await t.app.telegram.pollUpdates(0)) > 0) await t.app.jobs.drain();
    await t.app.jobs.drain();
  };
  const link = async (member: RoleMember, tgId: number) => {
    const answer = await callApi(t, "POST", "/api/account/telegram/link", { cookie: member.cookie });
    expect(answer.statusCode, answer.body).toBe(200);
    fake.start(tgId, new URL(answer.json<{ url: string }>().url).searchParams.get("start") ?? "");
    await settle();
  };
  /** The newest live invite the bot made to a room for this user, from what it wrote to them (in `welcome`'s words). */
  const inviteTo = (tgId: number, room: "room" | "Pro room", welcome = `Welcome to the SignalDesk ${room}.`) => {
    const told = fake
      .messagesTo(tgId)
      .filter((message) => message.text.startsWith(welcome))
      .at(-1)?.text;
    return /(https:\/\/t\.me\/\S+)/.exec(told ?? "")?.[1] ?? "";
  };
  const setPlan = async (member: RoleMember, subscriptionStatus: string, expiry: Date | null) => {
    const answer = await callApi(t, "PATCH", `/api/admin/users/${member.id}/subscription`, {
      cookie: admin.cookie,
      body: { subscriptionStatus, subscriptionExpiry: expiry?.toISOString().slice(0, 10) ?? null },
    });
    expect(answer.statusCode, answer.body).toBe(200);
    await settle();
  };

  it("invites Pro members alone, removes one who leaves Pro, invites one who joins it, and keeps the main room for all", async () => {
    await startApp();
    const pro = await memberFor(t, "premium", clock.now());
    const trial = await memberFor(t, "trial", clock.now());
    await link(pro, 701);
    await link(trial, 702);

    expect(fake.join(701, inviteTo(701, "room"))).toBe(true);
    expect(fake.join(701, inviteTo(701, "Pro room"))).toBe(true);
    expect(fake.join(702, inviteTo(702, "room"))).toBe(true);
    expect(inviteTo(702, "Pro room")).toBe("");
    await settle();
    expect([fake.isMember(701), fake.isMember(701, PRO_CHAT), fake.isMember(702)]).toEqual([true, true, true]);

    // One Pro room invite was made, for the Pro member alone.
    expect(fake.links().filter((l) => l.chat_id === PRO_CHAT)).toHaveLength(1);

    // Down to Trial: out of the Pro room, told why, still in the main room.
    await setPlan(pro, "trial", new Date(clock.now().getTime() + 7 * DAY));
    expect(fake.isMember(701, PRO_CHAT)).toBe(false);
    expect(fake.isMember(701)).toBe(true);
    expect(fake.messagesTo(701).at(-1)?.text).toBe(
      "Your access to the SignalDesk Pro room has ended: your plan no longer includes Pro.\nRenew here: http://localhost:3000/plans",
    );

    // Up to Pro: a fresh Pro invite.
    await setPlan(trial, "premium", new Date(clock.now().getTime() + 30 * DAY));
    expect(fake.join(702, inviteTo(702, "Pro room"))).toBe(true);
    await settle();
    expect(fake.isMember(702, PRO_CHAT)).toBe(true);

    // Pro running out (no event: the periodic check) takes both rooms.
    await setPlan(trial, "premium", new Date(clock.now().getTime() + DAY));
    clock.advance(2 * DAY + ACCESS_CHECK_MS);
    await t.app.telegram.checkAccess();
    await settle();
    expect([fake.isMember(702), fake.isMember(702, PRO_CHAT)]).toEqual([false, false]);

    // Unlinking takes the Pro room too.
    await setPlan(pro, "premium", null);
    expect(fake.join(701, inviteTo(701, "Pro room"))).toBe(true);
    await settle();
    expect(fake.isMember(701, PRO_CHAT)).toBe(true);
    expect((await callApi(t, "DELETE", "/api/account/telegram", { cookie: pro.cookie })).statusCode).toBe(200);
    await settle();
    expect([fake.isMember(701), fake.isMember(701, PRO_CHAT)]).toEqual([false, false]);
  });

  it("welcomes a member in the language they chose, and tells them why when removed, with their expiry's date", async () => {
    await startApp();
    const pro = await memberFor(t, "premium", clock.now());
    const chose = await callApi(t, "PATCH", "/api/account", { cookie: pro.cookie, body: { language: "es" } });
    expect(chose.statusCode, chose.body).toBe(200);
    await link(pro, 711);
    expect(fake.join(711, inviteTo(711, "room", "Te damos la bienvenida a la sala de SignalDesk."))).toBe(true);
    expect(fake.join(711, inviteTo(711, "Pro room", "Te damos la bienvenida a la sala Pro de SignalDesk."))).toBe(true);
    await settle();

    await setPlan(pro, "trial", new Date(clock.now().getTime() + DAY));
    expect(fake.isMember(711, PRO_CHAT)).toBe(false);
    expect(fake.messagesTo(711).at(-1)?.text).toBe(
      "Tu acceso a la sala Pro de SignalDesk ha terminado: tu plan ya no incluye Pro.\nRenueva aquí: http://localhost:3000/plans",
    );

    clock.advance(2 * DAY + ACCESS_CHECK_MS);
    await t.app.telegram.checkAccess();
    await settle();
    expect(fake.isMember(711)).toBe(false);
    expect(fake.messagesTo(711).at(-1)?.text).toBe(
      "Tu acceso a la sala de SignalDesk ha terminado: tu suscripción venció el 22 nov 2026.\nRenueva aquí: http://localhost:3000/plans",
    );
  });

  it("posts a signal to the Pro room at once and to the main room at its release, and updates both posts", async () => {
    await startApp(10);
    const id = await createPositionAs(t, admin.cookie, {
      asset: "XAU/USD",
      assetClass: "commodities",
      entryPrice: 2350,
      stopLoss: 2300,
    });
    await settle();
    expect(fake.roomMessages(PRO_CHAT).map((m) => m.text)).toEqual([
      expect.stringContaining("<b>XAU/USD LONG · record #1</b>"),
    ]);
    expect(fake.roomMessages()).toEqual([]);

    clock.advance(9 * MINUTE);
    await settle();
    expect(fake.roomMessages()).toEqual([]);
    clock.advance(MINUTE);
    await settle();
    expect(fake.roomMessages().map((m) => m.text)).toEqual([
      expect.stringContaining("<b>XAU/USD LONG · record #1</b>"),
    ]);
    expect(fake.roomMessages(PRO_CHAT)).toHaveLength(1);

    const closed = await callApi(t, "POST", `/api/positions/${id}/events`, {
      cookie: admin.cookie,
      body: { type: "closed", reason: "stop" },
    });
    expect(closed.statusCode, closed.body).toBe(201);
    await settle();
    for (const room of [fake.chat.id, PRO_CHAT]) {
      const [post, reply] = fake.roomMessages(room);
      expect(post?.text).toContain("Status: Closed");
      expect(post?.edits).toHaveLength(1);
      expect(reply?.reply_to).toBe(post?.message_id);
    }
  });

  it("posts to the main room alone without a Pro room, and the status names the Pro room's problems", async () => {
    await startApp(10, null);
    await createPositionAs(t, admin.cookie, { asset: "EUR/USD" });
    clock.advance(10 * MINUTE);
    await settle();
    expect(fake.roomMessages()).toHaveLength(1);
    expect(fake.roomMessages(PRO_CHAT)).toEqual([]);

    const fine = await callApi(t, "PUT", "/api/admin/telegram", {
      cookie: admin.cookie,
      body: { chat: String(fake.chat.id), proChat: String(PRO_CHAT), exceptions: [] },
    });
    expect(fine.statusCode, fine.body).toBe(200);
    const connected = await callApi(t, "GET", "/api/admin/telegram/status", { cookie: admin.cookie });
    expect(connected.json<TelegramAdminView>().status).toMatchObject({ state: "connected", problems: [] });

    const wrong = await callApi(t, "PUT", "/api/admin/telegram", {
      cookie: admin.cookie,
      body: { chat: String(fake.chat.id), proChat: "-1001111111111", exceptions: [] },
    });
    expect(wrong.statusCode, wrong.body).toBe(200);
    const status = await callApi(t, "GET", "/api/admin/telegram/status", { cookie: admin.cookie });
    expect(status.json<TelegramAdminView>().status).toMatchObject({
      state: "problem",
      problems: [expect.stringMatching(/^Pro room: the bot cannot see the room/)],
    });
  });
});
