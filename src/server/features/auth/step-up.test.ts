import { englishMessage } from "../../lib/app-error.js";
import { describe, expect, it } from "vitest";
import { SECOND_FACTOR_MESSAGES, STEP_UP_MAX_AGE_MS, type WebAuthnOptions } from "../../../shared/auth.js";
import { TEST_TOTP_SECRET } from "../../../../test/support/admin-sign-in.js";
import { seedUser } from "../../../../test/support/admin-seed.js";
import { softAuthenticator } from "../../../../test/support/soft-authenticator.js";
import {
  TEST_NOW,
  TEST_ORIGIN,
  newMember,
  postJson,
  sessionCookieOf,
  useTestApp,
} from "../../../../test/support/test-app.js";
import { TEST_DIALECTS } from "../../../../test/support/test-env.js";
import { bootstrapAdmin } from "./admin-bootstrap.js";
import { totpCode } from "./second-factor.service.js";

const ADMIN = { email: "boss@example.com", password: "the admin's own passphrase" };
const silent = { info() {}, warn() {}, error() {} } as unknown as Parameters<typeof bootstrapAdmin>[2];

/** Sensitive changes ask for the second factor again once its last check is a few minutes old. */
describe.each(TEST_DIALECTS)("confirming it is them on %s", (dialect) => {
  const t = useTestApp(dialect, { clockAt: TEST_NOW });
  const options = async (url: string, body: object = {}, cookie?: string) => {
    const answer = await postJson(t.app, url, body, cookie);
    expect(answer.statusCode, answer.body).toBe(200);
    return answer.json<WebAuthnOptions>();
  };
  const register = async () => {
    const member = newMember();
    return { ...member, cookie: sessionCookieOf(await postJson(t.app, "/api/auth/register", member)) };
  };
  const addPasskey = async (cookie: string, device = softAuthenticator()) => {
    const created = device.register(await options("/api/auth/passkeys/options", {}, cookie), TEST_ORIGIN);
    await postJson(t.app, "/api/auth/passkeys", { response: created }, cookie);
    return device;
  };

  it("lets a member without a second factor change the password with the password alone", async () => {
    const member = await register();
    t.clock.advance(STEP_UP_MAX_AGE_MS * 10);
    const changed = await postJson(
      t.app,
      "/api/auth/change-password",
      { currentPassword: member.password, newPassword: "a brand new passphrase here" },
      member.cookie,
    );
    expect(changed.statusCode).toBe(200);
  });

  it("asks an administrator for the app's code again before deleting a member or changing settings", async () => {
    await bootstrapAdmin(t.database.handle.db, { ...ADMIN, totpSecret: TEST_TOTP_SECRET }, silent, t.clock.now());
    const signedIn = await postJson(t.app, "/api/auth/login", {
      ...ADMIN,
      code: totpCode(TEST_TOTP_SECRET, t.clock.now()),
    });
    const cookie = sessionCookieOf(signedIn);
    const memberId = await seedUser(t.database.handle.db);
    const deleteMember = () =>
      t.app.inject({ method: "DELETE", url: `/api/admin/users/${memberId}`, headers: { origin: TEST_ORIGIN, cookie } });
    const settings = () =>
      t.app.inject({
        method: "PATCH",
        url: "/api/admin/settings",
        headers: { origin: TEST_ORIGIN, cookie, "content-type": "application/json" },
        payload: { autoPublish: false },
      });

    t.clock.advance(STEP_UP_MAX_AGE_MS - 1000);
    expect((await settings()).statusCode).toBe(200);
    t.clock.advance(1000);
    for (const refused of [await deleteMember(), await settings()]) {
      expect(refused.statusCode).toBe(403);
      expect(refused.json()).toEqual({ message: englishMessage(SECOND_FACTOR_MESSAGES.stepUpRequired), stepUp: true });
    }
    // Reading is not a change: the admin panel still loads.
    const stats = await t.app.inject({ method: "GET", url: "/api/admin/stats", headers: { cookie } });
    expect(stats.statusCode).toBe(200);

    const wrong = await postJson(t.app, "/api/auth/step-up", { code: "000000" }, cookie);
    expect(wrong.statusCode).toBe(400);
    const confirmed = await postJson(
      t.app,
      "/api/auth/step-up",
      { code: totpCode(TEST_TOTP_SECRET, t.clock.now()) },
      cookie,
    );
    expect(confirmed.statusCode).toBe(200);
    expect((await deleteMember()).statusCode).toBe(204);
  });

  it("asks for the second factor again before a sensitive change once the last check is a few minutes old", async () => {
    const member = await register();
    const device = await addPasskey(member.cookie);
    const changePassword = () =>
      postJson(
        t.app,
        "/api/auth/change-password",
        { currentPassword: member.password, newPassword: "a brand new passphrase here" },
        member.cookie,
      );

    t.clock.advance(STEP_UP_MAX_AGE_MS);
    const refused = await changePassword();
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({ message: englishMessage(SECOND_FACTOR_MESSAGES.stepUpRequired), stepUp: true });

    // The passkey, from this session, confirms it is them without a new session.
    const asked = await options("/api/auth/passkeys/sign-in/options");
    const confirmed = await postJson(
      t.app,
      "/api/auth/passkeys/sign-in",
      { response: device.signIn(asked, TEST_ORIGIN) },
      member.cookie,
    );
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.cookies).toEqual([]);
    expect((await changePassword()).statusCode).toBe(200);
  });

  it("confirms it is them with the app's code, once per code", async () => {
    const member = await register();
    const setup = await postJson(t.app, "/api/auth/second-factor/setup", {}, member.cookie);
    const { secret } = setup.json<{ secret: string }>();
    await postJson(t.app, "/api/auth/second-factor/confirm", { code: totpCode(secret, t.clock.now()) }, member.cookie);
    t.clock.advance(STEP_UP_MAX_AGE_MS);
    const remove = () => postJson(t.app, "/api/auth/second-factor/disable", { code: "000000" }, member.cookie);
    expect((await remove()).json()).toMatchObject({ stepUp: true });

    const code = totpCode(secret, t.clock.now());
    const stepUp = await postJson(t.app, "/api/auth/step-up", { code }, member.cookie);
    expect(stepUp.statusCode).toBe(200);
    expect((await postJson(t.app, "/api/auth/step-up", { code }, member.cookie)).statusCode).toBe(400);
    // Past the step-up, the change itself still checks its own code.
    expect((await remove()).json()).toEqual(
      expect.objectContaining({ message: englishMessage(SECOND_FACTOR_MESSAGES.codeInvalid) }),
    );
  });
});
