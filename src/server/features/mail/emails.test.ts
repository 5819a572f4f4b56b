import { signalEmail } from "../../../../test/support/signal-email.js";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { seedUser } from "../../../../test/support/admin-seed.js";
import { startSmtpSink, type ReceivedMail, type SmtpSink } from "../../../../test/support/smtp-sink.js";
import { TEST_NOW, TEST_ORIGIN, createTestApp, type TestApp } from "../../../../test/support/test-app.js";
import { enqueueEmail, type QueuedEmail } from "./outbox.service.js";

const at = TEST_NOW.toISOString();
const later = "2026-12-21T12:00:00.000Z";

interface Case {
  email: Omit<QueuedEmail, "to" | "userId">;
  subject: string;
  /** Fragments of the plain-text part (each also in the HTML, escaped as HTML escapes it). */
  says: string[];
  /** Links the message carries. */
  links: string[];
  /** An optional message: unsubscribe link and RFC 8058 headers. */
  optional: boolean;
}

const CASES: Case[] = [
  {
    email: { kind: "password-reset", props: { firstName: "Ann", token: "reset-t0k" } },
    subject: "Reset your SignalDesk password",
    says: ["Hello Ann,", "within one hour", "your password stays as it is"],
    links: [`${TEST_ORIGIN}/reset-password?token=reset-t0k`],
    optional: false,
  },
  {
    email: { kind: "verify-address", props: { firstName: "Ann", token: "verify-t0k" } },
    subject: "Confirm your email address for SignalDesk",
    says: ["within 24 hours", "If you did not create a SignalDesk account"],
    links: [`${TEST_ORIGIN}/verify-email?token=verify-t0k`],
    optional: false,
  },
  {
    email: { kind: "confirm-new-address", props: { firstName: "Ann", token: "change-t0k" } },
    subject: "Confirm your new email address for SignalDesk",
    says: ["Until then your account keeps its current address"],
    links: [`${TEST_ORIGIN}/verify-email?token=change-t0k`],
    optional: false,
  },
  {
    email: { kind: "address-changed", props: { firstName: "Ann", newEmail: "ann.new@example.com" } },
    subject: "Your SignalDesk email address was changed",
    says: ["was changed to ann.new@example.com", "write to support@localhost at once"],
    links: [],
    optional: false,
  },
  {
    email: { kind: "new-sign-in", props: { firstName: "Ann", device: "Safari on macOS", ip: "203.0.113.9", at } },
    subject: "New sign-in to your account",
    says: ["Device: Safari on macOS", "Address: 203.0.113.9", "Time: Nov 21, 2026, 12:00 PM UTC"],
    links: [`${TEST_ORIGIN}/account`],
    optional: false,
  },
  {
    email: { kind: "password-changed", props: { firstName: "Ann", at } },
    subject: "Your SignalDesk password was changed",
    says: ["was changed on Nov 21, 2026, 12:00 PM UTC", "every other device was signed out"],
    links: [`${TEST_ORIGIN}/forgot-password`],
    optional: false,
  },
  {
    email: { kind: "welcome", props: { firstName: "Ann" } },
    subject: "Welcome to SignalDesk",
    says: ["Your address is confirmed", "30 days of everything for $49 once", "$179 a month"],
    links: [`${TEST_ORIGIN}/dashboard`],
    optional: true,
  },
  {
    email: {
      kind: "receipt",
      props: {
        firstName: "Ann",
        kind: "charge",
        amountCents: 17900,
        currency: "usd",
        plan: "pro",
        description: "Pro Plan (monthly)",
        periodStart: at,
        periodEnd: later,
        reference: "in_1Abc",
        occurredAt: at,
        test: false,
      },
    },
    subject: "Your SignalDesk receipt: $179.00",
    says: ["Amount paid: $179.00", "Plan: Pro Plan", "Period: Nov 21, 2026 – Dec 21, 2026", "Payment id: in_1Abc"],
    links: [`${TEST_ORIGIN}/account`],
    optional: false,
  },
  {
    email: {
      kind: "receipt",
      props: {
        firstName: "Ann",
        kind: "refund",
        amountCents: 4900,
        currency: "usd",
        plan: "trial",
        description: "Refund",
        periodStart: null,
        periodEnd: null,
        reference: "pi_3Trial",
        occurredAt: at,
        test: true,
      },
    },
    subject: "Your SignalDesk refund of $49.00",
    says: ["Refunded: $49.00", "Plan: Trial Access", "Refund of payment: pi_3Trial", "This was a test payment"],
    links: [`${TEST_ORIGIN}/account`],
    optional: false,
  },
  {
    email: { kind: "trial-ending", props: { firstName: "Ann", endsAt: later, daysLeft: 3 } },
    subject: "Your SignalDesk trial ends in 3 days",
    says: ["Your Trial Access ends on Dec 21, 2026", "A trial does not renew"],
    links: [`${TEST_ORIGIN}/plans`],
    optional: true,
  },
  {
    email: { kind: "trial-ending", props: { firstName: "Ann", endsAt: later, daysLeft: 1 } },
    subject: "Your SignalDesk trial ends in 1 day",
    says: ["Your trial ends in 1 day"],
    links: [`${TEST_ORIGIN}/plans`],
    optional: true,
  },
  {
    email: {
      kind: "renewal-reminder",
      props: { firstName: "Ann", renewsAt: later, amountCents: 17900, currency: "usd" },
    },
    subject: "Your SignalDesk Pro Plan renews on Dec 21, 2026",
    says: ["charged $179.00 for another month", "cancel in account settings before then"],
    links: [`${TEST_ORIGIN}/account`],
    optional: false,
  },
  {
    email: { kind: "payment-failed", props: { firstName: "Ann", failedAt: at, paidThrough: later } },
    subject: "Your SignalDesk payment failed: update your card",
    says: ["We could not charge your card for the Pro Plan", "Your access continues until Dec 21, 2026"],
    links: [`${TEST_ORIGIN}/account`],
    optional: false,
  },
  {
    email: { kind: "access-ended", props: { firstName: "Ann", endedAt: at } },
    subject: "Your SignalDesk access has ended",
    says: ["ended on Nov 21, 2026", "payment history stay as they are"],
    links: [`${TEST_ORIGIN}/plans`],
    optional: false,
  },
  {
    email: {
      kind: "guarantee-refunded",
      props: { firstName: "Ann", amountCents: 3920, currency: "usd", refundedAt: at },
    },
    subject: "Your SignalDesk money-back guarantee: $39.20 refunded",
    says: ["your first payment of $39.20 is refunded in full", "Your access ended with it"],
    links: [`${TEST_ORIGIN}/account`],
    optional: false,
  },
  {
    email: {
      kind: "guarantee-used",
      props: { name: "Olga Novak", email: "olga@example.com", amount: "$39.20", plan: "Trial Access" },
    },
    subject: "SignalDesk: Olga Novak used the money-back guarantee ($39.20)",
    says: ["Olga Novak <olga@example.com> asked for their money back", "$39.20 for Trial Access"],
    links: [`${TEST_ORIGIN}/admin`],
    optional: false,
  },
  {
    email: signalEmail(at),
    subject: "New signal: Short EUR/USD at 1.08500",
    says: [
      "New signal: EUR/USD SHORT at 1.08500 (Nov 21, 2026, 09:00 PM GMT+9).",
      "Direction: Short (sell)",
      "Entry: 1.08500",
      "Target 1: 1.08000",
      "Target 2: 1.07500",
      "Stop loss: 1.08750 (0.23% risk)",
      "Risk level: High",
      "Risk/reward: 1:2.00 Excellent",
      "ECB on hold.",
      "Watch 1.0800.",
    ],
    links: [`${TEST_ORIGIN}/dashboard?position=4c1e9d7a-0000-4000-8000-000000000001`],
    optional: true,
  },
  {
    email: { kind: "new-subscriber", props: { name: "Olga Novak", email: "olga@example.com", plan: "Pro Plan" } },
    subject: "New SignalDesk subscriber: Olga Novak (Pro Plan)",
    says: ["Olga Novak <olga@example.com> just bought Pro Plan."],
    links: [`${TEST_ORIGIN}/admin`],
    optional: false,
  },
];

