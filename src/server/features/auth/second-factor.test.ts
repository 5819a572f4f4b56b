import { englishMessage } from "../../lib/app-error.js";
import { describe, expect, it } from "vitest";
import { AUTH_MESSAGES, RECOVERY_CODE_COUNT, SECOND_FACTOR_MESSAGES } from "../../../shared/auth.js";
import { loadConfig } from "../../config.js";
import { TEST_TOTP_SECRET } from "../../../../test/support/admin-sign-in.js";
import { spawnTs } from "../../../../test/support/spawn.js";
import { memberFor } from "../../../../test/support/members.js";
import { TEST_NOW, newMember, postJson, sessionCookieOf, useTestApp } from "../../../../test/support/test-app.js";
import { TEST_DIALECTS } from "../../../../test/support/test-env.js";
import { bootstrapAdmin, ensureAdmin } from "./admin-bootstrap.js";
import { totpCode } from "./second-factor.service.js";

/** RFC 6238's SHA-1 secret, "12345678901234567890", in base32. */
const RFC_SECRET = TEST_TOTP_SECRET;
const ADMIN = { email: "boss@example.com", password: "the admin's own passphrase" };
const STEP_MS = 30_000;
const silent = { info() {}, warn() {}, error() {} } as unknown as Parameters<typeof bootstrapAdmin>[2];

describe("authenticator codes", () => {
  it("are RFC 6238's SHA-1 test vectors, to six digits", () => {
    // The RFC lists eight digits; an app shows the last six of the same number.
    const vectors: [number, string][] = [
      [59, "94287082"],
      [1111111109, "07081804"],
      [1111111111, "14050471"],
      [1234567890, "89005924"],
      [2000000000, "69279037"],
      [20000000000, "65353130"],
    ];
    for (const [seconds, eight] of vectors) expect(totpCode(RFC_SECRET, new Date(seconds * 1000))).toBe(eight.slice(2));
  });
});

describe("ADMIN_TOTP_SECRET", () => {
  const env = { ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password };
  it("must be base32 of at least 128 bits, and belongs to ADMIN_EMAIL", () => {
    expect(loadConfig({ ...env, ADMIN_TOTP_SECRET: RFC_SECRET }).admin?.totpSecret).toBe(RFC_SECRET);
    expect(() => loadConfig({ ...env, ADMIN_TOTP_SECRET: "JBSWY3DPEHPK3PXP" })).toThrow(/ADMIN_TOTP_SECRET.*base32/);
    expect(() => loadConfig({ ...env, ADMIN_TOTP_SECRET: "not base32 at all, 0189!" })).toThrow(/base32/);
    expect(() => loadConfig({ ADMIN_TOTP_SECRET: RFC_SECRET })).toThrow(/ADMIN_TOTP_SECRET needs ADMIN_EMAIL/);
  });
});

