import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { seedUser } from "../../../../test/support/admin-seed.js";
import { memberFor } from "../../../../test/support/members.js";
import { callApi } from "../../../../test/support/positions.js";
import { startSmtpSink, type SmtpSink } from "../../../../test/support/smtp-sink.js";
import { TEST_NOW, createTestApp, manualClock, type TestApp } from "../../../../test/support/test-app.js";
import { signalEmail } from "../../../../test/support/signal-email.js";
import { tradeEventWords } from "../../../shared/trade-messages.js";
import { summarizeWeek } from "../../../shared/weekly-summary.js";
import { replayTradeEvents } from "../../../shared/trade-state.js";
import { enqueueEmail, type QueuedEmail } from "./outbox.service.js";

const at = TEST_NOW.toISOString();

const SIGNAL = signalEmail(at);

/** A short EUR/USD from 1.08500, stop 1.08750, targets 1.08000 and 1.07500. */
const PLAN = {
  entryPrice: 1.085,
  entryZoneLow: null,
  entryZoneHigh: null,
  stopLoss: 1.0875,
  targets: [
    { price: 1.08, share: 50 },
    { price: 1.075, share: 50 },
  ],
};

/** Emails as delivered through SMTP, each in its recipient's language (docs/decisions/0037-languages.md). */
describe("an email, in its recipient's language", () => {
  let sink: SmtpSink;
  let t: TestApp;
  const clock = manualClock(TEST_NOW);

  beforeAll(async () => {
    sink = await startSmtpSink();
    t = await createTestApp("sqlite", { env: { SMTP_URL: sink.url }, clock });
  }, 60_000);
  afterAll(async () => {
    await t.close();
    await sink.close();
  });

  async function deliver(to: string, language: "es" | "ar" | null, email: Omit<QueuedEmail, "to" | "userId">) {
    const before = sink.messages.length;
    const userId = await seedUser(t.database.handle.db, { email: to, firstName: "Ana", language });
    expect(await enqueueEmail(t.database.handle.db, { to, userId, ...email } as QueuedEmail, clock.now())).toBe(
      "queued",
    );
    await t.app.jobs.drain();
    await sink.waitForCount(before + 1);
    const [mail] = sink.to(to);
    if (!mail) throw new Error(`nothing delivered to ${to}`);
    return mail;
  }

  it("reaches a member who chose Spanish in Spanish: subject, body, frame and footer, numbers with a decimal comma; the commentary as written", async () => {
    const mail = await deliver("es@languages.test", "es", SIGNAL);
    expect(mail.subject).toBe("Nueva señal: Short EUR/USD en 1,08500");
    for (const fragment of [
      "Dirección: Short (venta)",
      "Objetivo 2: 1,07500",
      "Stop loss: 1,08750 (riesgo de 0,23\u00a0%)",
      "Nivel de riesgo: Alto",
      "Riesgo/beneficio: 1:2,00 Excelente",
      "21 nov 2026, 21:00 GMT+9",
      "Ver la posición",
      "Advertencia de riesgo:",
      "¿Tienes preguntas? Escríbenos a support@localhost.",
      "Recibes los correos de nuevas señales de trading de SignalDesk.",
      "Darte de baja",
      // The provider's commentary is content: not translated.
      "ECB on hold.",
    ]) {
      expect(mail.text).toContain(fragment);
    }
    expect(mail.text).not.toContain("Questions?");
    expect(mail.html).toMatch(/<html[^>]* lang="es"/);
  });

  it("reaches a member who chose Arabic right to left, its prices in Latin digits", async () => {
    const mail = await deliver("ar@languages.test", "ar", SIGNAL);
    expect(mail.subject).toContain("إشارة جديدة");
    expect(mail.subject).toContain("1.08500");
    expect(mail.html).toMatch(/<html[^>]* lang="ar"/);
    expect(mail.html).toMatch(/<html[^>]* dir="rtl"/);
    expect(mail.text).toContain("وقف الخسارة");
    expect(mail.text).toContain("1.08750");
    expect(mail.text).not.toMatch(/[٠-٩]/);
  });

  it("tells a Spanish member a target hit in Spanish, numbers with a decimal comma, from the event's words; the stored line stays English", async () => {
    const instrument = { asset: "EUR/USD", assetClass: "forex", direction: "short" } as const;
    const hit = replayTradeEvents(instrument, [
      { type: "opened", plan: PLAN, at },
      { type: "target_hit", target: 1, price: 1.08, share: 50, at },
    ]).at(-1);
    if (!hit) throw new Error("no event");
    const words = tradeEventWords(instrument, hit.event, hit.state);
    const update = {
      kind: "position-update",
      props: {
        firstName: "Ana",
        message: "EUR/USD TP1 hit at 1.08000 (+0.46%, 50% closed) · record #3",
        words,
        recordNumber: 3,
        at,
        timeZone: null,
        positionId: "position-1",
      },
    } as const;
    const spanish = await deliver("es-update@languages.test", "es", update);
    expect(spanish.subject).toBe(
      "SignalDesk: EUR/USD: TP1 alcanzado en 1,08000 (+0,46\u00a0%, 50% cerrado) · historial n.º 3",
    );
    expect(spanish.text).toContain("EUR/USD: TP1 alcanzado en 1,08000 (+0,46\u00a0%, 50% cerrado) · historial n.º 3");
    expect(spanish.text).not.toContain("TP1 hit");
    const english = await deliver("en-update@languages.test", null, update);
    expect(english.subject).toBe("SignalDesk: EUR/USD TP1 hit at 1.08000 (+0.46%, 50% closed) · record #3");
    // An email queued before the words' numbers were typed says them as they were written then.
    const queuedBefore = {
      ...update,
      props: { ...update.props, words: { ...words, values: { ...words.values, price: "1.08000", move: "+0.46%" } } },
    };
    const before = await deliver("es-before@languages.test", "es", queuedBefore);
    expect(before.subject).toBe(
      "SignalDesk: EUR/USD: TP1 alcanzado en 1.08000 (+0.46%, 50% cerrado) · historial n.º 3",
    );
  });

  it("writes a weekly summary's figures as the member's language writes numbers: a decimal comma in Spanish, Latin digits held left to right in Arabic", async () => {
    const week = {
      weekStart: "2026-11-16",
      timeZone: "UTC",
      from: "2026-11-16T00:00:00.000Z",
      to: "2026-11-23T00:00:00.000Z",
    };
    const signal = (id: string, asset: string, direction: "long" | "short", percent: number, r: number) =>
      ({ id, asset, assetClass: "forex", direction, outcome: "manual", closedAt: at, percent, r }) as const;
    const summary = summarizeWeek(week, {
      published: 3,
      closed: [signal("s1", "EUR/USD", "long", 0.91, 1), signal("s2", "GBP/USD", "short", -0.5, -1)],
      portfolio: { trades: 1, pnl: 1250.5, percent: 5 },
      createdAt: at,
    });
    const email = { kind: "weekly-summary", props: { firstName: "Ana", summary } } as const;
    const spanish = await deliver("es-summary@languages.test", "es", email);
    expect(spanish.subject).toContain(": +0,41\u00a0% en 2 señales cerradas");
    for (const fragment of ["+0,91\u00a0%", "-0,50\u00a0%", "50\u00a0%", "0,0R", "1250,50\u00a0US$ (+5,00\u00a0%)"]) {
      expect(spanish.text).toContain(fragment);
    }
    expect(spanish.text).not.toMatch(/\d\.\d/);
    const arabic = await deliver("ar-summary@languages.test", "ar", email);
    expect(arabic.subject).toContain("\u2066\u200e+0.41\u200e%\u200e\u2069");
    for (const fragment of ["\u200e+0.91\u200e%\u200e", "\u200e-0.50\u200e%\u200e", "1,250.50\u00a0US$"]) {
      expect(arabic.text).toContain(fragment);
    }
    expect(arabic.text).not.toMatch(/[٠-٩]/);
  });

  it("words a receipt's payment in the member's language, from what it was for, not the ledger's English", async () => {
    const receipt = (kind: "charge" | "refund", description: string) =>
      ({
        kind: "receipt",
        props: {
          firstName: "Ana",
          kind,
          amountCents: 4900,
          currency: "usd",
          plan: "trial",
          description,
          periodStart: kind === "charge" ? at : null,
          periodEnd: null,
          reference: `pi_${kind}`,
          occurredAt: at,
          test: false,
        },
      }) as const;
    const paid = await deliver("es-receipt@languages.test", "es", receipt("charge", "Trial Access (30 days)"));
    expect(paid.text).toContain("Recibimos tu pago por Trial Access (30 días).");
    expect(paid.text).not.toContain("days");
    const refunded = await deliver("es-refund@languages.test", "es", receipt("refund", "Refund"));
    expect(refunded.html).toContain("$49.00, Reembolso");
    expect(refunded.html).not.toContain("Refund");
  });

  it("reaches a member who chose no language in English, and an admin's message is English whatever the admin chose", async () => {
    const english = await deliver("none@languages.test", null, SIGNAL);
    expect(english.subject).toBe("New signal: Short EUR/USD at 1.08500");
    expect(english.html).toMatch(/<html[^>]* lang="en"/);
    const admin = await deliver("admin@languages.test", "es", {
      kind: "new-subscriber",
      props: { name: "Olga Novak", email: "olga@example.com", plan: "Pro Plan" },
    });
    expect(admin.subject).toBe("New SignalDesk subscriber: Olga Novak (Pro Plan)");
    expect(admin.text).toContain("Questions? Write to support@localhost.");
  });

  it("follows the member's choice: after PATCH /api/account {language}, the next email is in the new language", async () => {
    const member = await memberFor(t, "trial", clock.now());
    const ask = () => callApi(t, "POST", "/api/auth/forgot-password", { body: { email: member.email } });
    const before = sink.messages.length;

    expect((await ask()).statusCode).toBeLessThan(300);
    await t.app.backgroundTasks.idle();
    await t.app.jobs.drain();
    await sink.waitForCount(before + 2); // the verification link of registering, then the reset
    expect(sink.to(member.email).at(-1)?.subject).toBe("Reset your SignalDesk password");

    const chose = await callApi(t, "PATCH", "/api/account", { cookie: member.cookie, body: { language: "ru" } });
    expect(chose.statusCode).toBe(200);
    clock.advance(2 * 60 * 60 * 1000);
    expect((await ask()).statusCode).toBeLessThan(300);
    await t.app.backgroundTasks.idle();
    await t.app.jobs.drain();
    await sink.waitForCount(before + 3);
    const reset = sink.to(member.email).at(-1);
    expect(reset?.subject).toBe("Сброс пароля SignalDesk");
    expect(reset?.text).toContain("откройте эту ссылку в течение часа");
    expect(reset?.html).toMatch(/<html[^>]* lang="ru"/);
  });
});
