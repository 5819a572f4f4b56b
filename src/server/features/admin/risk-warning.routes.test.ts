import { afterEach, beforeEach, describe, expect, it } from "vitest";
import type { AdminLogEntry } from "../../../shared/admin-log.js";
import { escapeHtml } from "../../../shared/html.js";
import { DEFAULT_RISK_WARNING } from "../../../shared/risk-warnings.js";
import { RISK_WARNING_PRESET_TEXTS, riskWarningTexts } from "../../../shared/risk-warning-texts.js";
import { TRACK_RECORD_EMBED } from "../../../shared/track-record.js";
import { startFakeDiscord, type FakeDiscord } from "../../../../test/support/fake-discord.js";
import { startFakePushService, type FakePushService } from "../../../../test/support/fake-push-service.js";
import { startFakeTelegram, type FakeTelegram } from "../../../../test/support/fake-telegram.js";
import { outboxMailsTo } from "../../../../test/support/mail.js";
import esPages from "../../../shared/i18n/catalogues/es/pages.js";
import { memberFor, type RoleMember } from "../../../../test/support/members.js";
import { callApi, createPositionAs } from "../../../../test/support/positions.js";
import { personWithDevices, PUSH_TEST_ENV } from "../../../../test/support/push.js";
import { manualClock, TEST_NOW, useTestApps, type TestApp } from "../../../../test/support/test-app.js";
import { TEST_DIALECTS } from "../../../../test/support/test-env.js";

const UK = riskWarningTexts(DEFAULT_RISK_WARNING);
const CUSTOM = {
  preset: "custom",
  long: "Our own long warning: trading <b>can</b> cost you everything you put in.",
  short: "Our own line & nothing else",
} as const;

/*
 * docs/product.md#risk-warnings: the warning the admin chose reaches every room post (the fake Telegram and Discord),
 * signal email (the outbox), push (the fake push service), the widget and the badge; a change reaches the next of
 * each; a custom text cannot be empty.
 */
