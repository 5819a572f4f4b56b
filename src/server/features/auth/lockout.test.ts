import { englishMessage } from "../../lib/app-error.js";
import { describe, expect, it } from "vitest";
import { AUTH_MESSAGES } from "../../../shared/auth.js";
import { systemClock } from "../../lib/clock.js";
import { TEST_DIALECTS } from "../../../../test/support/test-env.js";
import {
  useTestApps,
  newMember,
  postJson,
  sessionCookieOf,
  TEST_ORIGIN,
  type TestApp,
} from "../../../../test/support/test-app.js";
import { TEST_TOTP_SECRET } from "../../../../test/support/admin-sign-in.js";
import { bootstrapAdmin } from "./admin-bootstrap.js";
import { logIn, type AuthDeps } from "./auth.service.js";
import { totpCode } from "./second-factor.service.js";
import { ACCOUNT_CEILING_FACTOR } from "./sign-in-throttle.js";

const ATTACKER = "198.51.100.66";
const OWNER = "203.0.113.20";

describe.each(TEST_DIALECTS)("the sign-in lockout on %s", (dialect) => {
  let t: TestApp;
  const startApp = useTestApps();

  const signInFrom = (address: string, email: string, password: string, code?: string) =>
    t.app.inject({
      method: "POST",
      url: "/api/auth/login",
      remoteAddress: address,
      headers: { origin: TEST_ORIGIN, "content-type": "application/json" },
      payload: JSON.stringify({ email, password, code }),
    });

  async function registeredMember() {
    const member = newMember();
    expect((await postJson(t.app, "/api/auth/register", member)).statusCode).toBe(201);
    return member;
  }

  it("checks at most the limit of 300 wrong guesses sent at once, and a right one among the last does not sign in", async () => {
    t = await startApp(dialect, { env: { AUTH_ACCOUNT_FAILURES: "10", AUTH_ADDRESS_LIMIT: "100000" } });
    const member = await registeredMember();
    const guesses = Array.from({ length: 300 }, (_, i) => (i === 295 ? member.password : `wrong guess ${i}`));
    const answers = await Promise.all(guesses.map((password) => signInFrom(ATTACKER, member.email, password)));

    expect(answers.filter((answer) => answer.statusCode === 401).length).toBeLessThanOrEqual(10);
    expect(answers[295]?.statusCode).not.toBe(200);
    for (const answer of answers.filter((a) => a.statusCode !== 401)) {
      expect(answer.statusCode).toBe(429);
      expect(Number(answer.headers["retry-after"])).toBeGreaterThan(0);
    }
  });

  it("takes each attempt before the check, so 300 parallel sign-ins reaching the service check only the limit", async () => {
    t = await startApp(dialect, { env: { AUTH_ACCOUNT_FAILURES: "10" } });
    const member = await registeredMember();
    const deps: AuthDeps = {
      db: t.database.handle.db,
      clock: systemClock,
      appName: "SignalDesk",
      publicUrl: TEST_ORIGIN,
      limits: { accountFailures: 10, windowMs: 15 * 60 * 1000 },
    };
    const outcomes = await Promise.all(
      Array.from({ length: 300 }, (_, i) =>
        logIn(deps, { email: member.email, password: i === 299 ? member.password : `wrong ${i}` }, ATTACKER).then(
          () => "signed in",
          (error: Error) => error.name,
        ),
      ),
    );
    expect(outcomes.filter((outcome) => outcome === "InvalidCredentialsError")).toHaveLength(10);
    expect(outcomes.filter((outcome) => outcome === "AccountLockedError")).toHaveLength(290);
  });

  it("lets the owner sign in from another address while an attacker far past the limit is refused with Retry-After", async () => {
    t = await startApp(dialect, { env: { AUTH_ACCOUNT_FAILURES: "3", AUTH_ADDRESS_LIMIT: "100000" } });
    const member = await registeredMember();
    for (let i = 0; i < 3; i += 1)
      expect((await signInFrom(ATTACKER, member.email, `guess ${i}`)).statusCode).toBe(401);
    for (let i = 0; i < 20; i += 1) {
      const refused = await signInFrom(ATTACKER, member.email, `guess again ${i}`);
      expect(refused.statusCode).toBe(429);
      expect(refused.json()).toEqual({ message: englishMessage(AUTH_MESSAGES.tooManyAttempts) });
      expect(Number(refused.headers["retry-after"])).toBeGreaterThan(14 * 60);
    }

    const owner = await signInFrom(OWNER, member.email, member.password);
    expect(owner.statusCode).toBe(200);
    expect(owner.json()).toMatchObject({ email: member.email });
    // The owner's success does not hand the attacker a fresh allowance.
    expect((await signInFrom(ATTACKER, member.email, member.password)).statusCode).toBe(429);
  });

  it("counts wrong current passwords at change-password like sign-ins: that address is refused, the owner elsewhere is not", async () => {
    t = await startApp(dialect, { env: { AUTH_ACCOUNT_FAILURES: "3", AUTH_ADDRESS_LIMIT: "100000" } });
    const member = await registeredMember();
    // A session left open on a shared computer, used by someone else at that address.
    const cookie = sessionCookieOf(await signInFrom(ATTACKER, member.email, member.password));
    const changeFrom = (currentPassword: string) =>
      t.app.inject({
        method: "POST",
        url: "/api/auth/change-password",
        remoteAddress: ATTACKER,
        headers: { origin: TEST_ORIGIN, "content-type": "application/json", cookie },
        payload: JSON.stringify({ currentPassword, newPassword: "taken over password" }),
      });
    for (let i = 0; i < 3; i += 1) expect((await changeFrom(`guess ${i}`)).statusCode).toBe(400);
    const refused = await changeFrom(member.password);
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers["retry-after"])).toBeGreaterThan(0);
    expect((await signInFrom(ATTACKER, member.email, member.password)).statusCode).toBe(429);
    expect((await signInFrom(OWNER, member.email, member.password)).statusCode).toBe(200);
  });

  it("stops guesses spread over many addresses at the account's ceiling", async () => {
    t = await startApp(dialect, { env: { AUTH_ACCOUNT_FAILURES: "2", AUTH_ADDRESS_LIMIT: "100000" } });
    const member = await registeredMember();
    const ceiling = 2 * ACCOUNT_CEILING_FACTOR;
    for (let i = 0; i < ceiling; i += 1) {
      expect((await signInFrom(`192.0.2.${Math.floor(i / 2) + 1}`, member.email, `guess ${i}`)).statusCode).toBe(401);
    }
    const past = await signInFrom("192.0.2.200", member.email, member.password);
    expect(past.statusCode).toBe(429);
    expect(Number(past.headers["retry-after"])).toBeGreaterThan(0);
  });

  it("counts an IPv6 client by its /64, so stepping through its addresses gains nothing", async () => {
    t = await startApp(dialect, { env: { AUTH_ACCOUNT_FAILURES: "2", AUTH_ADDRESS_LIMIT: "100000" } });
    const member = await registeredMember();
    expect((await signInFrom("2001:db8:1:2::a", member.email, "guess one")).statusCode).toBe(401);
    expect((await signInFrom("2001:db8:1:2::b", member.email, "guess two")).statusCode).toBe(401);
    expect((await signInFrom("2001:db8:1:2:ffff::c", member.email, member.password)).statusCode).toBe(429);
    expect((await signInFrom("2001:db8:1:3::a", member.email, member.password)).statusCode).toBe(200);
  });

  it("lets the administrator's right password with the app's code through a ceiling reached from 10 addresses", async () => {
    t = await startApp(dialect, { env: { AUTH_ACCOUNT_FAILURES: "3", AUTH_ADDRESS_LIMIT: "100000" } });
    const admin = { email: "boss@example.com", password: "the admin's own passphrase" };
    const silent = { info() {}, warn() {}, error() {} } as unknown as Parameters<typeof bootstrapAdmin>[2];
    await bootstrapAdmin(t.database.handle.db, { ...admin, totpSecret: TEST_TOTP_SECRET }, silent, new Date());
    const attackers = Array.from({ length: 10 }, (_, i) => `192.0.2.${i + 1}`);
    for (const [i, address] of attackers.entries()) {
      for (let guess = 0; guess < 3; guess += 1) {
        expect((await signInFrom(address, admin.email, `guess ${i} ${guess}`)).statusCode).toBe(401);
      }
    }
    // The ceiling is reached: without a valid second factor nothing tells a guesser whether the password was right
    // (asked from an address of its own, which these three attempts would hold at its own limit).
    for (const [password, code] of [
      [admin.password, undefined],
      [admin.password, "000000"],
      ["another guess", totpCode(TEST_TOTP_SECRET, new Date())],
    ] as const) {
      const refused = await signInFrom("198.51.100.7", admin.email, password, code);
      expect(refused.statusCode).toBe(429);
      expect(refused.json()).toEqual({ message: englishMessage(AUTH_MESSAGES.tooManyAttempts) });
      expect(Number(refused.headers["retry-after"])).toBeGreaterThan(14 * 60);
    }

    const owner = await signInFrom(OWNER, admin.email, admin.password, totpCode(TEST_TOTP_SECRET, new Date()));
    expect(owner.statusCode, owner.body).toBe(200);
    expect(owner.json()).toMatchObject({ email: admin.email, role: "admin" });
    // The attackers' addresses are still held at their own limit, even with the right password.
    const attacker = await signInFrom(attackers[0] ?? "", admin.email, admin.password, "123456");
    expect(attacker.statusCode).toBe(429);
  });

  it("keeps a member without a second factor behind the ceiling, whose right password alone proves nothing", async () => {
    t = await startApp(dialect, { env: { AUTH_ACCOUNT_FAILURES: "2", AUTH_ADDRESS_LIMIT: "100000" } });
    const member = await registeredMember();
    for (let i = 0; i < 2 * ACCOUNT_CEILING_FACTOR; i += 1) {
      expect((await signInFrom(`192.0.2.${Math.floor(i / 2) + 1}`, member.email, `guess ${i}`)).statusCode).toBe(401);
    }
    expect((await signInFrom(OWNER, member.email, member.password, "123456")).statusCode).toBe(429);
    expect((await signInFrom(OWNER, member.email, member.password)).statusCode).toBe(429);
  });
});
