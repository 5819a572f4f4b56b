import { englishMessage } from "../../lib/app-error.js";
import { describe, expect, it } from "vitest";
import { AUTH_MESSAGES, EMAIL_LINKS_PER_HOUR, EMAIL_MESSAGES } from "../../../shared/auth.js";
import { TEST_DIALECTS } from "../../../../test/support/test-env.js";
import { newMember, postJson, sessionCookieOf, TEST_NOW, useTestApp } from "../../../../test/support/test-app.js";
import { outboxMailsTo } from "../../../../test/support/mail.js";

const HOUR_MS = 60 * 60 * 1000;

describe.each(TEST_DIALECTS)("verified email addresses on %s", (dialect) => {
  const t = useTestApp(dialect, { clockAt: TEST_NOW });

  const inbox = async (email: string) => {
    await t.app.backgroundTasks.idle();
    return outboxMailsTo(t, email);
  };
  /** The newest link to the verification page in that inbox. */
  const linkIn = async (email: string) => {
    const tokens = (await inbox(email)).map((mail) => mail.text.match(/\/verify-email\?token=([\w-]+)/)?.[1]);
    const token = tokens.find((found) => found !== undefined);
    if (!token) throw new Error(`no verification link to ${email}`);
    return token;
  };
  const register = async (member = newMember()) => {
    const response = await postJson(t.app, "/api/auth/register", member);
    expect(response.statusCode).toBe(201);
    return { ...member, cookie: sessionCookieOf(response) };
  };
  const me = async (cookie: string) =>
    (await t.app.inject({ method: "GET", url: "/api/auth/me", headers: { cookie } })).json<{
      email: string;
      emailVerified: boolean;
    }>();
  const follow = (token: string) => postJson(t.app, "/api/auth/verify-email", { token });
  const pending = async (cookie: string) =>
    (await t.app.inject({ method: "GET", url: "/api/auth/email-change", headers: { cookie } })).json<{
      pendingEmail: string | null;
    }>().pendingEmail;

  it("emails a link at registration that verifies the address once", async () => {
    const member = await register();
    expect(await me(member.cookie)).toMatchObject({ emailVerified: false });
    const token = await linkIn(member.email);
    expect((await inbox(member.email))[0]?.text).toContain("http://localhost:3000/verify-email?token=");

    const followed = await follow(token);
    expect(followed.statusCode).toBe(200);
    expect(followed.json()).toEqual({ message: englishMessage(EMAIL_MESSAGES.verified) });
    expect(await me(member.cookie)).toMatchObject({ emailVerified: true });

    const again = await follow(token);
    expect(again.statusCode).toBe(400);
    expect(again.json()).toEqual({ message: englishMessage(EMAIL_MESSAGES.linkInvalid) });
    const resend = await postJson(t.app, "/api/auth/verify-email/resend", {}, member.cookie);
    expect(resend.statusCode).toBe(400);
    expect(resend.json()).toEqual({ message: englishMessage(EMAIL_MESSAGES.alreadyVerified) });
  });

  it("refuses a link older than 24 hours, and a new one sent then works", async () => {
    const member = await register();
    const token = await linkIn(member.email);
    t.clock.advance(24 * HOUR_MS + 1);
    const expired = await follow(token);
    expect(expired.statusCode).toBe(400);
    expect(expired.json()).toEqual({ message: englishMessage(EMAIL_MESSAGES.linkInvalid) });
    expect(await me(member.cookie)).toMatchObject({ emailVerified: false });

    const resend = await postJson(t.app, "/api/auth/verify-email/resend", {}, member.cookie);
    expect(resend.statusCode).toBe(202);
    expect((await follow(await linkIn(member.email))).statusCode).toBe(200);
    expect(await me(member.cookie)).toMatchObject({ emailVerified: true });
  });

  it(`sends at most ${EMAIL_LINKS_PER_HOUR} links an hour, answering 429 beyond, and only the newest works`, async () => {
    const member = await register();
    const first = await linkIn(member.email);
    const resend = () => postJson(t.app, "/api/auth/verify-email/resend", {}, member.cookie);
    for (let sent = 1; sent < EMAIL_LINKS_PER_HOUR; sent += 1) {
      t.clock.advance(1000);
      expect((await resend()).statusCode).toBe(202);
    }
    const refused = await resend();
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({ message: englishMessage(EMAIL_MESSAGES.tooManyLinks) });
    expect(Number(refused.headers["retry-after"])).toBeGreaterThan(0);
    expect(await inbox(member.email)).toHaveLength(EMAIL_LINKS_PER_HOUR);

    expect((await follow(first)).statusCode).toBe(400);
    t.clock.advance(HOUR_MS);
    expect((await resend()).statusCode).toBe(202);
    expect((await follow(await linkIn(member.email))).statusCode).toBe(200);
  });

  it("changes the email only when the new address follows its link, and tells the old address", async () => {
    const member = await register();
    const newEmail = `New-${member.email}`;
    const wrongPassword = await postJson(
      t.app,
      "/api/auth/email-change",
      { newEmail, currentPassword: "not my password" },
      member.cookie,
    );
    expect(wrongPassword.statusCode).toBe(400);
    expect(wrongPassword.json()).toMatchObject({ message: englishMessage(AUTH_MESSAGES.currentPasswordWrong) });

    const asked = await postJson(
      t.app,
      "/api/auth/email-change",
      { newEmail, currentPassword: member.password },
      member.cookie,
    );
    expect(asked.statusCode).toBe(202);
    expect(asked.json()).toEqual({ message: englishMessage(EMAIL_MESSAGES.changeLinkSent) });
    expect(await me(member.cookie)).toMatchObject({ email: member.email, emailVerified: false });
    expect(await pending(member.cookie)).toBe(newEmail.toLowerCase());

    const followed = await follow(await linkIn(newEmail));
    expect(followed.statusCode).toBe(200);
    expect(followed.json()).toEqual({ message: englishMessage(EMAIL_MESSAGES.changed) });
    expect(await me(member.cookie)).toEqual(
      expect.objectContaining({ email: newEmail.toLowerCase(), emailVerified: true }),
    );
    expect(await pending(member.cookie)).toBeNull();

    const notice = (await inbox(member.email)).find((mail) => mail.subject.endsWith("email address was changed"));
    expect(notice?.subject).toBe("Your SignalDesk email address was changed");
    expect(notice?.text).toContain(`was changed to ${newEmail.toLowerCase()}`);
    expect(notice?.text).toContain(t.config.site.supportEmail);
    // The registration's link to the old address no longer verifies anything.
    expect((await follow(await linkIn(member.email))).statusCode).toBe(400);
    const signIn = (email: string) => postJson(t.app, "/api/auth/login", { email, password: member.password });
    expect((await signIn(newEmail)).statusCode).toBe(200);
    expect((await signIn(member.email)).statusCode).toBe(401);
  });

  it("refuses an address another account has, whether taken before asking or before the link is followed", async () => {
    const member = await register();
    const other = await register();
    const change = (newEmail: string) =>
      postJson(t.app, "/api/auth/email-change", { newEmail, currentPassword: member.password }, member.cookie);

    const taken = await change(other.email.toUpperCase());
    expect(taken.statusCode).toBe(409);
    expect(taken.json()).toMatchObject({ message: englishMessage(EMAIL_MESSAGES.emailTaken) });
    const same = await change(member.email.toUpperCase());
    expect(same.statusCode).toBe(400);
    expect(same.json()).toMatchObject({ message: englishMessage(EMAIL_MESSAGES.sameEmail) });

    const wanted = newMember().email;
    expect((await change(wanted)).statusCode).toBe(202);
    const token = await linkIn(wanted);
    await register(newMember({ email: wanted }));
    const meanwhile = await follow(token);
    expect(meanwhile.statusCode).toBe(409);
    expect(meanwhile.json()).toEqual({ message: englishMessage(EMAIL_MESSAGES.takenMeanwhile) });
    expect(await me(member.cookie)).toMatchObject({ email: member.email });
  });
});
