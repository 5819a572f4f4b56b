import { englishMessage } from "../../lib/app-error.js";
import { describe, expect, it } from "vitest";
import { SECOND_FACTOR_MESSAGES } from "../../../shared/auth.js";
import { TEST_TOTP_SECRET } from "../../../../test/support/admin-sign-in.js";
import { TEST_DIALECTS } from "../../../../test/support/test-env.js";
import { sessionCookieOf, TEST_ORIGIN, useTestApps, type TestApp } from "../../../../test/support/test-app.js";
import { bootstrapAdmin } from "./admin-bootstrap.js";
import { SESSION_CODE_ATTEMPTS } from "./code-throttle.js";
import { totpCode } from "./second-factor.service.js";

const ADMIN = { email: "boss@example.com", password: "the admin's own passphrase" };
const LIMITS = { AUTH_ACCOUNT_FAILURES: "10", AUTH_ADDRESS_LIMIT: "100000" };
const silent = { info() {}, warn() {}, error() {} } as unknown as Parameters<typeof bootstrapAdmin>[2];
/** Six-digit codes, none of them the app's code now (the test key's codes near now are left out). */
const wrongCodes = (count: number) => {
  const near = [-30_000, 0, 30_000].map((ms) => totpCode(TEST_TOTP_SECRET, new Date(Date.now() + ms)));
  return Array.from({ length: count + 3 }, (_, i) => String(100_000 + i * 7))
    .filter((c) => !near.includes(c))
    .slice(0, count);
};

describe.each(TEST_DIALECTS)("guessing second-factor codes on %s", (dialect) => {
  let t: TestApp;
  const startApp = useTestApps();
  const post = (url: string, body: object, options: { cookie?: string; address?: string; on?: TestApp } = {}) =>
    (options.on ?? t).app.inject({
      method: "POST",
      url,
      remoteAddress: options.address ?? "203.0.113.20",
      headers: {
        origin: TEST_ORIGIN,
        "content-type": "application/json",
        ...(options.cookie ? { cookie: options.cookie } : {}),
      },
      payload: JSON.stringify(body),
    });
  const start = async () => {
    t = await startApp(dialect, { env: LIMITS });
    await bootstrapAdmin(t.database.handle.db, { ...ADMIN, totpSecret: TEST_TOTP_SECRET }, silent, new Date());
  };

  it("checks at most the session's limit of 300 codes sent at once at step-up, then refuses even the right one", async () => {
    await start();
    const cookie = sessionCookieOf(
      await post("/api/auth/login", { ...ADMIN, code: totpCode(TEST_TOTP_SECRET, new Date()) }),
    );
    const answers = await Promise.all(wrongCodes(300).map((code) => post("/api/auth/step-up", { code }, { cookie })));

    expect(answers.filter((answer) => answer.statusCode === 400)).toHaveLength(SESSION_CODE_ATTEMPTS);
    const refused = answers.filter((answer) => answer.statusCode === 429);
    expect(refused).toHaveLength(300 - SESSION_CODE_ATTEMPTS);
    expect(refused[0]?.json()).toEqual({ message: englishMessage(SECOND_FACTOR_MESSAGES.tooManyCodes) });
    expect(Number(refused[0]?.headers["retry-after"])).toBeGreaterThan(14 * 60);
    const right = await post(
      "/api/auth/step-up",
      { code: totpCode(TEST_TOTP_SECRET, new Date(Date.now() + 30_000)) },
      { cookie },
    );
    expect(right.statusCode).toBe(429);
  });

  it("counts codes per account across sessions, instances and sign-in: a session on another instance stops at its limit", async () => {
    await start();
    const sessions = [];
    for (const at of [0, 30_000]) {
      const signedIn = await post("/api/auth/login", {
        ...ADMIN,
        code: totpCode(TEST_TOTP_SECRET, new Date(Date.now() + at)),
      });
      expect(signedIn.statusCode).toBe(200);
      sessions.push(sessionCookieOf(signedIn));
    }
    const other = await startApp(dialect, { sharingDatabaseOf: t, env: LIMITS });
    const codes = wrongCodes(20);
    const statuses: number[] = [];
    for (const [i, code] of codes.entries()) {
      const answer = await post("/api/auth/step-up", { code }, { cookie: sessions[i % 2], on: i % 2 ? other : t });
      statuses.push(answer.statusCode);
    }
    // 10 for the account, 5 a session: both sessions spend theirs, then every code is refused.
    expect(statuses.filter((status) => status === 400)).toHaveLength(10);
    expect(statuses.slice(10).every((status) => status === 429)).toBe(true);

    const signIn = await post("/api/auth/login", { ...ADMIN, code: "123456" }, { address: "198.51.100.7" });
    expect(signIn.statusCode).toBe(429);
    expect(signIn.json()).toEqual({ message: englishMessage(SECOND_FACTOR_MESSAGES.tooManyCodes) });
  });

  it("checks at most the account's limit of 40 codes sent at once from 40 addresses with the right password", async () => {
    await start();
    const answers = await Promise.all(
      wrongCodes(40).map((code, i) => post("/api/auth/login", { ...ADMIN, code }, { address: `10.0.${i}.1` })),
    );
    expect(answers.filter((answer) => answer.statusCode === 401)).toHaveLength(10);
    expect(answers.filter((answer) => answer.statusCode === 429)).toHaveLength(30);
    expect(answers.some((answer) => answer.statusCode === 200)).toBe(false);
  });
});
