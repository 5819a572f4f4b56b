import { afterEach, beforeEach, describe, expect, it } from "vitest";
import type { PublishHeadAnswer } from "../../../../shared/track-record.js";
import type { TelegramAccount, TelegramAdminView } from "../../../../shared/telegram.js";
import { STEP_UP_MAX_AGE_MS } from "../../../../shared/auth.js";
import { startFakeTelegram, type FakeTelegram } from "../../../../../test/support/fake-telegram.js";
import { memberFor, type RoleMember } from "../../../../../test/support/members.js";
import { callApi, createPositionAs } from "../../../../../test/support/positions.js";
import { TEST_NOW, manualClock, useTestApps, type TestApp } from "../../../../../test/support/test-app.js";
import { TEST_DIALECTS } from "../../../../../test/support/test-env.js";
import { collectMemberData } from "../../account/member-data.service.js";
import { ACCESS_CHECK_MS } from "./telegram-room.js";

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

describe.each(TEST_DIALECTS)("the Telegram room on %s", (dialect) => {
  const start = useTestApps();
  let fake: FakeTelegram;
  let t: TestApp;
  let clock: ReturnType<typeof manualClock>;
  let admin: RoleMember;

  beforeEach(async () => {
    clock = manualClock(TEST_NOW);
    fake = await startFakeTelegram({ now: () => Math.floor(clock.now().getTime() / 1000) });
    t = await start(dialect, { clock, env: { TELEGRAM_API_ROOT: fake.apiRoot } });
    admin = await memberFor(t, "admin", clock.now());
  });
  afterEach(async () => {
    await fake.close();
  });

  const configure = async (exceptions: string[] = []) => {
    const answer = await callApi(t, "PUT", "/api/admin/telegram", {
      cookie: admin.cookie,
      body: { botToken: fake.token, chat: String(fake.chat.id), exceptions },
    });
    expect(answer.statusCode, answer.body).toBe(200);
    return answer.json<TelegramAdminView>();
  };
  /** Telegram's side and ours settle: updates fetched, events queued, the outbox worked. */
  const settle = async () => {
    await t.app.telegram.settled();
    while ((await t.app.telegram.pollUpdates(0)) > 0) await t.app.jobs.drain();
    await t.app.jobs.drain();
  };
  const account = async (member: RoleMember) =>
    (await callApi(t, "GET", "/api/account/telegram", { cookie: member.cookie })).json<TelegramAccount>();
  /** The member opens the deep link and presses Start as Telegram user `tgId`. */
  const link = async (member: RoleMember, tgId: number) => {
    const answer = await callApi(t, "POST", "/api/account/telegram/link", { cookie: member.cookie });
    expect(answer.statusCode, answer.body).toBe(200);
    const url = new URL(answer.json<{ url: string }>().url);
    expect(url.origin + url.pathname).toBe(`https://t.me/${fake.bot.username}`);
    fake.start(tgId, url.searchParams.get("start") ?? "");
    await settle();
  };
  const inviteOf = async (member: RoleMember) => {
    const invite = (await account(member)).inviteLink;
    if (!invite) throw new Error("no invite");
    return invite;
  };
  /** Where the account stands, read from the record (a session would not outlive the months a test skips). */
  const roomState = async (tgId: number) =>
    (await t.database.handle.db
      .selectFrom("room_members")
      .select(["state", "reason", "invite_link"])
      .where("external_id", "=", String(tgId))
      .executeTakeFirst()) ?? null;
  const setAccess = (member: RoleMember, status: string, expiry: Date | null) =>
    t.database.handle.db
      .updateTable("users")
      .set({ subscription_status: status as "trial", subscription_expiry: expiry?.toISOString() ?? null })
      .where("id", "=", member.id)
      .execute();

  describe("settings", () => {
    it("is off with no settings, and the account page says so", async () => {
      const member = await memberFor(t, "premium", clock.now());
      expect(await account(member)).toMatchObject({ available: false, linked: false });
      const link = await callApi(t, "POST", "/api/account/telegram/link", { cookie: member.cookie });
      expect(link.statusCode).toBe(404);
      expect(await t.app.jobs.drain()).toBe(0);
      expect(fake.requests).toEqual([]);
    });

    it("stores the settings, never answers the token back, and shows the bot connected with its rights", async () => {
      const saved = await configure(["777"]);
      expect(JSON.stringify(saved)).not.toContain(fake.token);
      expect(saved).toMatchObject({ configured: true, tokenHint: `…${fake.token.slice(-4)}`, exceptions: ["777"] });
      const status = (
        await callApi(t, "GET", "/api/admin/telegram/status", { cookie: admin.cookie })
      ).json<TelegramAdminView>();
      expect(status.status).toMatchObject({ state: "connected", botUsername: fake.bot.username, problems: [] });
      expect(status.status.rights.every((right) => right.granted)).toBe(true);
      expect(t.logs.join("\n")).not.toContain(fake.token);
    });

    it("says what is wrong when the bot lacks a right", async () => {
      await configure();
      fake.setBotRights({ can_restrict_members: false });
      const status = (
        await callApi(t, "GET", "/api/admin/telegram/status", { cookie: admin.cookie })
      ).json<TelegramAdminView>();
      expect(status.status.state).toBe("problem");
      expect(status.status.problems).toEqual(['The bot lacks the right "Ban users"']);
    });

    it("keeps the stored token when the form leaves it out", async () => {
      await configure();
      const answer = await callApi(t, "PUT", "/api/admin/telegram", {
        cookie: admin.cookie,
        body: { chat: "@signaldesk_room", exceptions: [] },
      });
      expect(answer.statusCode, answer.body).toBe(200);
      expect(answer.json<TelegramAdminView>()).toMatchObject({
        chat: "@signaldesk_room",
        tokenHint: `…${fake.token.slice(-4)}`,
      });
    });

    it("refuses a change without a fresh second-factor check", async () => {
      await t.database.handle.db
        .insertInto("second_factors")
        .values({
          user_id: admin.id,
          totp_secret: "GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ",
          enabled_at: clock.now().toISOString(),
          last_used_step: null,
          created_at: clock.now().toISOString(),
        })
        .execute();
      clock.advance(STEP_UP_MAX_AGE_MS + MINUTE);
      const answer = await callApi(t, "PUT", "/api/admin/telegram", {
        cookie: admin.cookie,
        body: { botToken: fake.token, chat: String(fake.chat.id), exceptions: [] },
      });
      expect(answer.statusCode).toBe(403);
      expect(answer.json()).toMatchObject({ message: expect.any(String), stepUp: true });
      expect((await callApi(t, "GET", "/api/admin/telegram", { cookie: admin.cookie })).json()).toMatchObject({
        configured: false,
      });
    });

    it.each([
      [{ botToken: "not-a-token", chat: "-100123456", exceptions: [] }, "Bot token"],
      [{ botToken: "123456789:AAHfakeTokenForTestsOnly_abcdefghijkl", chat: "my room", exceptions: [] }, "Chat"],
      [
        { botToken: "123456789:AAHfakeTokenForTestsOnly_abcdefghijkl", chat: "-100123456", exceptions: ["bob"] },
        "exception",
      ],
      [{ chat: "-100123456", exceptions: [] }, "bot token"],
      [
        { botToken: "999999999:AAHsomeoneElsesTokenThatIsWrong_abcdef", chat: "-100123456", exceptions: [] },
        "does not accept",
      ],
    ])("rejects bad input %j with a 4xx message", async (body, words) => {
      const answer = await callApi(t, "PUT", "/api/admin/telegram", { cookie: admin.cookie, body });
      expect(answer.statusCode).toBe(400);
      expect(answer.json<{ message: string }>().message).toContain(words);
    });

    it("is for admins only", async () => {
      const member = await memberFor(t, "premium", clock.now());
      for (const [method, url] of [
        ["GET", "/api/admin/telegram"],
        ["PUT", "/api/admin/telegram"],
        ["POST", "/api/admin/telegram/reconcile"],
      ] as const) {
        expect((await callApi(t, method, url, { cookie: member.cookie, body: {} })).statusCode).toBe(403);
      }
    });
  });

  describe("access follows the subscription", () => {
    beforeEach(async () => {
      await configure(["777"]);
    });

    it("links, invites, joins; expiry removes and tells why within a minute; renewal re-invites", async () => {
      const member = await memberFor(t, "trial", clock.now());
      await link(member, 501);
      expect(await account(member)).toMatchObject({ linked: true, state: "invited" });
      // The member's data export names the linked account.
      expect(await collectMemberData({ db: t.database.handle.db, clock }, member.id)).toMatchObject({
        telegram: { telegramUserId: "501", state: "invited" },
      });
      const invite = await inviteOf(member);
      const created = fake.calls("createChatInviteLink").at(-1)?.params;
      expect(created).toMatchObject({ member_limit: 1 });
      expect(Number(created?.expire_date)).toBeLessThanOrEqual(clock.now().getTime() / 1000 + 3600);
      expect(
        fake
          .messagesTo(501)
          .map((m) => m.text)
          .join("\n"),
      ).toContain(invite);

      expect(fake.join(501, invite)).toBe(true);
      await settle();
      expect(await account(member)).toMatchObject({ state: "joined", inviteLink: null });
      expect(fake.isMember(501)).toBe(true);

      // Renewed before expiry: nothing changes when the old expiry passes.
      const expiry = new Date(clock.now().getTime() + 30 * DAY);
      const renewedTo = new Date(expiry.getTime() + 30 * DAY);
      await setAccess(member, "trial", renewedTo);
      clock.advance(30 * DAY + MINUTE);
      await t.app.telegram.checkAccess();
      await settle();
      expect(fake.isMember(501)).toBe(true);

      // Expiry comes with no event: the check that runs every ACCESS_CHECK_MS finds it.
      expect(ACCESS_CHECK_MS).toBeLessThanOrEqual(MINUTE);
      clock.advance(30 * DAY);
      await t.app.telegram.checkAccess();
      await settle();
      expect(fake.isMember(501)).toBe(false);
      expect(fake.statusOf(501)).toBe("left");
      const told = fake.messagesTo(501).at(-1)?.text ?? "";
      expect(told).toContain("your subscription expired");
      expect(told).toContain(`${t.config.publicUrl}/plans`);
      // The cause is kept, for the account page to word in the member's language.
      expect(await roomState(501)).toMatchObject({
        state: "removed",
        reason: JSON.stringify({ cause: "expired", expiry: renewedTo.toISOString() }),
      });

      // Access returns: a fresh invite, and the old one is no use.
      await setAccess(member, "standard", new Date(clock.now().getTime() + 30 * DAY));
      await t.app.telegram.checkAccess();
      await settle();
      const fresh = (await roomState(501))?.invite_link ?? "";
      expect(fake.messagesTo(501).at(-1)?.text).toContain(fresh);
      expect(fresh).not.toBe(invite);
      expect(fake.join(501, invite)).toBe(false);
      expect(fake.join(501, fresh)).toBe(true);
      await settle();
      expect(await roomState(501)).toMatchObject({ state: "joined" });
    });

    it("removes a member an admin takes access from, told by the access-change event", async () => {
      const member = await memberFor(t, "premium", clock.now());
      await link(member, 502);
      fake.join(502, await inviteOf(member));
      await settle();
      const answer = await callApi(t, "PATCH", `/api/admin/users/${member.id}/subscription`, {
        cookie: admin.cookie,
        body: { subscriptionStatus: "inactive", subscriptionExpiry: null },
      });
      expect(answer.statusCode, answer.body).toBe(200);
      await settle();
      expect(fake.isMember(502)).toBe(false);
      expect(fake.messagesTo(502).at(-1)?.text).toContain("no longer active");
    });

    it("removes a member who unlinks, and one whose account is deleted", async () => {
      const one = await memberFor(t, "premium", clock.now());
      const two = await memberFor(t, "premium", clock.now());
      await link(one, 503);
      await link(two, 504);
      fake.join(503, await inviteOf(one));
      fake.join(504, await inviteOf(two));
      await settle();
      const unlinked = await callApi(t, "DELETE", "/api/account/telegram", { cookie: one.cookie });
      expect(unlinked.json()).toMatchObject({ linked: false });
      await t.database.handle.db.deleteFrom("users").where("id", "=", two.id).execute();
      await t.app.telegram.checkAccess();
      await settle();
      expect(fake.isMember(503)).toBe(false);
      expect(fake.isMember(504)).toBe(false);
    });

    it("refuses someone joining through a link issued to another, and gives the owner a fresh one", async () => {
      const member = await memberFor(t, "premium", clock.now());
      await link(member, 505);
      const invite = await inviteOf(member);
      expect(fake.join(666, invite)).toBe(true);
      await settle();
      expect(fake.isMember(666)).toBe(false);
      expect(fake.statusOf(666)).toBe("left");
      expect(fake.links().find((l) => l.invite_link === invite)?.is_revoked).toBe(true);
      const fresh = await inviteOf(member);
      expect(fresh).not.toBe(invite);
      expect(fake.join(505, fresh)).toBe(true);
      await settle();
      expect(fake.isMember(505)).toBe(true);
    });

    it("never removes an exception, even one that joined with no invite", async () => {
      fake.join(777, "https://t.me/+none");
      fake.setMemberSilently(777, "member");
      fake.pushRaw({
        update_id: 5000,
        chat_member: {
          chat: fake.chat,
          from: { id: 777, first_name: "Staff" },
          date: Math.floor(clock.now().getTime() / 1000),
          old_chat_member: { user: { id: 777, first_name: "Staff" }, status: "left" },
          new_chat_member: { user: { id: 777, first_name: "Staff" }, status: "member" },
        },
      });
      await settle();
      await t.app.telegram.reconcile("admin");
      await settle();
      expect(fake.isMember(777)).toBe(true);
      expect(fake.calls("banChatMember")).toEqual([]);
    });

    it("handles a duplicate update once and ignores a leave older than the join", async () => {
      const member = await memberFor(t, "premium", clock.now());
      await link(member, 506);
      const before = fake.messagesTo(506).length;
      fake.join(506, await inviteOf(member));
      const joinUpdate = fake.lastUpdate() as { update_id: number; chat_member: Record<string, unknown> };
      await settle();
      // The same update again, and a leave dated before the join arriving after it.
      fake.pushRaw(joinUpdate);
      fake.pushRaw({
        update_id: joinUpdate.update_id + 100,
        chat_member: {
          ...joinUpdate.chat_member,
          date: (joinUpdate.chat_member.date as number) - 60,
          old_chat_member: { user: { id: 506, first_name: "User 506" }, status: "member" },
          new_chat_member: { user: { id: 506, first_name: "User 506" }, status: "left" },
        },
      });
      await settle();
      expect(await account(member)).toMatchObject({ state: "joined" });
      expect(fake.calls("banChatMember")).toEqual([]);
      expect(fake.messagesTo(506).length).toBe(before);
    });

    it("a used or expired /start token links no one", async () => {
      const member = await memberFor(t, "premium", clock.now());
      const answer = await callApi(t, "POST", "/api/account/telegram/link", { cookie: member.cookie });
      const token = new URL(answer.json<{ url: string }>().url).searchParams.get("start") ?? "";
      clock.advance(16 * MINUTE);
      fake.start(507, token);
      await settle();
      expect(await account(member)).toMatchObject({ linked: false });
      expect(fake.messagesTo(507).at(-1)?.text).toContain("expired");
    });

    it("heals a two-hour outage: removal waits, the app answers meanwhile, the reconciler finishes it", async () => {
      const member = await memberFor(t, "premium", clock.now());
      await link(member, 508);
      fake.join(508, await inviteOf(member));
      await settle();
      // Removed by hand in Telegram while the app did not see it (drift).
      const other = await memberFor(t, "premium", clock.now());
      await link(other, 509);
      fake.join(509, await inviteOf(other));
      await settle();

      fake.outage();
      await setAccess(member, "inactive", null);
      fake.setMemberSilently(509, "left");
      for (let elapsed = 0; elapsed < 2 * HOUR; elapsed += 10 * MINUTE) {
        clock.advance(10 * MINUTE);
        await t.app.telegram.checkAccess();
        await t.app.jobs.drain();
        const page = await callApi(t, "GET", "/api/account/telegram", { cookie: other.cookie });
        expect(page.statusCode).toBe(200);
      }
      expect(fake.isMember(508)).toBe(true);
      expect(t.logs.join("\n")).not.toContain(fake.token);
      const jobs = await t.database.handle.db
        .selectFrom("jobs")
        .selectAll()
        .where("kind", "like", "room:%")
        .where("status", "=", "pending")
        .execute();
      expect(jobs.length).toBeGreaterThan(0);

      fake.restore();
      const result = await t.app.telegram.reconcile("admin");
      await settle();
      expect(result.healed).toBe(1);
      expect(fake.isMember(508)).toBe(false);
      // The member removed by hand still has access: a fresh invite.
      expect(await account(other)).toMatchObject({ state: "invited" });
      const view = (await callApi(t, "GET", "/api/admin/telegram", { cookie: admin.cookie })).json<TelegramAdminView>();
      expect(view.actions.map((a) => a.action)).toEqual(expect.arrayContaining(["reconciled", "healed", "removed"]));
    });

    it("with two instances, one receives updates and each change is done once", async () => {
      const second = await start(dialect, { clock, env: { TELEGRAM_API_ROOT: fake.apiRoot }, sharingDatabaseOf: t });
      const member = await memberFor(t, "premium", clock.now());
      const answer = await callApi(t, "POST", "/api/account/telegram/link", { cookie: member.cookie });
      fake.start(511, new URL(answer.json<{ url: string }>().url).searchParams.get("start") ?? "");
      expect(await t.app.telegram.pollUpdates(0)).toBe(1);
      // The first instance holds the updates lease: the second does not poll.
      fake.start(512, "not-a-token");
      expect(await second.app.telegram.pollUpdates(0)).toBe(0);
      await Promise.all([t.app.jobs.drain(), second.app.jobs.drain(), second.app.jobs.drain()]);
      expect(fake.calls("createChatInviteLink")).toHaveLength(1);
      expect(await account(member)).toMatchObject({ state: "invited" });
    });

    it("waits as told on a 429 and does not hammer", async () => {
      const member = await memberFor(t, "premium", clock.now());
      const answer = await callApi(t, "POST", "/api/account/telegram/link", { cookie: member.cookie });
      fake.start(510, new URL(answer.json<{ url: string }>().url).searchParams.get("start") ?? "");
      await t.app.telegram.pollUpdates(0);
      fake.rateLimit(1, 30);
      await t.app.jobs.drain();
      const callsAfter429 = fake.requests.length;
      await t.app.jobs.drain();
      await t.app.jobs.drain();
      expect(fake.requests.length).toBe(callsAfter429);
      expect(await account(member)).toMatchObject({ state: "linked" });
      clock.advance(31_000);
      await t.app.jobs.drain();
      expect(await account(member)).toMatchObject({ state: "invited" });
    });
  });

  describe("signals posted", () => {
    it("posts a published signal, then edits its status line and replies for each later event", async () => {
      await configure();
      const id = await createPositionAs(t, admin.cookie, { targets: [{ price: 1.085, share: 100 }], stopLoss: 1.07 });
      await settle();
      const [post] = fake.roomMessages();
      expect(post?.parse_mode).toBe("HTML");
      expect(post?.text).toContain("<b>EUR/USD LONG · record #1</b>");
      expect(post?.text).toContain("Status: Open");

      const closed = await callApi(t, "POST", `/api/positions/${id}/events`, {
        cookie: admin.cookie,
        body: { type: "closed", reason: "manual", price: 1.08 },
      });
      expect(closed.statusCode, closed.body).toBe(201);
      await settle();
      const messages = fake.roomMessages();
      expect(messages).toHaveLength(2);
      expect(messages[0]?.edits).toHaveLength(1);
      // Closed at 1.08 from 1.0724: the result signed, as every other place shows one.
      expect(messages[0]?.text).toContain("Status: Closed · result +0.71%");
      expect(messages[1]?.reply_to).toBe(messages[0]?.message_id);
      expect(messages[1]?.text).toContain("EUR/USD");
      expect(messages[1]?.text).toContain("· record #1");
    });

    it("posts each newly published head of the track record, once", async () => {
      await configure();
      await createPositionAs(t, admin.cookie);
      await settle();
      const publish = () => callApi(t, "POST", "/api/admin/track-record/heads", { cookie: admin.cookie });
      const head = (await publish()).json<PublishHeadAnswer>().head;
      await publish();
      await settle();
      const posts = fake.roomMessages().filter((message) => message.text.includes("Track record head"));
      expect(posts).toHaveLength(1);
      expect(posts[0]?.text).toContain(`event ${head?.sequence}`);
      expect(posts[0]?.text).toContain(`<code>${head?.hash}</code>`);
    });

    it("escapes what the admin wrote", async () => {
      await configure();
      await createPositionAs(t, admin.cookie, { commentary: "<script>alert(1)</script> & more" });
      await settle();
      expect(fake.roomMessages()[0]?.text).toContain("&lt;script&gt;alert(1)&lt;/script&gt; &amp; more");
    });
  });
});