describe.each(TEST_DIALECTS)("two-step sign-in on %s", (dialect) => {
  const t = useTestApp(dialect, { clockAt: TEST_NOW, env: { AUTH_ACCOUNT_FAILURES: "3" } });
  const clock = t.clock;
  const db = () => t.database.handle.db;

  const login = (body: { email: string; password: string; code?: string }) => postJson(t.app, "/api/auth/login", body);
  const me = (cookie: string) => t.app.inject({ method: "GET", url: "/api/auth/me", headers: { cookie } });
  const call = (url: string, cookie: string, body?: object) => postJson(t.app, url, body ?? {}, cookie);
  const adminWithApp = async () => {
    await bootstrapAdmin(db(), { ...ADMIN, totpSecret: RFC_SECRET }, silent, clock.now());
  };

  it("sets up an administrator's app at the first sign-in: no session before its first code, then recovery codes once", async () => {
    await ensureAdmin(db(), ADMIN.email, ADMIN.password, clock.now());
    const first = await login(ADMIN);
    expect(first.statusCode).toBe(401);
    expect(first.json()).toEqual({
      message: englishMessage(SECOND_FACTOR_MESSAGES.enrolmentRequired),
      secondFactor: "enrol",
    });
    expect(first.cookies).toEqual([]);

    const wrongPassword = await postJson(t.app, "/api/auth/second-factor/enrolment", { ...ADMIN, password: "guess" });
    expect(wrongPassword.statusCode).toBe(401);
    const enrolment = await postJson(t.app, "/api/auth/second-factor/enrolment", ADMIN);
    expect(enrolment.statusCode).toBe(200);
    const { secret, uri } = enrolment.json<{ secret: string; uri: string }>();
    expect(uri).toBe(
      `otpauth://totp/SignalDesk:${encodeURIComponent(ADMIN.email)}?issuer=SignalDesk&secret=${secret}&algorithm=SHA1&digits=6&period=30`,
    );

    const wrongCode = await login({ ...ADMIN, code: "123456" === totpCode(secret, clock.now()) ? "654321" : "123456" });
    expect(wrongCode.statusCode).toBe(401);
    expect(wrongCode.json()).toMatchObject({ errors: { code: englishMessage(SECOND_FACTOR_MESSAGES.codeInvalid) } });

    const signedIn = await login({ ...ADMIN, code: totpCode(secret, clock.now()) });
    expect(signedIn.statusCode).toBe(200);
    const { recoveryCodes, role } = signedIn.json<{ recoveryCodes: string[]; role: string }>();
    expect(role).toBe("admin");
    expect(recoveryCodes).toHaveLength(RECOVERY_CODE_COUNT);
    expect(new Set(recoveryCodes).size).toBe(RECOVERY_CODE_COUNT);
    for (const code of recoveryCodes) expect(code).toMatch(/^[a-z2-7]{5}-[a-z2-7]{5}$/);
    expect((await me(sessionCookieOf(signedIn))).statusCode).toBe(200);

    // Set up now: the next sign-in asks for a code, and never shows recovery codes again.
    clock.advance(STEP_MS);
    const next = await login(ADMIN);
    expect(next.json()).toMatchObject({
      secondFactor: "code",
      errors: { code: englishMessage(SECOND_FACTOR_MESSAGES.codeRequired) },
    });
    const again = await login({ ...ADMIN, code: totpCode(secret, clock.now()) });
    expect(again.statusCode).toBe(200);
    expect(again.json()).not.toHaveProperty("recoveryCodes");
    // The enrolment is over: a stolen password cannot swap in another app.
    expect((await postJson(t.app, "/api/auth/second-factor/enrolment", ADMIN)).statusCode).toBe(409);
  });

  it("accepts an app's code once: the same code again is refused, the next step's is accepted", async () => {
    await adminWithApp();
    const code = totpCode(RFC_SECRET, clock.now());
    expect((await login({ ...ADMIN, code })).statusCode).toBe(200);
    expect((await login({ ...ADMIN, code })).statusCode).toBe(401);
    clock.advance(STEP_MS);
    expect((await login({ ...ADMIN, code: totpCode(RFC_SECRET, clock.now()) })).statusCode).toBe(200);
    // A code from a step before the last one used is refused too, though the window would allow it.
    expect((await login({ ...ADMIN, code })).statusCode).toBe(401);
  });

  it("accepts a code of the step either side of now, for a phone's clock a little off, and no further", async () => {
    await adminWithApp();
    const at = (ms: number) => totpCode(RFC_SECRET, new Date(clock.now().getTime() + ms));
    expect((await login({ ...ADMIN, code: at(-STEP_MS) })).statusCode).toBe(200);
    clock.advance(STEP_MS * 3);
    expect((await login({ ...ADMIN, code: at(2 * STEP_MS) })).statusCode).toBe(401);
    expect((await login({ ...ADMIN, code: at(STEP_MS) })).statusCode).toBe(200);
  });

  it("takes each recovery code once, whatever its case and dashes", async () => {
    await ensureAdmin(db(), ADMIN.email, ADMIN.password, clock.now());
    const { secret } = (await postJson(t.app, "/api/auth/second-factor/enrolment", ADMIN)).json<{ secret: string }>();
    const enrolled = await login({ ...ADMIN, code: totpCode(secret, clock.now()) });
    const [first = "", second = ""] = enrolled.json<{ recoveryCodes: string[] }>().recoveryCodes;
    expect((await login({ ...ADMIN, code: first.toUpperCase().replace("-", " ") })).statusCode).toBe(200);
    const reused = await login({ ...ADMIN, code: first });
    expect(reused.statusCode).toBe(401);
    expect(reused.json()).toMatchObject({ message: englishMessage(SECOND_FACTOR_MESSAGES.codeInvalid) });
    expect((await login({ ...ADMIN, code: second })).statusCode).toBe(200);
    clock.advance(STEP_MS);
    const status = await t.app.inject({
      method: "GET",
      url: "/api/auth/second-factor",
      headers: { cookie: sessionCookieOf(await login({ ...ADMIN, code: totpCode(secret, clock.now()) })) },
    });
    expect(status.json()).toEqual({
      enabled: true,
      authenticatorApp: true,
      passkeys: 0,
      required: true,
      recoveryCodesLeft: RECOVERY_CODE_COUNT - 2,
    });
  });

  it("counts a wrong code as a failed sign-in: past the limit even the right code waits", async () => {
    await adminWithApp();
    for (let i = 0; i < 3; i += 1) expect((await login({ ...ADMIN, code: `00000${i}` })).statusCode).toBe(401);
    const locked = await login({ ...ADMIN, code: totpCode(RFC_SECRET, clock.now()) });
    expect(locked.statusCode).toBe(429);
    expect(Number(locked.headers["retry-after"])).toBeGreaterThan(0);
  });

  it("provisions ADMIN_TOTP_SECRET once, and never replaces an app the admin set up", async () => {
    await adminWithApp();
    await bootstrapAdmin(db(), { ...ADMIN, totpSecret: "JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP" }, silent, clock.now());
    const other = totpCode("JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP", clock.now());
    expect((await login({ ...ADMIN, code: other })).statusCode).toBe(401);
    expect((await login({ ...ADMIN, code: totpCode(RFC_SECRET, clock.now()) })).statusCode).toBe(200);
  });

  it("lets a member turn it on and off in account settings; an administrator cannot turn it off", async () => {
    const { email, password, ...names } = newMember();
    const member = { email, password };
    const cookie = sessionCookieOf(await postJson(t.app, "/api/auth/register", { ...member, ...names }));
    const setup = await call("/api/auth/second-factor/setup", cookie);
    expect(setup.statusCode).toBe(200);
    const { secret } = setup.json<{ secret: string }>();
    // Until its first code, the app is not asked for at sign-in.
    expect((await login(member)).statusCode).toBe(200);
    const wrong = await call("/api/auth/second-factor/confirm", cookie, { code: "000000" });
    expect(wrong.statusCode).toBe(400);
    const confirmed = await call("/api/auth/second-factor/confirm", cookie, { code: totpCode(secret, clock.now()) });
    expect(confirmed.json<{ recoveryCodes: string[] }>().recoveryCodes).toHaveLength(RECOVERY_CODE_COUNT);
    expect((await login(member)).json()).toMatchObject({ secondFactor: "code" });

    clock.advance(STEP_MS);
    const off = await call("/api/auth/second-factor/disable", cookie, { code: totpCode(secret, clock.now()) });
    expect(off.statusCode).toBe(200);
    expect((await login(member)).statusCode).toBe(200);

    const admin = await memberFor(t, "admin", clock.now());
    const refused = await call("/api/auth/second-factor/disable", admin.cookie, { code: "000000" });
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({ message: englishMessage(SECOND_FACTOR_MESSAGES.adminsKeepIt) });
  });

  it("refuses the admin API to an admin session whose sign-in had no second step, however its user became admin", async () => {
    const { email, password, ...names } = newMember();
    const cookie = sessionCookieOf(await postJson(t.app, "/api/auth/register", { email, password, ...names }));
    // Made an admin behind the app's back (by hand in the database): the session it had stays a member's sign-in.
    await db().updateTable("users").set({ role: "admin" }).where("email", "=", email.toLowerCase()).execute();
    const refused = await t.app.inject({ method: "GET", url: "/api/admin/users", headers: { cookie } });
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({ message: englishMessage(AUTH_MESSAGES.adminSecondFactorRequired) });

    const { secret } = (await postJson(t.app, "/api/auth/second-factor/enrolment", { email, password })).json<{
      secret: string;
    }>();
    const signedIn = await login({ email, password, code: totpCode(secret, clock.now()) });
    const admitted = await t.app.inject({
      method: "GET",
      url: "/api/admin/users",
      headers: { cookie: sessionCookieOf(signedIn) },
    });
    expect(admitted.statusCode).toBe(200);
  });

  it("tells a member's password at the enrolment address to use account settings", async () => {
    const { email, password, ...names } = newMember();
    await postJson(t.app, "/api/auth/register", { email, password, ...names });
    const answer = await postJson(t.app, "/api/auth/second-factor/enrolment", { email, password });
    expect(answer.statusCode).toBe(403);
    expect(answer.json()).toEqual({ message: englishMessage(SECOND_FACTOR_MESSAGES.setUpInAccount) });
  });

  it("is reset by the operator's CLI, which also ends every session of the admin", { timeout: 30_000 }, async () => {
    await adminWithApp();
    const cookie = sessionCookieOf(await login({ ...ADMIN, code: totpCode(RFC_SECRET, clock.now()) }));
    const cli = spawnTs("src/server/features/auth/reset-admin-factors-cli.ts", { DATABASE_URL: t.database.url }, [
      "--email",
      ADMIN.email,
    ]);
    expect(await cli.exited).toBe(0);
    expect(cli.output()).toContain(`Removed the second factor and recovery codes of ${ADMIN.email}`);
    expect((await me(cookie)).statusCode).toBe(401);
    expect((await login(ADMIN)).json()).toMatchObject({ secondFactor: "enrol" });
  });
});
