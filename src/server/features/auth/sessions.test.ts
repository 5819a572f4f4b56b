import { describe, expect, it } from "vitest";
import { TEST_DIALECTS } from "../../../../test/support/test-env.js";
import {
  useTestApps,
  manualClock,
  newMember,
  postJson,
  sessionCookieOf,
  type TestApp,
} from "../../../../test/support/test-app.js";
import { ensureAdmin } from "./admin-bootstrap.js";
import { findUserByEmail } from "../users/users.repo.js";
import { provisionAuthenticator, totpCode } from "./second-factor.service.js";
import { ADMIN_SESSION_TTL_MS, MEMBER_IDLE_TTL_MS } from "./sessions.service.js";

const TOTP_SECRET = "JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP";

const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;

describe.each(TEST_DIALECTS)("session lifetime on %s", (dialect) => {
  let t: TestApp;
  const startApp = useTestApps();

  const me = (cookie: string) => t.app.inject({ method: "GET", url: "/api/auth/me", headers: { cookie } });

  it("keeps an active member signed in and ends the session after 30 idle days", async () => {
    const clock = manualClock();
    t = await startApp(dialect, { clock });
    const cookie = sessionCookieOf(await postJson(t.app, "/api/auth/register", newMember()));

    // Active every 20 days for 60 days: the idle expiry keeps sliding.
    for (let i = 0; i < 3; i += 1) {
      clock.advance(20 * DAY);
      expect((await me(cookie)).statusCode).toBe(200);
    }
    clock.advance(MEMBER_IDLE_TTL_MS + 1);
    expect((await me(cookie)).statusCode).toBe(401);
    const left = await t.database.handle.db.selectFrom("sessions").selectAll().execute();
    expect(left).toHaveLength(0);
  });

  it("ends an admin session 12 hours after sign-in however active", async () => {
    const clock = manualClock();
    t = await startApp(dialect, { clock });
    await ensureAdmin(t.database.handle.db, "boss@example.com", "admin password", clock.now());
    const admin = await findUserByEmail(t.database.handle.db, "boss@example.com");
    if (!admin) throw new Error("no admin");
    await provisionAuthenticator(t.database.handle.db, admin, TOTP_SECRET, clock.now());
    const code = totpCode(TOTP_SECRET, clock.now());
    const cookie = sessionCookieOf(
      await postJson(t.app, "/api/auth/login", { email: "boss@example.com", password: "admin password", code }),
    );
    for (let i = 0; i < 11; i += 1) {
      clock.advance(HOUR);
      expect((await me(cookie)).statusCode).toBe(200);
    }
    clock.advance(ADMIN_SESSION_TTL_MS - 11 * HOUR);
    expect((await me(cookie)).statusCode).toBe(401);
  });

  it("marks the cookie Secure with the __Host- prefix when the public URL is https", async () => {
    t = await startApp(dialect, {
      env: { PUBLIC_URL: "https://signals.example.com", PAYMENTS: "local", ALLOW_TEST_PAYMENTS: "true" },
    });
    const response = await t.app.inject({
      method: "POST",
      url: "/api/auth/register",
      headers: { origin: "https://signals.example.com", "content-type": "application/json" },
      payload: JSON.stringify(newMember()),
    });
    expect(response.statusCode).toBe(201);
    expect(response.cookies[0]).toMatchObject({
      name: "__Host-session",
      secure: true,
      httpOnly: true,
      sameSite: "Lax",
      path: "/",
    });
  });
});
