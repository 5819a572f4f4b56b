import { afterEach, beforeEach, describe, expect, it } from "vitest";
import type { MemberOverview } from "../../../../shared/admin-member.js";
import type { DiscordAccount, DiscordAdminView } from "../../../../shared/discord.js";
import type { PublishHeadAnswer } from "../../../../shared/track-record.js";
import { STEP_UP_MAX_AGE_MS } from "../../../../shared/auth.js";
import {
  PERMISSIONS,
  startFakeDiscord,
  type FakeDiscord,
  type FakeDiscordUser,
} from "../../../../../test/support/fake-discord.js";
import { memberFor, type RoleMember } from "../../../../../test/support/members.js";
import { callApi, createPositionAs } from "../../../../../test/support/positions.js";
import { TEST_NOW, manualClock, useTestApps, type TestApp } from "../../../../../test/support/test-app.js";
import { TEST_DIALECTS } from "../../../../../test/support/test-env.js";
import { collectMemberData } from "../../account/member-data.service.js";
import { ACCESS_CHECK_MS } from "../room-system.js";

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

describe.each(TEST_DIALECTS)("the Discord room on %s", (dialect) => {
  const start = useTestApps();
  let fake: FakeDiscord;
  let t: TestApp;
  let clock: ReturnType<typeof manualClock>;
  let admin: RoleMember;
  let nextUser = 0;

  beforeEach(async () => {
    clock = manualClock(TEST_NOW);
    fake = await startFakeDiscord();
    t = await start(dialect, {
      clock,
      env: { DISCORD_API_ROOT: fake.apiRoot, DISCORD_OAUTH_AUTHORIZE_URL: fake.authorizeUrl },
    });
    admin = await memberFor(t, "admin", clock.now());
  });
  afterEach(async () => {
    await fake.close();
  });

  const settingsBody = (overrides: Record<string, unknown> = {}) => ({
    botToken: fake.botToken,
    clientId: fake.clientId,
    clientSecret: fake.clientSecret,
    guildId: fake.guild.id,
    trialRoleId: fake.roles.trial,
    proRoleId: fake.roles.pro,
    channelId: fake.channel.id,
    onAccessEnd: "kick",
    exceptions: [],
    ...overrides,
  });
  const configure = async (overrides: Record<string, unknown> = {}) => {
    const answer = await callApi(t, "PUT", "/api/admin/discord", {
      cookie: admin.cookie,
      body: settingsBody(overrides),
    });
    expect(answer.statusCode, answer.body).toBe(200);
    return answer.json<DiscordAdminView>();
  };
  /** Events queued and the outbox worked. */
  const settle = async () => {
    await t.app.discord.settled();
    await t.app.jobs.drain();
  };
  const account = async (member: RoleMember) =>
    (await callApi(t, "GET", "/api/account/discord", { cookie: member.cookie })).json<DiscordAccount>();
  const discordUser = (): FakeDiscordUser => fake.user(String(1_400_000_000_000_000_000n + BigInt(++nextUser)));
  /** The member starts linking and consents on Discord's page as `user`: answers the callback's query. */
  const authorize = async (member: RoleMember, user: FakeDiscordUser) => {
    const answer = await callApi(t, "POST", "/api/account/discord/link", { cookie: member.cookie });
    expect(answer.statusCode, answer.body).toBe(200);
    const url = new URL(answer.json<{ url: string }>().url);
    expect(url.searchParams.get("scope")).toBe("identify guilds.join");
    expect(url.searchParams.get("redirect_uri")).toBe(`${t.config.publicUrl}/api/account/discord/callback`);
    fake.authorizeAs(user);
    const consent = await fetch(url, { redirect: "manual" });
    expect(consent.status).toBe(302);
    const back = new URL(consent.headers.get("location") ?? "");
    return back.search;
  };
  const callback = (member: RoleMember, search: string) =>
    callApi(t, "GET", `/api/account/discord/callback${search}`, { cookie: member.cookie });
  const link = async (member: RoleMember, user = discordUser()) => {
    const answer = await callback(member, await authorize(member, user));
    expect(answer.statusCode, answer.body).toBe(303);
    expect(answer.headers.location).toBe("/account?discord=linked");
    await settle();
    return user;
  };
  /** Where the account stands, read from the record (a session would not outlive the months a test skips). */
  const roomState = async (id: string) =>
    (await t.database.handle.db
      .selectFrom("room_members")
      .select(["state", "reason", "role_tier"])
      .where("external_id", "=", id)
      .executeTakeFirst()) ?? null;
  const setAccess = (member: RoleMember, status: string, expiry: Date | null) =>
    t.database.handle.db
      .updateTable("users")
      .set({ subscription_status: status as "trial", subscription_expiry: expiry?.toISOString() ?? null })
      .where("id", "=", member.id)
      .execute();

  describe("settings", () => {
    it("is off with no settings: nothing runs and the account page says so", async () => {
      const member = await memberFor(t, "premium", clock.now());
      expect(await account(member)).toMatchObject({ available: false, linked: false });
      expect((await callApi(t, "POST", "/api/account/discord/link", { cookie: member.cookie })).statusCode).toBe(404);
      expect(await t.app.jobs.drain()).toBe(0);
      expect(await t.app.discord.checkAccess()).toBe(0);
      expect(fake.requests).toEqual([]);
    });

    it("stores the settings, never answers the secrets back, and shows the bot connected with all it needs", async () => {
      const saved = await configure();
      expect(JSON.stringify(saved)).not.toContain(fake.botToken);
      expect(JSON.stringify(saved)).not.toContain(fake.clientSecret);
      expect(saved).toMatchObject({
        configured: true,
        tokenHint: `…${fake.botToken.slice(-4)}`,
        clientSecretHint: `…${fake.clientSecret.slice(-4)}`,
        guildId: fake.guild.id,
        onAccessEnd: "kick",
        redirectUrl: `${t.config.publicUrl}/api/account/discord/callback`,
      });
      const view = (
        await callApi(t, "GET", "/api/admin/discord/status", { cookie: admin.cookie })
      ).json<DiscordAdminView>();
      expect(view.status).toMatchObject({ state: "connected", guildName: fake.guild.name, problems: [] });
      expect(view.status.checks.every((check) => check.ok)).toBe(true);
      expect(t.logs.join("\n")).not.toContain(fake.botToken);
      expect(t.logs.join("\n")).not.toContain(fake.clientSecret);
    });

    it("keeps the stored secrets when the form leaves them out", async () => {
      await configure();
      const answer = await callApi(t, "PUT", "/api/admin/discord", {
        cookie: admin.cookie,
        body: settingsBody({ botToken: undefined, clientSecret: undefined, onAccessEnd: "strip_roles" }),
      });
      expect(answer.statusCode, answer.body).toBe(200);
      expect(answer.json<DiscordAdminView>()).toMatchObject({
        onAccessEnd: "strip_roles",
        tokenHint: `…${fake.botToken.slice(-4)}`,
      });
    });

    it("says what is wrong: a role above the bot's, a missing permission", async () => {
      await configure();
      fake.setRolePosition(fake.roles.pro, 20);
      fake.setBotPermissions(
        PERMISSIONS.MANAGE_ROLES |
          PERMISSIONS.CREATE_INSTANT_INVITE |
          PERMISSIONS.SEND_MESSAGES |
          PERMISSIONS.VIEW_CHANNEL,
      );
      const view = (
        await callApi(t, "GET", "/api/admin/discord/status", { cookie: admin.cookie })
      ).json<DiscordAdminView>();
      expect(view.status.state).toBe("problem");
      expect(view.status.problems).toEqual([
        "The Pro role is above the bot's highest role: drag the bot's role above it",
        'The bot lacks the permission "Kick Members"',
      ]);
      expect(view.status.checks.filter((check) => !check.ok).map((check) => check.check)).toEqual([
        "pro_role",
        "kick_members",
      ]);
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
      const answer = await callApi(t, "PUT", "/api/admin/discord", { cookie: admin.cookie, body: settingsBody() });
      expect(answer.statusCode).toBe(403);
      expect(answer.json()).toMatchObject({ message: expect.any(String), stepUp: true });
      expect((await callApi(t, "GET", "/api/admin/discord", { cookie: admin.cookie })).json()).toMatchObject({
        configured: false,
      });
    });

    it.each([
      [{ botToken: "not-a-token" }, "Bot token"],
      [{ guildId: "my server" }, "Server id"],
      [{ proRoleId: "1200000000000000002" }, "must differ"],
      [{ onAccessEnd: "ban" }, "what happens when access ends"],
      [{ exceptions: ["bob"] }, "exception"],
      [{ clientSecret: undefined }, "client secret"],
      [{ botToken: "MTIzNDU2Nzg5MDEyMzQ1Njc4OQ.GwRong.someoneElsesTokenThatIsWrong_abcd" }, "does not accept"],
    ])("rejects bad input %j with a 4xx message and stores nothing", async (overrides, words) => {
      const answer = await callApi(t, "PUT", "/api/admin/discord", {
        cookie: admin.cookie,
        body: settingsBody(overrides),
      });
      expect(answer.statusCode).toBe(400);
      expect(answer.json<{ message: string }>().message.toLowerCase()).toContain(words.toLowerCase());
      expect((await callApi(t, "GET", "/api/admin/discord", { cookie: admin.cookie })).json()).toMatchObject({
        configured: false,
      });
    });
  });

  describe("linking by OAuth2", () => {
    beforeEach(async () => {
      await configure();
    });

    it("exchanges the code, reads the user with the bearer token, binds the account and adds it with the Trial role", async () => {
      const member = await memberFor(t, "trial", clock.now());
      const user = discordUser();
      const search = await authorize(member, user);
      const answer = await callback(member, search);
      expect(answer.statusCode, answer.body).toBe(303);
      await settle();
      // Neither the code nor the state reaches the log, which does record the request.
      expect(t.logs.join("\n")).toContain("/api/account/discord/callback?code=[redacted]&state=[redacted]");
      const query = new URLSearchParams(search);
      for (const secret of [query.get("code"), query.get("state")]) expect(t.logs.join("\n")).not.toContain(secret);
      expect(fake.calls("POST", /^\/oauth2\/token$/)[0]?.body).toMatchObject({
        grant_type: "authorization_code",
        redirect_uri: `${t.config.publicUrl}/api/account/discord/callback`,
      });
      expect(fake.calls("GET", /^\/users\/@me$/).filter((call) => call.auth === "bearer")).toHaveLength(1);
      const add = fake.calls("PUT", /^\/guilds\/\d+\/members\/\d+$/)[0];
      expect(add?.body).toMatchObject({ roles: [fake.roles.trial] });
      expect(fake.rolesOf(user.id)).toEqual([fake.roles.trial]);
      expect(await account(member)).toMatchObject({
        linked: true,
        username: user.username,
        state: "joined",
        role: "trial",
      });
      expect(fake.dmsTo(user.id).at(-1)?.content).toContain("Trial");
      // The member's data export names the linked account, never its tokens.
      const data = await collectMemberData({ db: t.database.handle.db, clock }, member.id);
      expect(data).toMatchObject({ discord: { discordUserId: user.id, username: user.username, state: "joined" } });
      expect(JSON.stringify(data)).not.toContain("at_");
      // The admin's member page writes it under Discord's label, with the name Discord knows the member by.
      const overview = await callApi(t, "GET", `/api/admin/users/${member.id}/overview`, { cookie: admin.cookie });
      expect(overview.json<MemberOverview>().rooms).toContainEqual({
        platform: "discord",
        line: `joined as ${user.username}`,
      });
    });

    it("refuses a reused, expired, forged or another member's state with a 4xx message", async () => {
      const member = await memberFor(t, "premium", clock.now());
      const other = await memberFor(t, "premium", clock.now());
      const search = await authorize(member, discordUser());
      expect((await callback(member, search)).statusCode).toBe(303);
      const reused = await callback(member, search);
      expect(reused.statusCode).toBe(400);
      expect(reused.json<{ message: string }>().message).toContain("expired or was used already");

      const forged = await callback(member, "?code=abc&state=not-a-state");
      expect(forged.statusCode).toBe(400);

      const theirs = await callback(other, await authorize(member, discordUser()));
      expect(theirs.statusCode).toBe(400);
      expect(await account(other)).toMatchObject({ linked: false });

      const late = await authorize(member, discordUser());
      clock.advance(16 * MINUTE);
      expect((await callback(member, late)).statusCode).toBe(400);

      const denied = await callApi(t, "GET", "/api/account/discord/callback?error=access_denied", {
        cookie: member.cookie,
      });
      expect(denied.statusCode).toBe(400);
      expect(denied.json()).toMatchObject({ message: expect.any(String) });
    });

    it("keeps one account per member and one member per account", async () => {
      const one = await memberFor(t, "premium", clock.now());
      const two = await memberFor(t, "premium", clock.now());
      const first = await link(one);
      const second = await link(one);
      await t.app.discord.checkAccess();
      await settle();
      // The first account is unbound and leaves the server.
      expect(fake.isMember(first.id)).toBe(false);
      expect(fake.rolesOf(second.id)).toEqual([fake.roles.pro]);
      // The same account linked by another member moves to them.
      await link(two, second);
      expect(await account(one)).toMatchObject({ linked: false });
      expect(await account(two)).toMatchObject({ linked: true, role: "pro" });
    });
  });

  describe("roles follow the subscription", () => {
    it("upgrade switches to Pro; expiry kicks within a minute and says why; renewal adds again", async () => {
      await configure();
      const member = await memberFor(t, "trial", clock.now());
      const user = await link(member);
      expect(fake.rolesOf(user.id)).toEqual([fake.roles.trial]);

      const expiry = new Date(clock.now().getTime() + 30 * DAY);
      await setAccess(member, "premium", expiry);
      await t.app.discord.checkAccess();
      await settle();
      expect(fake.rolesOf(user.id)).toEqual([fake.roles.pro]);
      expect(fake.calls("PUT", /\/roles\/\d+$/).at(-1)?.path).toContain(fake.roles.pro);
      expect(fake.calls("DELETE", /\/roles\/\d+$/).at(-1)?.path).toContain(fake.roles.trial);
      expect(await account(member)).toMatchObject({ role: "pro" });

      // Expiry comes with no event: the check that runs every ACCESS_CHECK_MS finds it.
      expect(ACCESS_CHECK_MS).toBeLessThanOrEqual(MINUTE);
      clock.advance(30 * DAY + MINUTE);
      await t.app.discord.checkAccess();
      await settle();
      expect(fake.isMember(user.id)).toBe(false);
      const told = fake.dmsTo(user.id).at(-1)?.content ?? "";
      expect(told).toContain("your subscription expired");
      expect(told).toContain(`${t.config.publicUrl}/plans`);
      // The cause is kept, for the account page to word in the member's language.
      expect(await roomState(user.id)).toMatchObject({
        state: "removed",
        reason: JSON.stringify({ cause: "expired", expiry: expiry.toISOString() }),
      });

      // Renewed a month later: the stored access token has run out, so it is refreshed, and the member added again.
      await setAccess(member, "trial", new Date(clock.now().getTime() + 30 * DAY));
      await t.app.discord.checkAccess();
      await settle();
      expect(fake.calls("POST", /^\/oauth2\/token$/).at(-1)?.body).toMatchObject({ grant_type: "refresh_token" });
      expect(fake.rolesOf(user.id)).toEqual([fake.roles.trial]);
      expect(await roomState(user.id)).toMatchObject({ state: "joined", role_tier: "trial" });
    });

    it("leaves the member in the server without the roles when the admin chose so", async () => {
      await configure({ onAccessEnd: "strip_roles" });
      const member = await memberFor(t, "premium", clock.now());
      const user = await link(member);
      const answer = await callApi(t, "PATCH", `/api/admin/users/${member.id}/subscription`, {
        cookie: admin.cookie,
        body: { subscriptionStatus: "inactive", subscriptionExpiry: null },
      });
      expect(answer.statusCode, answer.body).toBe(200);
      await settle();
      expect(fake.isMember(user.id)).toBe(true);
      expect(fake.rolesOf(user.id)).toEqual([]);
      expect(fake.calls("DELETE", /^\/guilds\/\d+\/members\/\d+$/)).toEqual([]);
      expect(fake.dmsTo(user.id).at(-1)?.content).toContain("no longer active");
    });

    it("removes an account whose member unlinks or is deleted", async () => {
      await configure();
      const one = await memberFor(t, "premium", clock.now());
      const two = await memberFor(t, "premium", clock.now());
      const first = await link(one);
      const second = await link(two);
      const unlinked = await callApi(t, "DELETE", "/api/account/discord", { cookie: one.cookie });
      expect(unlinked.json()).toMatchObject({ linked: false });
      await t.database.handle.db.deleteFrom("users").where("id", "=", two.id).execute();
      await t.app.discord.checkAccess();
      await settle();
      expect(fake.isMember(first.id)).toBe(false);
      expect(fake.isMember(second.id)).toBe(false);
      const grants = await t.database.handle.db.selectFrom("room_oauth_grants").selectAll().execute();
      expect(grants).toEqual([]);
    });

    it("asks the member to link again when Discord no longer accepts their grant", async () => {
      await configure();
      const member = await memberFor(t, "premium", clock.now());
      const user = await link(member);
      // Kicked by hand, and the app removed from the member's Authorized Apps.
      fake.setMemberSilently(user.id, null);
      fake.revokeAuthorization(user.id);
      await t.app.discord.reconcile("admin");
      await settle();
      expect(fake.isMember(user.id)).toBe(false);
      expect(await account(member)).toMatchObject({
        linked: true,
        state: "linked",
        reason: { cause: "relink" },
      });
      // Nothing is retried in a loop: the access check has nothing more to do until they link again.
      expect(await t.app.discord.checkAccess()).toBe(0);
      await link(member, user);
      expect(fake.rolesOf(user.id)).toEqual([fake.roles.pro]);
    });

    it("never touches an exception", async () => {
      const staff = discordUser();
      await configure({ exceptions: [staff.id] });
      const member = await memberFor(t, "premium", clock.now());
      await link(member, staff);
      fake.setMemberSilently(staff.id, [fake.roles.pro, fake.roles.trial]);
      await setAccess(member, "inactive", null);
      await t.app.discord.checkAccess();
      await t.app.discord.reconcile("admin");
      await settle();
      expect(fake.rolesOf(staff.id)).toEqual([fake.roles.pro, fake.roles.trial]);
      expect(fake.calls("DELETE", /./)).toEqual([]);
    });

    it("heals an outage and drift with the reconciler, and the app answers meanwhile", async () => {
      await configure();
      const member = await memberFor(t, "premium", clock.now());
      const other = await memberFor(t, "premium", clock.now());
      const user = await link(member);
      const otherUser = await link(other);

      fake.outage();
      await setAccess(member, "inactive", null);
      // Kicked by hand in Discord while the app did not see it.
      fake.setMemberSilently(otherUser.id, null);
      for (let elapsed = 0; elapsed < 2 * HOUR; elapsed += 10 * MINUTE) {
        clock.advance(10 * MINUTE);
        await t.app.discord.checkAccess();
        await t.app.jobs.drain();
        expect((await callApi(t, "GET", "/api/account/discord", { cookie: other.cookie })).statusCode).toBe(200);
      }
      expect(fake.isMember(user.id)).toBe(true);
      const pending = await t.database.handle.db
        .selectFrom("jobs")
        .selectAll()
        .where("kind", "like", "room:%")
        .where("status", "=", "pending")
        .execute();
      expect(pending.length).toBeGreaterThan(0);

      fake.restore();
      const result = await t.app.discord.reconcile("admin");
      await settle();
      expect(result.healed).toBe(2);
      expect(fake.isMember(user.id)).toBe(false);
      expect(fake.rolesOf(otherUser.id)).toEqual([fake.roles.pro]);
      const view = (await callApi(t, "GET", "/api/admin/discord", { cookie: admin.cookie })).json<DiscordAdminView>();
      expect(view.actions.map((a) => a.action)).toEqual(expect.arrayContaining(["reconciled", "healed", "removed"]));
      const reconcile = await callApi(t, "POST", "/api/admin/discord/reconcile", { cookie: admin.cookie });
      expect(reconcile.statusCode).toBe(202);
    });

    it("does each change once with two instances working the outbox", async () => {
      await configure();
      const second = await start(dialect, {
        clock,
        env: { DISCORD_API_ROOT: fake.apiRoot, DISCORD_OAUTH_AUTHORIZE_URL: fake.authorizeUrl },
        sharingDatabaseOf: t,
      });
      const member = await memberFor(t, "premium", clock.now());
      const user = discordUser();
      expect((await callback(member, await authorize(member, user))).statusCode).toBe(303);
      await t.app.discord.settled();
      await second.app.discord.checkAccess();
      await Promise.all([t.app.jobs.drain(), second.app.jobs.drain(), second.app.jobs.drain()]);
      expect(fake.calls("PUT", /^\/guilds\/\d+\/members\/\d+$/)).toHaveLength(1);
      expect(fake.rolesOf(user.id)).toEqual([fake.roles.pro]);
    });
  });

  describe("rate limits", () => {
    it("keeps within the announced buckets in a burst: no 429", async () => {
      await configure();
      const members = await Promise.all(Array.from({ length: 8 }, () => memberFor(t, "trial", clock.now())));
      const users: FakeDiscordUser[] = [];
      for (const member of members) {
        const user = discordUser();
        users.push(user);
        expect((await callback(member, await authorize(member, user))).statusCode).toBe(303);
      }
      await settle();
      for (const user of users) expect(fake.rolesOf(user.id)).toEqual([fake.roles.trial]);
      expect(fake.rateLimitedCount()).toBe(0);
    });

    it("waits as told after a 429, then carries on", async () => {
      await configure();
      const member = await memberFor(t, "premium", clock.now());
      const user = discordUser();
      expect((await callback(member, await authorize(member, user))).statusCode).toBe(303);
      await t.app.discord.settled();
      fake.rateLimitNext(1, 400);
      const before = fake.requests.length;
      await t.app.jobs.drain();
      const limited = fake.requests[before];
      const retried = fake.requests[before + 1];
      expect(fake.rateLimitedCount()).toBe(1);
      expect(retried && limited && retried.path === limited.path).toBe(true);
      expect((retried?.at ?? 0) - (limited?.at ?? 0)).toBeGreaterThanOrEqual(390);
      expect(fake.rolesOf(user.id)).toEqual([fake.roles.pro]);
    });
  });

  describe("signals posted", () => {
    it("posts a published signal, then edits its status line and replies for each later event", async () => {
      await configure();
      const id = await createPositionAs(t, admin.cookie, {
        targets: [{ price: 1.085, share: 100 }],
        stopLoss: 1.07,
        commentary: "Watch *this* <b>",
      });
      await settle();
      const [post] = fake.channelMessages();
      expect(post?.content).toContain("**EUR/USD LONG · record \\#1**");
      expect(post?.content).toContain("*Status: Open*");
      // What the admin wrote is shown as written, never as markdown or HTML.
      expect(post?.content).toContain("Watch \\*this\\* <b\\>");

      const closed = await callApi(t, "POST", `/api/positions/${id}/events`, {
        cookie: admin.cookie,
        body: { type: "closed", reason: "manual", price: 1.08 },
      });
      expect(closed.statusCode, closed.body).toBe(201);
      await settle();
      const messages = fake.channelMessages();
      expect(messages).toHaveLength(2);
      expect(messages[0]?.edits).toHaveLength(1);
      expect(messages[0]?.content).toContain("Status: Closed");
      expect(messages[1]?.reply_to).toBe(messages[0]?.id);
      expect(messages[1]?.content).toContain("record \\#1");
      // Heard again (every instance hears each event): posted once.
      await t.app.jobs.drain();
      expect(fake.channelMessages()).toHaveLength(2);
    });

    it("posts each newly published head of the track record, once", async () => {
      await configure();
      await createPositionAs(t, admin.cookie);
      await settle();
      const publish = () => callApi(t, "POST", "/api/admin/track-record/heads", { cookie: admin.cookie });
      const head = (await publish()).json<PublishHeadAnswer>().head;
      await publish();
      await settle();
      const posts = fake.channelMessages().filter((message) => message.content.includes("Track record head"));
      expect(posts).toHaveLength(1);
      expect(posts[0]?.content).toContain(`\`${head?.hash}\``);
    });

    it("posts an early-access signal only at its release, as the Telegram room does", async () => {
      const early = await start(dialect, {
        clock,
        env: { DISCORD_API_ROOT: fake.apiRoot, DISCORD_OAUTH_AUTHORIZE_URL: fake.authorizeUrl },
        earlyAccessMinutes: 10,
      });
      const boss = await memberFor(early, "admin", clock.now());
      const saved = await callApi(early, "PUT", "/api/admin/discord", { cookie: boss.cookie, body: settingsBody() });
      expect(saved.statusCode, saved.body).toBe(200);
      await createPositionAs(early, boss.cookie, { asset: "XAU/USD", assetClass: "commodities", entryPrice: 2350.5 });
      const settleEarly = async () => {
        await early.app.releases.drain();
        await early.app.discord.settled();
        await early.app.jobs.drain();
      };
      await settleEarly();
      expect(fake.channelMessages()).toEqual([]);
      clock.advance(10 * MINUTE);
      await settleEarly();
      expect(fake.channelMessages()).toHaveLength(1);
      expect(fake.channelMessages()[0]?.content).toContain("XAU/USD");
      clock.advance(MINUTE);
      await settleEarly();
      expect(fake.channelMessages()).toHaveLength(1);
    });
  });
});