describe.each(TEST_DIALECTS)("the risk warning on %s", (dialect) => {
  const startApp = useTestApps();
  const clock = manualClock(TEST_NOW);
  let push: FakePushService;
  let telegram: FakeTelegram;
  let discord: FakeDiscord;
  let t: TestApp;
  let admin: RoleMember;
  beforeEach(async () => {
    clock.reset();
    push = await startFakePushService();
    telegram = await startFakeTelegram({ now: () => Math.floor(clock.now().getTime() / 1000) });
    discord = await startFakeDiscord();
    t = await startApp(dialect, {
      clock,
      env: {
        ...PUSH_TEST_ENV,
        TELEGRAM_API_ROOT: telegram.apiRoot,
        DISCORD_API_ROOT: discord.apiRoot,
        DISCORD_OAUTH_AUTHORIZE_URL: discord.authorizeUrl,
      },
    });
    admin = await memberFor(t, "admin", clock.now());
  });
  afterEach(async () => {
    await Promise.all([push.close(), telegram.close(), discord.close()]);
  });

  const change = (riskWarning: unknown) =>
    callApi(t, "PATCH", "/api/admin/settings", { cookie: admin.cookie, body: { riskWarning } });
  const stored = async () =>
    (await callApi(t, "GET", "/api/admin/settings", { cookie: admin.cookie })).json<{ riskWarning: unknown }>()
      .riskWarning;
  const settle = async () => {
    await t.app.telegram.settled();
    await t.app.discord.settled();
    await t.app.jobs.drain();
  };
  async function configureRooms() {
    const telegramSaved = await callApi(t, "PUT", "/api/admin/telegram", {
      cookie: admin.cookie,
      body: { botToken: telegram.token, chat: String(telegram.chat.id), exceptions: [] },
    });
    expect(telegramSaved.statusCode, telegramSaved.body).toBe(200);
    const discordSaved = await callApi(t, "PUT", "/api/admin/discord", {
      cookie: admin.cookie,
      body: {
        botToken: discord.botToken,
        clientId: discord.clientId,
        clientSecret: discord.clientSecret,
        guildId: discord.guild.id,
        trialRoleId: discord.roles.trial,
        proRoleId: discord.roles.pro,
        channelId: discord.channel.id,
        onAccessEnd: "kick",
        exceptions: [],
      },
    });
    expect(discordSaved.statusCode, discordSaved.body).toBe(200);
  }
  /** A Pro member with a phone registered and a verified address, who gets every signal by push and email. */
  async function memberWithPhoneAndEmail() {
    const person = await personWithDevices(t, "premium", clock.now(), push.device("phone"));
    const email = "reader@example.test";
    await t.database.handle.db
      .updateTable("users")
      .set({ email, email_verified_at: clock.now().toISOString() })
      .where("id", "=", person.id)
      .execute();
    return email;
  }
  const pushBodies = () => push.deliveries.map((delivery) => (delivery.payload as { body: string }).body);
  /** The signal email about `asset` (emails queued at one instant have no order). */
  const signalMail = async (email: string, asset: string) =>
    (await outboxMailsTo(t, email)).find((mail) => mail.kind === "signal" && mail.subject.includes(asset));

  it("ends every room post, push and signal email with the chosen warning, and the next of each carries a change", async () => {
    await configureRooms();
    const email = await memberWithPhoneAndEmail();

    await createPositionAs(t, admin.cookie, { asset: "XAU/USD", assetClass: "commodities", entryPrice: 2350.5 });
    await settle();
    const [telegramPost] = telegram.roomMessages();
    expect(telegramPost?.text).toMatch(new RegExp(`\\n\\n<i>${UK.short.replace(/\./g, "\\.")}</i>$`));
    expect(telegramPost?.protect_content).toBe(true);
    expect(discord.channelMessages()[0]?.content).toMatch(new RegExp(`\\n\\n\\*${UK.short.replace(/\./g, "\\.")}\\*$`));
    expect(pushBodies()).toEqual([`New signal: XAU/USD LONG at 2,350.50 · record #1\n${UK.short}`]);
    const firstMail = await signalMail(email, "XAU/USD");
    expect(firstMail?.text).toContain(`Risk warning: ${UK.long}`);
    expect(firstMail?.html).toContain(UK.long);

    const changed = await change(CUSTOM);
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json()).toMatchObject({ riskWarning: CUSTOM });

    await createPositionAs(t, admin.cookie, { asset: "EUR/USD", entryPrice: 1.085 });
    await settle();
    const [, nextPost] = telegram.roomMessages();
    expect(nextPost?.text).toMatch(/\n\n<i>Our own line &amp; nothing else<\/i>$/);
    expect(nextPost?.protect_content).toBe(true);
    expect(nextPost?.text).not.toContain(UK.short);
    expect(discord.channelMessages()[1]?.content).toMatch(/\n\n\*Our own line & nothing else\*$/);
    expect(pushBodies()[1]).toBe(`New signal: EUR/USD LONG at 1.08500 · record #2\n${CUSTOM.short}`);
    const nextMail = await signalMail(email, "EUR/USD");
    expect(nextMail?.html).toContain(escapeHtml(CUSTOM.long));
    expect(nextMail?.text).toContain(CUSTOM.long);
    expect(nextMail?.text).not.toContain(UK.long);
  });

  it("words a preset in each reader's language: a Spanish member's push and signal email", async () => {
    const email = await memberWithPhoneAndEmail();
    await t.database.handle.db.updateTable("users").set({ language: "es" }).where("email", "=", email).execute();

    await createPositionAs(t, admin.cookie, { asset: "XAU/USD", assetClass: "commodities", entryPrice: 2350.5 });
    await settle();
    expect(pushBodies()[0]).toMatch(new RegExp(`\\n${esPages.riskWarning.uk.short.replace(/\./g, "\\.")}$`));
    const mail = await signalMail(email, "XAU/USD");
    expect(mail?.text).toContain(esPages.riskWarning.uk.long);
    expect(mail?.text).not.toContain(UK.long);
  });

  it("draws the widget and the badge with the warning's line, and draws them again when it changes", async () => {
    const widget = async () => (await callApi(t, "GET", TRACK_RECORD_EMBED.widgetPath)).body;
    const badge = async () => (await callApi(t, "GET", TRACK_RECORD_EMBED.badgePath)).body;
    expect(await widget()).toContain(`<strong>Risk warning:</strong> ${UK.short}</p>`);
    expect(await badge()).toContain(`<desc>Risk warning: ${UK.short}</desc>`);
    expect(await badge()).toMatch(new RegExp(`>${UK.short.replace(/\./g, "\\.")}</text>`));

    expect((await change({ preset: "us" })).statusCode).toBe(200);
    const us = RISK_WARNING_PRESET_TEXTS.us.short;
    expect(await widget()).toContain(`<strong>Risk warning:</strong> ${us}</p>`);
    expect(await badge()).toContain(`<desc>Risk warning: ${us}</desc>`);
    await change(CUSTOM);
    expect(await badge()).toContain("<desc>Risk warning: Our own line &amp; nothing else</desc>");
    expect(await widget()).not.toContain(us);
  });

  it.each([
    [{ preset: "custom", long: "", short: "A line" }, "Write the full risk warning"],
    [{ preset: "custom", long: "A paragraph.", short: "   " }, "Write the one-line risk warning"],
    [{ preset: "custom", long: "A paragraph." }, "Write the one-line risk warning"],
    [{ preset: "none" }, "Choose a risk warning: uk, eu, us or custom"],
    [null, "Choose a risk warning: uk, eu, us or custom"],
  ])("refuses %j with 400 and its reason, and keeps the warning shown", async (riskWarning, reason) => {
    await change(CUSTOM);
    const refused = await change(riskWarning);
    expect(refused.statusCode).toBe(400);
    expect(refused.json<{ message: string }>().message).toContain(reason);
    expect(await stored()).toEqual(CUSTOM);
  });

  it("records each change in the admin log, before and after", async () => {
    expect(await stored()).toEqual({ preset: "uk" });
    expect((await change({ preset: "eu" })).statusCode).toBe(200);
    const log = await callApi(t, "GET", "/api/admin/log?action=settings.update", { cookie: admin.cookie });
    const [entry] = log.json<AdminLogEntry[]>();
    expect(entry).toMatchObject({ action: "settings.update", outcome: "done" });
    expect(entry?.changes).toEqual([{ field: "riskWarning", before: { preset: "uk" }, after: { preset: "eu" } }]);
  });
});