const escapeHtml = (text: string) =>
  text.replaceAll("&", "&amp;").replaceAll("<", "&lt;").replaceAll(">", "&gt;").replaceAll("'", "&#x27;");

describe("every email, as delivered through SMTP", () => {
  let sink: SmtpSink;
  let t: TestApp;
  const received = new Map<number, ReceivedMail>();

  beforeAll(async () => {
    sink = await startSmtpSink();
    t = await createTestApp("sqlite", { env: { SMTP_URL: sink.url } });
    for (const [i, { email }] of CASES.entries()) {
      const to = `case${i}@mail-cases.test`;
      const userId = await seedUser(t.database.handle.db, { email: to, firstName: "Ann" });
      expect(await enqueueEmail(t.database.handle.db, { to, userId, ...email } as QueuedEmail)).toBe("queued");
    }
    await t.app.jobs.drain();
    await sink.waitForCount(CASES.length);
    for (const i of CASES.keys()) {
      const [mail] = sink.to(`case${i}@mail-cases.test`);
      if (mail) received.set(i, mail);
    }
  }, 60_000);
  afterAll(async () => {
    await t.close();
    await sink.close();
  });

  it.each(CASES.map((c, i) => [`${c.email.kind} (${c.subject})`, i] as const))("%s", async (_name, i) => {
    const c = CASES[i];
    const mail = received.get(i);
    if (!c || !mail) throw new Error("not delivered");
    expect(mail.subject).toBe(c.subject);
    expect(mail.from).toBe("no-reply@localhost");
    expect(mail.headers.get("from")).toBe("SignalDesk <no-reply@localhost>");
    // React separates adjacent text with empty comments, which a mail client shows as nothing.
    const html = mail.html.replaceAll("<!-- -->", "");
    for (const fragment of c.says) {
      expect(mail.text).toContain(fragment);
      expect(html).toContain(escapeHtml(fragment.split(": ").at(-1) ?? fragment));
    }
    for (const link of c.links) {
      expect(mail.text).toContain(link);
      expect(mail.html).toContain(`href="${escapeHtml(link)}"`);
    }
    // Every message names the support address; the HTML is a full responsive document.
    expect(mail.text).toContain("Questions? Write to support@localhost.");
    expect(mail.html).toMatch(/<html[^>]* lang="en"/);
    expect(mail.html).toContain("max-width:560px");

    const listUnsubscribe = mail.headers.get("list-unsubscribe");
    if (!c.optional) {
      expect(listUnsubscribe).toBeUndefined();
      expect(mail.headers.get("list-unsubscribe-post")).toBeUndefined();
      expect(mail.text).not.toContain("Unsubscribe");
      return;
    }
    const header = /^<(http:\/\/localhost:3000\/api\/email\/unsubscribe\?token=([\w.-]+))>$/.exec(
      listUnsubscribe ?? "",
    );
    expect(header, listUnsubscribe).not.toBeNull();
    expect(mail.headers.get("list-unsubscribe-post")).toBe("List-Unsubscribe=One-Click");
    const token = header?.[2] ?? "";
    expect(mail.text).toContain(`Unsubscribe ${TEST_ORIGIN}/unsubscribe?token=${token}`);
    expect(mail.html).toContain(`href="${TEST_ORIGIN}/unsubscribe?token=${token}"`);

    // The header's link works as mail clients use it: one POST, no session, no Origin, a form body.
    const oneClick = await t.app.inject({
      method: "POST",
      url: (header?.[1] ?? "").replace(TEST_ORIGIN, ""),
      headers: { "content-type": "application/x-www-form-urlencoded" },
      payload: "List-Unsubscribe=One-Click",
    });
    expect(oneClick.statusCode, oneClick.body).toBe(200);
    expect(oneClick.json()).toMatchObject({ subscribed: false });
  });
});
