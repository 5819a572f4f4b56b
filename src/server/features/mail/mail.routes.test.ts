import { englishMessage } from "../../lib/app-error.js";
import { describe, expect, it } from "vitest";
import { EMAIL_DELIVERY_MESSAGES } from "../../../shared/email.js";
import { seedUser } from "../../../../test/support/admin-seed.js";
import { memberFor } from "../../../../test/support/members.js";
import { TEST_NOW, TEST_ORIGIN, postJson, useTestApp, useTestApps } from "../../../../test/support/test-app.js";
import { TEST_DIALECTS } from "../../../../test/support/test-env.js";
import { startSession } from "../auth/sessions.service.js";
import { findUserById } from "../users/users.repo.js";
import { listOutboxEmails } from "./outbox.repo.js";
import { enqueueEmail } from "./outbox.service.js";
import { signUnsubscribeToken } from "./unsubscribe-token.js";

const WEBHOOK_SECRET = "b".repeat(40);

describe.each(TEST_DIALECTS)("email routes on %s", (dialect) => {
  const t = useTestApp(dialect, { clockAt: TEST_NOW, env: { MAIL_WEBHOOK_SECRET: WEBHOOK_SECRET } });

  const tokenFor = async (userId: string, topic: "signals" | "reminders" = "signals") =>
    signUnsubscribeToken(await t.app.mail.signingSecret(), userId, topic);
  const get = (url: string, cookie?: string) => t.app.inject({ method: "GET", url, headers: cookie ? { cookie } : {} });

  /** A member whose address is verified: only account messages go to one that is not. */
  const verifiedMember = async (role: "premium" | "admin") => {
    const member = await memberFor(t, role, TEST_NOW);
    await t.database.handle.db
      .updateTable("users")
      .set({ email_verified_at: TEST_NOW.toISOString() })
      .where("id", "=", member.id)
      .execute();
    return member;
  };

  describe("unsubscribe links", () => {
    it("read, turn off and back on the topic they name, for their member only, without signing in", async () => {
      const ann = await seedUser(t.database.handle.db, { email: "ann.lee@links.test" });
      const bob = await seedUser(t.database.handle.db, { email: "bob@links.test" });
      const token = await tokenFor(ann);

      expect((await get(`/api/email/subscription?token=${token}`)).json()).toEqual({
        topic: "signals",
        email: "a***@links.test",
        subscribed: true,
      });
      // A mail client's one-click POST (RFC 8058): a form body, no Origin, no cookie.
      const oneClick = await t.app.inject({
        method: "POST",
        url: `/api/email/unsubscribe?token=${token}`,
        headers: { "content-type": "multipart/form-data; boundary=x" },
        payload: '--x\r\nContent-Disposition: form-data; name="List-Unsubscribe"\r\n\r\nOne-Click\r\n--x--\r\n',
      });
      expect(oneClick.statusCode, oneClick.body).toBe(200);
      expect((await get(`/api/email/subscription?token=${token}`)).json()).toMatchObject({ subscribed: false });
      // Twice is the same as once; the other topic and the other member are untouched.
      expect((await postJson(t.app, `/api/email/unsubscribe?token=${token}`, {})).statusCode).toBe(200);
      const reminders = await get(`/api/email/subscription?token=${await tokenFor(ann, "reminders")}`);
      expect(reminders.json()).toMatchObject({ topic: "reminders", subscribed: true });
      expect((await get(`/api/email/subscription?token=${await tokenFor(bob)}`)).json()).toMatchObject({
        subscribed: true,
      });

      const back = await postJson(t.app, `/api/email/resubscribe?token=${token}`, {});
      expect(back.json()).toMatchObject({ subscribed: true });
    });

    it("refuse a token the server did not sign, or signed for another member or topic", async () => {
      const ann = await seedUser(t.database.handle.db);
      const bob = await seedUser(t.database.handle.db);
      const [, topic, signature] = (await tokenFor(ann)).split(".");
      const forged = [
        `${bob}.${topic}.${signature}`,
        `${ann}.reminders.${signature}`,
        `${ann}.${topic}.${"A".repeat(43)}`,
        `${ann}.${topic}`,
        "not-a-token",
      ];
      for (const token of forged) {
        const answer = await postJson(t.app, `/api/email/unsubscribe?token=${encodeURIComponent(token)}`, {});
        expect(answer.statusCode, token).toBe(404);
        expect(answer.json()).toEqual({ message: englishMessage(EMAIL_DELIVERY_MESSAGES.unsubscribeLinkInvalid) });
      }
      expect((await postJson(t.app, "/api/email/unsubscribe", {})).statusCode).toBe(400);
      // The page that shows the refusal is in the visitor's language, and so is the refusal.
      const spanish = await t.app.inject({
        method: "POST",
        url: `/api/email/unsubscribe?token=${encodeURIComponent("not-a-token")}`,
        headers: { "accept-language": "es" },
        payload: {},
      });
      expect(spanish.json()).toEqual({
        message: "Este enlace para darte de baja no es válido. Gestiona tus correos en los ajustes de tu cuenta.",
      });
    });

    it("send a browser opening the header's link to the page that asks first", async () => {
      const answer = await get("/api/email/unsubscribe?token=a.b.c");
      expect(answer.statusCode).toBe(303);
      expect(answer.headers.location).toBe("/unsubscribe?token=a.b.c");
    });
  });

  describe("the bounce webhook", () => {
    const report = (body: unknown, secret = WEBHOOK_SECRET) =>
      t.app.inject({
        method: "POST",
        url: "/api/email/bounces",
        headers: { "content-type": "application/json", authorization: `Bearer ${secret}` },
        payload: JSON.stringify(body),
      });

    it("marks a bounced or complaining address: the member sees it, and only account messages go there", async () => {
      const member = await verifiedMember("premium");
      const userId = member.id;
      expect((await report({ type: "complaint", email: member.email.toUpperCase() })).statusCode).toBe(200);
      const delivery = await get("/api/email/delivery", member.cookie);
      expect(delivery.json()).toEqual({ undeliverable: { reason: "complaint", since: TEST_NOW.toISOString() } });

      const welcome = { to: member.email, userId, kind: "welcome" as const, props: { firstName: "A" } };
      expect(await enqueueEmail(t.database.handle.db, welcome, TEST_NOW)).toBe("undeliverable");
      const reset = {
        to: member.email,
        userId,
        kind: "password-reset" as const,
        props: { firstName: "A", token: "t" },
      };
      expect(await enqueueEmail(t.database.handle.db, reset, TEST_NOW)).toBe("queued");
      // A second report changes nothing.
      expect((await report({ type: "bounce", email: member.email })).statusCode).toBe(200);
      expect((await get("/api/email/delivery", member.cookie)).json()).toMatchObject({
        undeliverable: { reason: "complaint" },
      });
    });

    it("refuses a report without the shared secret, and an ill-formed one, changing nothing", async () => {
      const email = "kept@bounces.test";
      for (const secret of ["", "c".repeat(40)]) {
        const refused = await report({ type: "bounce", email }, secret);
        expect(refused.statusCode).toBe(401);
        expect(refused.json()).toEqual({ message: EMAIL_DELIVERY_MESSAGES.webhookSecretWrong });
      }
      for (const body of [{ type: "soft", email }, { type: "bounce", email: "nope" }, { type: "bounce" }]) {
        expect((await report(body)).statusCode).toBe(400);
      }
      const userId = await seedUser(t.database.handle.db, { email });
      const welcome = { to: email, userId, kind: "welcome" as const, props: { firstName: "A" } };
      expect(await enqueueEmail(t.database.handle.db, welcome, TEST_NOW)).toBe("queued");
    });
  });

  describe("the development mail viewer", () => {
    it("lists the outbox and shows a message as its recipient gets it, to admins", async () => {
      const admin = await memberFor(t, "admin", TEST_NOW);
      const member = await verifiedMember("premium");
      const userId = member.id;
      await enqueueEmail(
        t.database.handle.db,
        { to: member.email, userId, kind: "welcome", props: { firstName: "Mia" } },
        TEST_NOW,
      );
      const list = await get("/api/admin/mail", admin.cookie);
      expect(list.statusCode).toBe(200);
      const { smtp, messages } = list.json<{ smtp: boolean; messages: { id: string; subject: string }[] }>();
      expect(smtp).toBe(false);
      const welcome = messages.find((message) => message.subject === "Welcome to SignalDesk");
      expect(welcome).toMatchObject({ to: member.email.toLowerCase(), kind: "welcome", status: "pending" });

      const shown = await get(`/api/admin/mail/${welcome?.id}`, admin.cookie);
      expect(shown.statusCode).toBe(200);
      const rendered = shown.json<{ html: string; text: string; headers: Record<string, string> }>();
      expect(rendered.text).toContain("Hello Mia,");
      expect(rendered.html).toContain(`${TEST_ORIGIN}/dashboard`);
      expect(rendered.headers["List-Unsubscribe-Post"]).toBe("List-Unsubscribe=One-Click");
      expect((await get(`/api/admin/mail/${welcome?.id}`, member.cookie)).statusCode).toBe(403);

      const [row] = await listOutboxEmails(t.database.handle.db, member.email.toLowerCase());
      expect(row?.status).toBe("pending");
    });
  });
});

