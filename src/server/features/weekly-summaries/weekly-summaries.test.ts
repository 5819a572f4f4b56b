import { englishMessage } from "../../lib/app-error.js";
import { beforeEach, describe, expect, it } from "vitest";
import { DEFAULT_NOTIFICATION_PREFERENCES } from "../../../shared/notification-preferences.js";
import { WEEKLY_SUMMARY_MESSAGES, type WeeklySummaries } from "../../../shared/weekly-summary.js";
import { outboxMailsTo } from "../../../../test/support/mail.js";
import { memberFor, type RoleMember } from "../../../../test/support/members.js";
import { callApi, createPositionAs } from "../../../../test/support/positions.js";
import { useTestApp } from "../../../../test/support/test-app.js";
import { TEST_DIALECTS } from "../../../../test/support/test-env.js";
import { weeklySummaryDeps } from "./weekly-summaries-run.js";
import { writeDueSummaries } from "./weekly-summaries.service.js";

const HOUR_MS = 60 * 60 * 1000;
/** Monday 16 November 2026, 09:00 UTC: the week the tests trade in. */
const MONDAY = new Date("2026-11-16T09:00:00.000Z");

describe.each(TEST_DIALECTS)("weekly performance summaries on %s", (dialect) => {
  const t = useTestApp(dialect, { clockAt: MONDAY });
  const db = () => t.database.handle.db;
  let admin: RoleMember;
  let pro: RoleMember;
  let tokyo: RoleMember;
  let trial: RoleMember;
  beforeEach(async () => {
    admin = await memberFor(t, "admin", t.clock.now());
    pro = await memberFor(t, "premium", t.clock.now());
    tokyo = await memberFor(t, "premium", t.clock.now());
    trial = await memberFor(t, "trial", t.clock.now());
    await db()
      .updateTable("users")
      .set({ email_verified_at: t.clock.now().toISOString() })
      .where("id", "in", [pro.id, tokyo.id, trial.id])
      .execute();
    await savePreferences(tokyo, { timeZone: "Asia/Tokyo" });
  });

  const savePreferences = async (member: RoleMember, changes: object) => {
    const response = await callApi(t, "PUT", "/api/account/notification-preferences", {
      cookie: member.cookie,
      body: { ...DEFAULT_NOTIFICATION_PREFERENCES, ...changes },
    });
    expect(response.statusCode, response.body).toBe(200);
    return response.json<typeof DEFAULT_NOTIFICATION_PREFERENCES>();
  };
  const report = async (id: string, body: unknown) => {
    const response = await callApi(t, "POST", `/api/positions/${id}/events`, { cookie: admin.cookie, body });
    expect(response.statusCode, response.body).toBe(201);
  };
  const runAt = async (at: string) => {
    t.clock.advance(new Date(at).getTime() - t.clock.now().getTime());
    return writeDueSummaries(weeklySummaryDeps(db(), t.clock));
  };
  const summariesOf = async (member: RoleMember) => {
    const response = await callApi(t, "GET", "/api/weekly-summaries", { cookie: member.cookie });
    expect(response.statusCode, response.body).toBe(200);
    return response.json<WeeklySummaries>().summaries;
  };
  /** A +1R win on Tuesday, a -1R loss on Sunday 20:00 UTC (Monday in Tokyo), one still open. */
  const tradeTheWeek = async () => {
    t.clock.advance(24 * HOUR_MS);
    const win = await createPositionAs(t, admin.cookie, { entryPrice: 1.1, stopLoss: 1.09 });
    const loss = await createPositionAs(t, admin.cookie, {
      asset: "XAU/USD",
      assetClass: "commodities",
      direction: "short",
      entryPrice: 2000,
      stopLoss: 2010,
    });
    await createPositionAs(t, admin.cookie, { asset: "BTC/USD", assetClass: "crypto", entryPrice: 90_000 });
    // The UTC member took the EUR/USD trade with half a lot on a $10,000 account, following the signal's closes.
    const taken = await callApi(t, "POST", "/api/portfolio/trades", {
      cookie: pro.cookie,
      body: { positionId: win, size: 0.5, accountSize: 10_000, followSignal: true },
    });
    expect(taken.statusCode, taken.body).toBe(201);
    t.clock.advance(HOUR_MS);
    await report(win, { type: "closed", price: 1.11, reason: "manual" });
    t.clock.advance(new Date("2026-11-22T20:00:00Z").getTime() - t.clock.now().getTime());
    await report(loss, { type: "closed", price: 2010, reason: "stop" });
  };

  it("writes each Pro member's last week once, from Monday 08:00 on their own clock, and emails it", async () => {
    await tradeTheWeek();
    // Sunday 23:30 UTC is Monday 08:30 in Tokyo: only that member's week is over and due.
    expect(await runAt("2026-11-22T23:30:00Z")).toBe(1);
    const [tokyoWeek] = await summariesOf(tokyo);
    expect(tokyoWeek).toMatchObject({
      weekStart: "2026-11-16",
      timeZone: "Asia/Tokyo",
      from: "2026-11-15T15:00:00.000Z",
      to: "2026-11-22T15:00:00.000Z",
      published: 3,
      trades: 1,
      wins: 1,
      totalPercent: 0.91,
      expectancyR: 1,
    });
    // The UTC member's last finished week is still the one before, over before they joined: none of theirs.
    expect(await summariesOf(pro)).toEqual([]);
    expect(await runAt("2026-11-23T07:59:00Z")).toBe(0);

    expect(await runAt("2026-11-23T08:00:00Z")).toBe(1);
    const [week, ...before] = await summariesOf(pro);
    expect(before).toEqual([]);
    expect(week).toMatchObject({
      weekStart: "2026-11-16",
      timeZone: "UTC",
      from: "2026-11-16T00:00:00.000Z",
      to: "2026-11-23T00:00:00.000Z",
      createdAt: "2026-11-23T08:00:00.000Z",
      published: 3,
      trades: 2,
      wins: 1,
      losses: 1,
      winRate: 50,
      totalPercent: 0.41,
      expectancyR: 0,
      // 0.5 lot of 100,000 units, 100 pips up: $500, 5% of the account.
      portfolio: { trades: 1, pnl: 500, percent: 5 },
    });
    expect(week?.closed.map((signal) => [signal.asset, signal.direction, signal.percent, signal.r])).toEqual([
      ["EUR/USD", "long", 0.91, 1],
      ["XAU/USD", "short", -0.5, -1],
    ]);
    expect(week?.best?.asset).toBe("EUR/USD");
    expect(week?.worst?.asset).toBe("XAU/USD");
    // Another instance's run, or the next tick, writes nothing twice.
    expect(await runAt("2026-11-23T08:10:00Z")).toBe(0);

    const mails = (await outboxMailsTo(t, pro.email)).filter((mail) => mail.kind === "weekly-summary");
    expect(mails.map((mail) => mail.subject)).toEqual([
      "SignalDesk week of November 16, 2026: +0.41% across 2 closed signals, 1 won",
    ]);
    expect(mails[0]?.text).toContain("EUR/USD Long");
    expect(mails[0]?.text).toContain("+0.91%");
    expect(mails[0]?.text).toContain("XAU/USD Short");
    expect(mails[0]?.text).toMatch(/unsubscribe/i);
    expect(mails[0]?.dedupKey).toBe(`weekly-summary:${pro.id}:2026-11-16`);
    expect((await outboxMailsTo(t, trial.email)).map((mail) => mail.kind)).not.toContain("weekly-summary");
  });

  it("emails each member's summary in the language they chose, its figures as that language writes numbers", async () => {
    const chose = await callApi(t, "PATCH", "/api/account", { cookie: pro.cookie, body: { language: "pt-BR" } });
    expect(chose.statusCode, chose.body).toBe(200);
    await tradeTheWeek();
    // Theirs, and the Tokyo member's, due since 08:00 in Tokyo.
    expect(await runAt("2026-11-23T08:00:00Z")).toBe(2);
    const [mail] = (await outboxMailsTo(t, pro.email)).filter((each) => each.kind === "weekly-summary");
    // Intl's own Brazilian Portuguese: a decimal comma, the percent sign right after the number.
    expect(mail?.subject).toBe("SignalDesk, semana de 16 de novembro de 2026: +0,41% em 2 sinais fechados; ganhos: 1");
    for (const fragment of [
      "Olá, ",
      "Na semana passada, 3 sinais foram publicados e 2 foram encerrados.",
      "Resultado: +0,41%",
      "Ganhos / perdas: 1 / 1",
      "Taxa de acerto: 50%",
      "Expectativa: 0,0R",
      "Sua carteira: US$\u00a0500,00 (+5,00%) em 1 operação",
      "EUR/USD Compra: +0,91%",
      "XAU/USD Venda: -0,50%",
      "Cancelar inscrição",
    ]) {
      expect(mail?.text).toContain(fragment);
    }
    expect(mail?.html).toMatch(/<html[^>]* lang="pt-BR"/);
  });

  it("keeps the summary in the app but sends no email to a member who turned the email off", async () => {
    const saved = await savePreferences(pro, { weeklySummaries: false });
    expect(saved.weeklySummaries).toBe(false);
    // A client that leaves the switch out keeps the member's choice.
    const { weeklySummaries: _left, ...withoutSwitch } = saved;
    const kept = await callApi(t, "PUT", "/api/account/notification-preferences", {
      cookie: pro.cookie,
      body: { ...withoutSwitch, recordHeads: true },
    });
    expect(kept.json()).toMatchObject({ recordHeads: true, weeklySummaries: false });

    expect(await runAt("2026-11-23T08:00:00Z")).toBe(2);
    expect((await summariesOf(pro)).map((summary) => summary.weekStart)).toEqual(["2026-11-16"]);
    const sent = (await outboxMailsTo(t, pro.email)).filter((mail) => mail.kind === "weekly-summary");
    expect(sent).toEqual([]);
    expect((await outboxMailsTo(t, tokyo.email)).filter((mail) => mail.kind === "weekly-summary")).toHaveLength(1);
  });

  it("is Pro's: Trial, standard, ended plans and admins get none, and cannot read any", async () => {
    const standard = await memberFor(t, "standard", t.clock.now());
    const expired = await memberFor(t, "expired", t.clock.now());
    expect(await runAt("2026-11-23T08:00:00Z")).toBe(2);
    const written = await db().selectFrom("weekly_summaries").select("user_id").execute();
    expect(written.map((row) => row.user_id).sort()).toEqual([pro.id, tokyo.id].sort());
    for (const member of [trial, standard]) {
      const response = await callApi(t, "GET", "/api/weekly-summaries", { cookie: member.cookie });
      expect([response.statusCode, response.json()]).toEqual([
        403,
        { message: englishMessage(WEEKLY_SUMMARY_MESSAGES.proOnly) },
      ]);
    }
    expect((await callApi(t, "GET", "/api/weekly-summaries", { cookie: expired.cookie })).statusCode).toBe(403);
    expect((await callApi(t, "GET", "/api/weekly-summaries", { cookie: admin.cookie })).statusCode).toBe(403);
    expect((await callApi(t, "GET", "/api/weekly-summaries")).statusCode).toBe(401);
  });

  it("gives a new member first the week they joined in, whole, never an earlier one", async () => {
    // Joined on Monday 16 November at 09:00: the week of the 9th, due until the 23rd, was over before then.
    expect(await runAt("2026-11-18T12:00:00Z")).toBe(0);
    expect(await writeDueSummaries(weeklySummaryDeps(db(), t.clock), { weekStart: "2026-11-09" })).toBe(0);
    expect(await summariesOf(pro)).toEqual([]);
    expect((await outboxMailsTo(t, pro.email)).map((mail) => mail.kind)).not.toContain("weekly-summary");
    // A member who joins at the very end of a week still gets that week, as everyone on their clock does.
    t.clock.advance(new Date("2026-11-22T23:00:00Z").getTime() - t.clock.now().getTime());
    const late = await memberFor(t, "premium", t.clock.now());
    expect(await runAt("2026-11-23T08:00:00Z")).toBe(3);
    const weeks = async (member: RoleMember) => (await summariesOf(member)).map((summary) => summary.weekStart);
    for (const member of [pro, late]) expect(await weeks(member)).toEqual(["2026-11-16"]);
  });

  it("writes a named past week that is missing, and refuses a week not over", async () => {
    // Members since October: the weeks before the one they are asked for were theirs.
    await db().updateTable("users").set({ created_at: "2026-10-01T00:00:00.000Z" }).execute();
    await tradeTheWeek();
    const deps = () => weeklySummaryDeps(db(), t.clock);
    t.clock.advance(new Date("2026-11-25T12:00:00Z").getTime() - t.clock.now().getTime());
    await expect(writeDueSummaries(deps(), { weekStart: "2026-11-23" })).rejects.toThrow(
      WEEKLY_SUMMARY_MESSAGES.weekNotOver,
    );
    await expect(writeDueSummaries(deps(), { weekStart: "2026-11-17" })).rejects.toThrow(
      WEEKLY_SUMMARY_MESSAGES.weekNotMonday,
    );
    expect(await writeDueSummaries(deps(), { weekStart: "2026-11-02" })).toBe(2);
    expect(await writeDueSummaries(deps(), { weekStart: "2026-11-02" })).toBe(0);
    expect((await summariesOf(pro)).map((summary) => summary.weekStart)).toEqual(["2026-11-02"]);
  });
});
