import { englishMessage } from "../../lib/app-error.js";
import { describe, expect, it } from "vitest";
import { AUTH_MESSAGES } from "../../../shared/auth.js";
import { TEST_DIALECTS } from "../../../../test/support/test-env.js";
import { newMember, postJson, sessionCookieOf, useTestApp } from "../../../../test/support/test-app.js";

const USER_KEYS = [
  "createdAt",
  "email",
  "emailVerified",
  "firstName",
  "id",
  "language",
  "lastName",
  "role",
  "subscriptionExpiry",
  "subscriptionStatus",
];

describe.each(TEST_DIALECTS)("auth API on %s", (dialect) => {
  const t = useTestApp(dialect);

  const me = (cookie?: string) =>
    t.app.inject({ method: "GET", url: "/api/auth/me", headers: cookie ? { cookie } : {} });

  it("registers an inactive member, signs them in and shows nothing secret", async () => {
    const member = newMember({ email: "  Maria.Lopez@Example.COM ", firstName: "  Maria ", lastName: " Lopez  " });
    const response = await postJson(t.app, "/api/auth/register", member);
    expect(response.statusCode).toBe(201);
    const user = response.json();
    expect(Object.keys(user).sort()).toEqual(USER_KEYS);
    expect(user).toMatchObject({
      email: "maria.lopez@example.com",
      firstName: "Maria",
      lastName: "Lopez",
      role: "user",
      subscriptionStatus: "inactive",
      subscriptionExpiry: null,
    });
    expect(response.body).not.toMatch(/argon2|password/i);

    const cookie = response.cookies.find((c) => c.name === "session");
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: "Lax", path: "/" });
    expect(cookie?.secure).toBeFalsy();
    expect(cookie?.value).toMatch(/^[A-Za-z0-9_-]{43}$/);

    const meResponse = await me(sessionCookieOf(response));
    expect(meResponse.statusCode).toBe(200);
    expect(meResponse.json()).toEqual(user);
  });

  it("answers /api/auth/me as JSON made again once the user changed, even by another writer", async () => {
    const response = await postJson(t.app, "/api/auth/register", newMember({ firstName: "Ann" }));
    const cookie = sessionCookieOf(response);
    const first = await me(cookie);
    expect(first.headers["content-type"]).toBe("application/json; charset=utf-8");
    expect((await me(cookie)).body).toBe(first.body);
    await t.database.handle.db.updateTable("users").set({ first_name: "Anna" }).execute();
    const changed = await me(cookie);
    expect(changed.json()).toEqual({ ...first.json(), firstName: "Anna" });
  });

  it("stores the session token only as a hash and the password only as argon2id", async () => {
    const response = await postJson(t.app, "/api/auth/register", newMember());
    const token = response.cookies.find((c) => c.name === "session")?.value;
    const sessions = await t.database.handle.db.selectFrom("sessions").selectAll().execute();
    expect(sessions).toHaveLength(1);
    expect(sessions[0]?.id).not.toBe(token);
    expect(sessions[0]?.id).toMatch(/^[0-9a-f]{64}$/);
    const users = await t.database.handle.db.selectFrom("users").select("password_hash").execute();
    expect(users[0]?.password_hash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
  });

  it("refuses a second registration with the same email in any case with 409", async () => {
    await postJson(t.app, "/api/auth/register", newMember({ email: "dup@example.com" }));
    const again = await postJson(t.app, "/api/auth/register", newMember({ email: "DUP@example.com" }));
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ message: englishMessage(AUTH_MESSAGES.emailTaken) });
    const count = await t.database.handle.db
      .selectFrom("users")
      .select(({ fn }) => fn.countAll().as("n"))
      .executeTakeFirst();
    expect(Number(count?.n)).toBe(1);
  });

  it("answers validation problems with a message and per-field errors", async () => {
    const response = await postJson(t.app, "/api/auth/register", {
      email: "not-an-email",
      password: "short",
      firstName: "   ",
    });
    expect(response.statusCode).toBe(400);
    const body = response.json();
    expect(body.message).toEqual(expect.any(String));
    expect(body.errors).toMatchObject({
      email: "Enter a valid email address",
      password: englishMessage(AUTH_MESSAGES.passwordTooShort),
      firstName: "First name is required",
      lastName: "Last name is required",
    });
  });

  it("refuses unknown fields, so a client cannot set its own role", async () => {
    const response = await postJson(t.app, "/api/auth/register", { ...newMember(), role: "admin" });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toMatch(/role/);
  });

  it("answers a wrong password and an unknown email with the same 401", async () => {
    const member = newMember();
    await postJson(t.app, "/api/auth/register", member);
    const wrongPassword = await postJson(t.app, "/api/auth/login", { email: member.email, password: "wrong password" });
    const unknownEmail = await postJson(t.app, "/api/auth/login", {
      email: "nobody@example.com",
      password: "whatever1",
    });
    for (const response of [wrongPassword, unknownEmail]) {
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({ message: "Invalid email or password" });
      expect(response.cookies).toHaveLength(0);
    }
  });

  it("starts a new session at every sign-in and ends the one it replaces", async () => {
    const member = newMember();
    const registered = await postJson(t.app, "/api/auth/register", member);
    const first = sessionCookieOf(registered);
    const login = await postJson(
      t.app,
      "/api/auth/login",
      { email: member.email.toUpperCase(), password: member.password },
      first,
    );
    expect(login.statusCode).toBe(200);
    const second = sessionCookieOf(login);
    expect(second).not.toBe(first);
    expect((await me(first)).statusCode).toBe(401);
    expect((await me(second)).statusCode).toBe(200);
  });

  it("logs out on the server: the old cookie no longer works", async () => {
    const cookie = sessionCookieOf(await postJson(t.app, "/api/auth/register", newMember()));
    const logout = await t.app.inject({
      method: "POST",
      url: "/api/auth/logout",
      headers: { cookie, origin: "http://localhost:3000" },
    });
    expect(logout.statusCode).toBe(204);
    expect(logout.cookies.find((c) => c.name === "session")?.value).toBe("");
    const after = await me(cookie);
    expect(after.statusCode).toBe(401);
    expect(after.json()).toEqual({ message: englishMessage(AUTH_MESSAGES.signInRequired) });
  });

  it("answers 401 JSON to /me without a session or with a made-up token", async () => {
    expect((await me()).statusCode).toBe(401);
    expect((await me("session=forged-token")).statusCode).toBe(401);
  });
});