describe("outside a test deployment", () => {
  const startApp = useTestApps();

  it("the mail viewer refuses, naming what makes a deployment a test one, and bounce reports need the secret", async () => {
    const t = await startApp("sqlite", {
      env: {
        PUBLIC_URL: "https://signals.example",
        PAYMENTS: "stripe",
        STRIPE_SECRET_KEY: "sk_test_viewer",
        STRIPE_WEBHOOK_SECRET: "whsec_viewer",
        SMTP_URL: "smtp://127.0.0.1:9",
        SUPPORT_EMAIL: "help@signals.example",
      },
    });
    const adminId = await seedUser(t.database.handle.db, { role: "admin" });
    const admin = await findUserById(t.database.handle.db, adminId);
    if (!admin) throw new Error("no admin");
    const { token } = await startSession(t.database.handle.db, admin, new Date(), { secondFactor: true });
    const cookie = `__Host-session=${token}`;
    const list = await t.app.inject({ method: "GET", url: "/api/admin/mail", headers: { cookie } });
    expect(list.statusCode).toBe(404);
    expect(list.json()).toEqual({ message: EMAIL_DELIVERY_MESSAGES.viewerOnTestDeployments });
    expect(list.json<{ message: string }>().message).toContain("ALLOW_TEST_PAYMENTS=true");

    const bounce = await t.app.inject({
      method: "POST",
      url: "/api/email/bounces",
      headers: { "content-type": "application/json", authorization: "Bearer anything-at-all" },
      payload: JSON.stringify({ type: "bounce", email: "x@example.com" }),
    });
    expect(bounce.statusCode).toBe(404);
    expect(bounce.json()).toEqual({ message: EMAIL_DELIVERY_MESSAGES.webhookNotConfigured });
  });
});
