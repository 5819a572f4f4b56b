import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { DEFAULT_RISK_WARNING_TEXTS } from "../../../../shared/risk-warnings.js";
import {
  DEFAULT_NOTIFICATION_PREFERENCES,
  type NotificationPreferencesView,
} from "../../../../shared/notification-preferences.js";
import { startFakeTelegram, type FakeTelegram } from "../../../../../test/support/fake-telegram.js";
import { memberFor, type RoleMember } from "../../../../../test/support/members.js";
import { callApi, createPositionAs } from "../../../../../test/support/positions.js";
import { TEST_NOW, manualClock, useTestApps, type TestApp } from "../../../../../test/support/test-app.js";
import { TEST_DIALECTS } from "../../../../../test/support/test-env.js";
import { DEFAULT_SHORT_WARNING, SHORT_WARNING_IN } from "../../../../../test/support/push.js";

const MINUTE = 60_000;
/** Quiet from 20:00 to 08:00 in Tokyo: TEST_NOW (12:00 UTC) is 21:00 there. */
const TOKYO_NIGHTS = { enabled: true, start: "20:00", end: "08:00" };

describe.each(TEST_DIALECTS)("Telegram as a member's notification channel on %s", (dialect) => {
  const start = useTestApps();
  const clock = manualClock(TEST_NOW);
  let fake: FakeTelegram;
  let t: TestApp;
  let admin: RoleMember;
  let nextTelegramId = 5000;

  beforeEach(async () => {
    clock.reset();
    fake = await startFakeTelegram({ now: () => Math.floor(clock.now().getTime() / 1000) });
  });
  afterEach(async () => {
    await fake.close();
  });

  const startApp = async (earlyAccessMinutes = 0) => {
    t = await start(dialect, { clock, env: { TELEGRAM_API_ROOT: fake.apiRoot }, earlyAccessMinutes });
    admin = await memberFor(t, "admin", clock.now());
    const configured = await callApi(t, "PUT", "/api/admin/telegram", {
      cookie: admin.cookie,
      body: { botToken: fake.token, chat: String(fake.chat.id), exceptions: [] },
    });
    expect(configured.statusCode, configured.body).toBe(200);
  };
  const settle = async () => {
    await t.app.releases.drain();
    await t.app.telegram.settled();
    while ((await t.app.telegram.pollUpdates(0)) > 0) await t.app.jobs.drain();
    await t.app.jobs.drain();
  };
  /** A member who linked Telegram as a fresh Telegram user, with these preferences saved (or none). */
  const linkedMember = async (
    role: "premium" | "trial",
    change?: (prefs: NotificationPreferencesView) => void,
  ): Promise<RoleMember & { tgId: number }> => {
    const member = await memberFor(t, role, clock.now());
    if (change) {
      const prefs = structuredClone(DEFAULT_NOTIFICATION_PREFERENCES);
      change(prefs);
      const saved = await callApi(t, "PUT", "/api/account/notification-preferences", {
        cookie: member.cookie,
        body: prefs,
      });
      expect(saved.statusCode, saved.body).toBe(200);
    }
    const tgId = nextTelegramId++;
    const answer = await callApi(t, "POST", "/api/account/telegram/link", { cookie: member.cookie });
    expect(answer.statusCode, answer.body).toBe(200);
    fake.start(tgId, new URL(answer.json<{ url: string }>().url).searchParams.get("start") ?? "");
    await settle();
    return { ...member, tgId };
  };
  /** The bot's private notifications to this Telegram user (not the linking and invite messages). */
  const notices = (tgId: number) =>
    fake
      .messagesTo(tgId)
      .filter((message) => message.text.startsWith("<b>"))
      .map((message) => message.text);
  const failedJobs = async () =>
    (await t.database.handle.db.selectFrom("jobs").select("last_error").where("status", "=", "failed").execute())
      .length;

  it("writes to each linked member in the language they chose, and posts to the room in the room's language", async () => {
    await startApp();
    const rooms = await callApi(t, "PUT", "/api/admin/telegram", {
      cookie: admin.cookie,
      body: { botToken: fake.token, chat: String(fake.chat.id), exceptions: [], language: "es" },
    });
    expect(rooms.statusCode, rooms.body).toBe(200);
    expect(rooms.json<{ language: string }>().language).toBe("es");
    const ana = await linkedMember("premium");
    const ivan = await linkedMember("premium");
    const chose = await callApi(t, "PATCH", "/api/account", { cookie: ivan.cookie, body: { language: "ru" } });
    expect(chose.statusCode, chose.body).toBe(200);

    const eur = await createPositionAs(t, admin.cookie, {
      asset: "EUR/USD",
      entryPrice: 1.085,
      stopLoss: 1.08,
      targets: [
        { price: 1.09, share: 50 },
        { price: 1.095, share: 50 },
      ],
    });
    await settle();

    const [english] = notices(ana.tgId);
    expect(english).toContain("<b>New signal: EUR/USD LONG at 1.08500 · record #1</b>");
    expect(english).toContain("Open in SignalDesk</a>");
    const [russian] = notices(ivan.tgId);
    expect(russian).toContain("<b>Новый сигнал: EUR/USD LONG по 1,08500 · в истории № 1</b>");
    expect(russian).toContain("Вход: 1,08500");
    expect(russian).toContain("21 нояб. 2026 г., 12:00 UTC");
    expect(russian).toContain("Открыть в SignalDesk</a>");
    // The risk warning too is in the reader's language: the member's, and below the room's post the room's.
    expect(russian).toContain(`<i>${SHORT_WARNING_IN.ru}</i>`);
    expect(english).toContain(`<i>${DEFAULT_SHORT_WARNING}</i>`);

    // The room reads Spanish, whatever its members chose; the provider's commentary would stay as written.
    const post = fake.messagesTo(fake.chat.id).at(-1)?.text ?? "";
    expect(post).toContain("<b>EUR/USD LONG · historial n.º 1</b>");
    expect(post).toContain("Entrada: 1,08500");
    expect(post).toContain("Estado: Abierta");
    expect(post).toContain(">Detalles</a>");
    expect(post).toContain(`<i>${SHORT_WARNING_IN.es}</i>`);

    // A target hit, worded from the event in each reader's language, its numbers as the language writes them.
    for (const member of [ana, ivan]) {
      expect((await callApi(t, "PUT", `/api/positions/${eur}/follow`, { cookie: member.cookie })).statusCode).toBe(204);
    }
    clock.advance(MINUTE);
    const hit = await callApi(t, "POST", `/api/positions/${eur}/events`, {
      cookie: admin.cookie,
      body: { type: "target_hit", target: 1 },
    });
    expect(hit.statusCode, hit.body).toBe(201);
    await settle();
    expect(notices(ana.tgId).at(-1)).toContain("<b>EUR/USD TP1 hit at 1.09000 (+0.46%, 50% closed) · record #1</b>");
    expect(notices(ivan.tgId).at(-1)).toContain(
      "<b>EUR/USD: TP1 исполнен по 1,09000 (+0,46\u00a0%, закрыто 50%) · в истории № 1</b>",
    );
    const reply = fake.messagesTo(fake.chat.id).at(-1)?.text ?? "";
    expect(reply).toContain("EUR/USD: TP1 alcanzado en 1,09000 (+0,46\u00a0%, 50% cerrado) · historial n.º 1");
    // The post's status line, edited, in the room's language too.
    const edited = fake.messagesTo(fake.chat.id).at(-2)?.text ?? "";
    expect(edited).toContain("Estado: Abierta · 1 de 2 objetivos alcanzados · 50,00\u00a0% cerrado");
  });

  it("writes to a linked member in private what their preferences want, escaped, with a link to the position", async () => {
    await startApp();
    const ann = await linkedMember("premium");
    const ben = await linkedMember("premium", (p) => (p.channels.telegram.kinds.new_signal = false));
    const cat = await memberFor(t, "premium", clock.now());
    const dan = await linkedMember("premium");
    expect((await callApi(t, "DELETE", "/api/account/telegram", { cookie: dan.cookie })).statusCode).toBe(200);
    const eve = await linkedMember("premium");
    fake.block(eve.tgId);
    await settle();

    const id = await createPositionAs(t, admin.cookie, { asset: "S&P <500>", assetClass: "indices", entryPrice: 5000 });
    await settle();

    const [message] = notices(ann.tgId);
    expect(notices(ann.tgId)).toHaveLength(1);
    expect(message).toContain("<b>New signal: S&amp;P &lt;500&gt; LONG at 5,000.00 · record #1</b>");
    expect(message).toContain("Entry: 5,000.00");
    // When it happened, on the member's clock (UTC until they save a zone).
    expect(message).toContain("Nov 21, 2026, 12:00 PM UTC");
    expect(message).toContain(`<a href="http://localhost:3000/dashboard?position=${id}">Open in SignalDesk</a>`);
    expect(fake.messagesTo(ann.tgId).at(-1)?.parse_mode).toBe("HTML");
    // It ends with the risk warning's line, and cannot be forwarded or saved (docs/product.md#risk-warnings).
    expect(message).toMatch(new RegExp(`\n\n<i>${DEFAULT_RISK_WARNING_TEXTS.short.replace(/\./g, "\\.")}</i>$`));
    expect(fake.messagesTo(ann.tgId).at(-1)?.protect_content).toBe(true);
    expect(notices(ben.tgId)).toEqual([]);
    expect(notices(dan.tgId)).toEqual([]);
    expect(notices(eve.tgId)).toEqual([]);
    expect(cat.id).toBeTruthy();
    // The one blocked and the one unlinked cost nothing: no job is left failing or waiting.
    expect(await failedJobs()).toBe(0);
    const pending = await t.database.handle.db
      .selectFrom("jobs")
      .select("id")
      .where("kind", "like", "room:%")
      .where("status", "=", "pending")
      .execute();
    expect(pending).toEqual([]);

    // Run again (another instance heard it too): nothing is sent twice.
    await settle();
    expect(notices(ann.tgId)).toHaveLength(1);
  });

  it("holds what quiet hours keep back and sends it summed up when they end, while a stop hit goes at once", async () => {
    await startApp();
    const cat = await linkedMember("premium", (p) => {
      p.quietHours = TOKYO_NIGHTS;
      p.timeZone = "Asia/Tokyo";
    });
    const eur = await createPositionAs(t, admin.cookie, { asset: "EUR/USD", stopLoss: 1.07 });
    expect((await callApi(t, "PUT", `/api/positions/${eur}/follow`, { cookie: cat.cookie })).statusCode).toBe(204);
    await settle();
    expect(notices(cat.tgId)).toEqual([]);

    clock.advance(MINUTE);
    const closed = await callApi(t, "POST", `/api/positions/${eur}/events`, {
      cookie: admin.cookie,
      body: { type: "closed", reason: "stop" },
    });
    expect(closed.statusCode).toBe(201);
    await settle();
    expect(notices(cat.tgId)).toHaveLength(1);
    expect(notices(cat.tgId)[0]).toContain("EUR/USD stopped out at 1.07000");

    // 08:00 in Tokyo: the held signal comes as one summary.
    clock.advance(Date.parse("2026-11-21T23:00:00.000Z") - clock.now().getTime());
    expect(await t.app.heldSummaries.run()).toBe(1);
    await settle();
    const summary = notices(cat.tgId)[1];
    expect(summary).toContain("<b>1 update while you were away</b>");
    expect(summary).toContain("New signal: EUR/USD LONG at 1.07240");
    expect(notices(cat.tgId)).toHaveLength(2);
  });

  it("writes to a Trial member about a new position at its release, never before, and about insights never", async () => {
    await startApp(10);
    const pro = await linkedMember("premium");
    const trial = await linkedMember("trial");

    await createPositionAs(t, admin.cookie, { asset: "XAU/USD", assetClass: "commodities", entryPrice: 2350.5 });
    await settle();
    expect(notices(pro.tgId)).toEqual([expect.stringContaining("New signal: XAU/USD LONG at 2,350.50")]);
    expect(notices(trial.tgId)).toEqual([]);

    clock.advance(9 * MINUTE);
    await settle();
    expect(notices(trial.tgId)).toEqual([]);
    clock.advance(MINUTE);
    await settle();
    expect(notices(trial.tgId)).toEqual([expect.stringContaining("New signal: XAU/USD LONG at 2,350.50")]);
    expect(notices(pro.tgId)).toHaveLength(1);

    const insight = await callApi(t, "POST", "/api/admin/insights", {
      cookie: admin.cookie,
      body: { title: "Gold before the Fed", body: "Why gold may run ahead of the meeting.", instrument: "XAU/USD" },
    });
    expect(insight.statusCode, insight.body).toBe(201);
    await settle();
    clock.advance(MINUTE);
    await settle();
    expect(notices(pro.tgId)[1]).toContain("Gold before the Fed");
    expect(notices(pro.tgId)[1]).toContain(`/insights/${insight.json<{ id: string }>().id}`);
    expect(notices(trial.tgId)).toHaveLength(1);
  });

  it("waits as Telegram asks on a 429, and writes to one member at most once a second", async () => {
    await startApp();
    const ann = await linkedMember("premium");
    const sends = () => fake.calls("sendMessage").length;
    const drain = async () => {
      await t.app.telegram.settled();
      await t.app.jobs.drain();
    };

    fake.rateLimit(1, 3);
    const before = sends();
    await createPositionAs(t, admin.cookie, { asset: "BTC/USD", assetClass: "crypto", entryPrice: 64000 });
    await createPositionAs(t, admin.cookie, { asset: "ETH/USD", assetClass: "crypto", entryPrice: 3000 });
    await drain();
    expect(notices(ann.tgId)).toEqual([]);
    expect(sends()).toBe(before + 1);
    // Still within retry_after: nothing is tried.
    clock.advance(2_000);
    await drain();
    expect(sends()).toBe(before + 1);

    clock.advance(1_000);
    await drain();
    expect(notices(ann.tgId)).toHaveLength(1);
    clock.advance(999);
    await drain();
    expect(notices(ann.tgId)).toHaveLength(1);
    clock.advance(1);
    await drain();
    const sent = notices(ann.tgId).join("\n");
    expect(sent).toContain("BTC/USD");
    expect(sent).toContain("ETH/USD");
    expect(await failedJobs()).toBe(0);
  });
});
