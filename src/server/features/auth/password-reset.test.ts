import { englishMessage } from "../../lib/app-error.js";
import { describe, expect, it } from "vitest";
import { AUTH_MESSAGES, PASSWORD_RESETS_PER_HOUR } from "../../../shared/auth.js";
import { TEST_DIALECTS } from "../../../../test/support/test-env.js";
import { newMember, postJson, sessionCookieOf, TEST_NOW, useTestApp } from "../../../../test/support/test-app.js";
import { outboxMailsTo, resetMailsTo } from "../../../../test/support/mail.js";

describe.each(TEST_DIALECTS)("password reset on %s", (dialect) => {
  const t = useTestApp(dialect, { clockAt: TEST_NOW });
  const clock = t.clock;

  async function requestLink(email: string): Promise<string> {
    const response = await postJson(t.app, "/api/auth/forgot-password", { email });
    expect(response.statusCode).toBe(202);
    await t.app.backgroundTasks.idle();
    const [mail] = await resetMailsTo(t, email.toLowerCase());
    const token = mail?.text.match(/reset-password\?token=([\w-]+)/)?.[1];
    if (!token) throw new Error("no reset link in the outbox");
    return token;
  }

  it("emails a link that sets a new password once and ends every session", async () => {
    const member = newMember();
    const cookie = sessionCookieOf(await postJson(t.app, "/api/auth/register", member));
    const token = await requestLink(member.email);
    const [mail] = await resetMailsTo(t, member.email);
    expect(mail?.text).toContain("http://localhost:3000/reset-password?token=");

    const reset = await postJson(t.app, "/api/auth/reset-password", { token, password: "a brand new secret" });
    expect(reset.statusCode).toBe(200);
    expect((await t.app.inject({ method: "GET", url: "/api/auth/me", headers: { cookie } })).statusCode).toBe(401);
    expect(
      (await postJson(t.app, "/api/auth/login", { email: member.email, password: member.password })).statusCode,
    ).toBe(401);
    expect(
      (await postJson(t.app, "/api/auth/login", { email: member.email, password: "a brand new secret" })).statusCode,
    ).toBe(200);

    const reused = await postJson(t.app, "/api/auth/reset-password", { token, password: "another new secret" });
    expect(reused.statusCode).toBe(400);
    expect(reused.json()).toEqual({ message: englishMessage(AUTH_MESSAGES.resetLinkInvalid) });
  });

  it("refuses a link older than one hour", async () => {
    const member = newMember();
    await postJson(t.app, "/api/auth/register", member);
    const token = await requestLink(member.email);
    clock.advance(60 * 60 * 1000 + 1);
    const response = await postJson(t.app, "/api/auth/reset-password", { token, password: "a brand new secret" });
    expect(response.statusCode).toBe(400);
    expect(
      (await postJson(t.app, "/api/auth/login", { email: member.email, password: member.password })).statusCode,
    ).toBe(200);
  });

  it("answers the same for an unknown email and sends nothing", async () => {
    const response = await postJson(t.app, "/api/auth/forgot-password", { email: "ghost@example.com" });
    expect(response.statusCode).toBe(202);
    expect(response.json()).toEqual({ message: englishMessage(AUTH_MESSAGES.resetRequested) });
    await t.app.backgroundTasks.idle();
    expect(await outboxMailsTo(t, "ghost@example.com")).toHaveLength(0);
  });

  it("keeps the password when the new one is too short", async () => {
    const member = newMember();
    await postJson(t.app, "/api/auth/register", member);
    const token = await requestLink(member.email);
    const response = await postJson(t.app, "/api/auth/reset-password", { token, password: "short" });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors.password).toBe(englishMessage(AUTH_MESSAGES.passwordTooShort));
    expect((await postJson(t.app, "/api/auth/reset-password", { token, password: "long enough now" })).statusCode).toBe(
      200,
    );
  });

  it("keeps one live link per account: a new request stops the previous link working", async () => {
    const member = newMember();
    await postJson(t.app, "/api/auth/register", member);
    const first = await requestLink(member.email);
    clock.advance(1000);
    const second = await requestLink(member.email);
    expect(second).not.toBe(first);

    const stale = await postJson(t.app, "/api/auth/reset-password", { token: first, password: "a brand new secret" });
    expect(stale.statusCode).toBe(400);
    expect(stale.json()).toEqual({ message: englishMessage(AUTH_MESSAGES.resetLinkInvalid) });
    const fresh = await postJson(t.app, "/api/auth/reset-password", { token: second, password: "a brand new secret" });
    expect(fresh.statusCode).toBe(200);
  });

  it("sends at most three links an hour per account, answering the extra requests alike", async () => {
    const member = newMember();
    await postJson(t.app, "/api/auth/register", member);
    const answers = [];
    for (let i = 0; i < 5; i += 1) {
      answers.push(await postJson(t.app, "/api/auth/forgot-password", { email: member.email }));
      await t.app.backgroundTasks.idle();
    }
    for (const answer of answers) {
      expect(answer.statusCode).toBe(202);
      expect(answer.json()).toEqual({ message: englishMessage(AUTH_MESSAGES.resetRequested) });
    }
    expect(await resetMailsTo(t, member.email)).toHaveLength(PASSWORD_RESETS_PER_HOUR);

    clock.advance(60 * 60 * 1000 + 1);
    const token = await requestLink(member.email);
    expect(await resetMailsTo(t, member.email)).toHaveLength(PASSWORD_RESETS_PER_HOUR + 1);
    expect(
      (await postJson(t.app, "/api/auth/reset-password", { token, password: "a brand new secret" })).statusCode,
    ).toBe(200);
  });
});
