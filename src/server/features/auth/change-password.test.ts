import { englishMessage } from "../../lib/app-error.js";
import { describe, expect, it } from "vitest";
import { AUTH_MESSAGES } from "../../../shared/auth.js";
import { TEST_DIALECTS } from "../../../../test/support/test-env.js";
import { newMember, postJson, sessionCookieOf, useTestApp } from "../../../../test/support/test-app.js";

describe.each(TEST_DIALECTS)("change password on %s", (dialect) => {
  const t = useTestApp(dialect, { env: { AUTH_ACCOUNT_FAILURES: "3" } });

  const me = (cookie: string) => t.app.inject({ method: "GET", url: "/api/auth/me", headers: { cookie } });
  const change = (cookie: string, body: unknown) => postJson(t.app, "/api/auth/change-password", body, cookie);

  it("changes the password, keeps this session and ends the others", async () => {
    const member = newMember();
    const here = sessionCookieOf(await postJson(t.app, "/api/auth/register", member));
    const credentials = { email: member.email, password: member.password };
    const elsewhere = sessionCookieOf(await postJson(t.app, "/api/auth/login", credentials));
    const response = await change(here, { currentPassword: member.password, newPassword: "a brand new secret" });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ message: englishMessage(AUTH_MESSAGES.passwordChanged) });
    expect((await me(here)).statusCode).toBe(200);
    expect((await me(elsewhere)).statusCode).toBe(401);
    const oldLogin = await postJson(t.app, "/api/auth/login", credentials);
    expect(oldLogin.statusCode).toBe(401);
    const newLogin = await postJson(t.app, "/api/auth/login", { email: member.email, password: "a brand new secret" });
    expect(newLogin.statusCode).toBe(200);
  });

  it("refuses a wrong current password with 400, and locks after the account's failure limit", async () => {
    const member = newMember();
    const cookie = sessionCookieOf(await postJson(t.app, "/api/auth/register", member));
    for (let i = 0; i < 3; i += 1) {
      const wrong = await change(cookie, { currentPassword: "not it at all", newPassword: "a brand new secret" });
      expect(wrong.statusCode).toBe(400);
      expect(wrong.json()).toEqual({ message: englishMessage(AUTH_MESSAGES.currentPasswordWrong) });
    }
    const locked = await change(cookie, { currentPassword: member.password, newPassword: "a brand new secret" });
    expect(locked.statusCode).toBe(429);
  });

  it("needs a session, a long enough new password, and a different one", async () => {
    expect((await change("", { currentPassword: "x", newPassword: "long enough pw" })).statusCode).toBe(401);
    const member = newMember();
    const cookie = sessionCookieOf(await postJson(t.app, "/api/auth/register", member));
    const short = await change(cookie, { currentPassword: member.password, newPassword: "short" });
    expect(short.statusCode).toBe(400);
    expect(short.json()).toMatchObject({ errors: { newPassword: englishMessage(AUTH_MESSAGES.passwordTooShort) } });
    const same = await change(cookie, { currentPassword: member.password, newPassword: member.password });
    expect(same.json()).toMatchObject({ errors: { newPassword: englishMessage(AUTH_MESSAGES.samePassword) } });
  });
});
