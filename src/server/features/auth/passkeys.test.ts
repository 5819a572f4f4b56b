import { englishMessage } from "../../lib/app-error.js";
import { describe, expect, it } from "vitest";
import { RECOVERY_CODE_COUNT, SECOND_FACTOR_MESSAGES, type WebAuthnOptions } from "../../../shared/auth.js";
import { softAuthenticator, type SoftAuthenticator } from "../../../../test/support/soft-authenticator.js";
import {
  TEST_NOW,
  TEST_ORIGIN,
  newMember,
  postJson,
  sessionCookieOf,
  useTestApp,
} from "../../../../test/support/test-app.js";
import { TEST_DIALECTS } from "../../../../test/support/test-env.js";
import { outboxMailsTo } from "../../../../test/support/mail.js";
import { ensureAdmin } from "./admin-bootstrap.js";

const ADMIN = { email: "boss@example.com", password: "the admin's own passphrase" };

describe.each(TEST_DIALECTS)("passkeys on %s", (dialect) => {
  const t = useTestApp(dialect, { clockAt: TEST_NOW });
  const db = () => t.database.handle.db;
  const options = async (url: string, body: object = {}, cookie?: string) => {
    const answer = await postJson(t.app, url, body, cookie);
    expect(answer.statusCode, answer.body).toBe(200);
    return answer.json<WebAuthnOptions>();
  };
  const get = (url: string, cookie: string) => t.app.inject({ method: "GET", url, headers: { cookie } });
  const register = async () => {
    const member = newMember();
    return { ...member, cookie: sessionCookieOf(await postJson(t.app, "/api/auth/register", member)) };
  };
  /** Adds a passkey to the signed-in account, as account settings do. */
  const addPasskey = async (cookie: string, device: SoftAuthenticator = softAuthenticator()) => {
    const created = device.register(await options("/api/auth/passkeys/options", {}, cookie), TEST_ORIGIN);
    return postJson(t.app, "/api/auth/passkeys", { response: created }, cookie);
  };
  const signInWith = async (device: SoftAuthenticator, tamper?: Parameters<SoftAuthenticator["signIn"]>[2]) => {
    const asked = await options("/api/auth/passkeys/sign-in/options");
    return postJson(t.app, "/api/auth/passkeys/sign-in", { response: device.signIn(asked, TEST_ORIGIN, tamper) });
  };

  it("a member adds a passkey, gets recovery codes once, and then signs in with it alone", async () => {
    const member = await register();
    const device = softAuthenticator();
    const added = await addPasskey(member.cookie, device);
    expect(added.statusCode, added.body).toBe(201);
    const { passkey, recoveryCodes } = added.json<{ passkey: { id: string; name: string }; recoveryCodes: string[] }>();
    expect(passkey.id).toBe(device.credentialId);
    expect(recoveryCodes).toHaveLength(RECOVERY_CODE_COUNT);
    // A second passkey does not replace the codes.
    expect((await addPasskey(member.cookie)).json()).not.toHaveProperty("recoveryCodes");
    expect((await get("/api/auth/passkeys", member.cookie)).json()).toHaveLength(2);

    const signedIn = await signInWith(device);
    expect(signedIn.statusCode, signedIn.body).toBe(200);
    expect(signedIn.json()).toMatchObject({ email: member.email.toLowerCase() });
    const me = await get("/api/auth/me", sessionCookieOf(signedIn));
    expect(me.statusCode).toBe(200);

    // With a passkey on, the password alone no longer signs in: the passkey or a recovery code is asked for.
    const password = await postJson(t.app, "/api/auth/login", { email: member.email, password: member.password });
    expect(password.statusCode).toBe(401);
    expect(password.json()).toMatchObject({ secondFactor: "passkey" });
    const recovered = await postJson(t.app, "/api/auth/login", {
      email: member.email,
      password: member.password,
      code: recoveryCodes[0],
    });
    expect(recovered.statusCode).toBe(200);
  });

  it("refuses an answer to a challenge already used, one from another origin, and a lower signature counter", async () => {
    const member = await register();
    const device = softAuthenticator();
    await addPasskey(member.cookie, device);

    const asked = await options("/api/auth/passkeys/sign-in/options");
    const answer = device.signIn(asked, TEST_ORIGIN);
    expect((await postJson(t.app, "/api/auth/passkeys/sign-in", { response: answer })).statusCode).toBe(200);
    const replay = await postJson(t.app, "/api/auth/passkeys/sign-in", { response: answer });
    expect(replay.statusCode).toBe(400);
    expect(replay.json()).toEqual({ message: englishMessage(SECOND_FACTOR_MESSAGES.passkeyExpired) });

    const phishing = device.signIn(await options("/api/auth/passkeys/sign-in/options"), "https://signaldesk.example");
    const fromElsewhere = await postJson(t.app, "/api/auth/passkeys/sign-in", { response: phishing });
    expect(fromElsewhere.statusCode).toBe(401);
    expect(fromElsewhere.cookies).toEqual([]);

    const cloned = await signInWith(device, { counter: 1 });
    expect(cloned.statusCode).toBe(401);
    const unlockedWithout = await signInWith(device, { userVerified: false });
    expect(unlockedWithout.statusCode).toBe(401);
    expect(unlockedWithout.json()).toEqual({ message: englishMessage(SECOND_FACTOR_MESSAGES.passkeyNotChecked) });
  });

  it("answers an unknown passkey and a stale challenge with a message, and malformed answers with 400", async () => {
    const stranger = await signInWith(softAuthenticator());
    expect(stranger.statusCode).toBe(401);
    expect(stranger.json()).toEqual({ message: englishMessage(SECOND_FACTOR_MESSAGES.passkeyUnknown) });

    const member = await register();
    const device = softAuthenticator();
    await addPasskey(member.cookie, device);
    const asked = await options("/api/auth/passkeys/sign-in/options");
    t.clock.advance(5 * 60 * 1000 + 1);
    const late = await postJson(t.app, "/api/auth/passkeys/sign-in", { response: device.signIn(asked, TEST_ORIGIN) });
    expect(late.statusCode).toBe(400);
    expect(late.json()).toEqual({ message: englishMessage(SECOND_FACTOR_MESSAGES.passkeyExpired) });

    for (const response of [{}, { id: "x", rawId: "x", type: "password", response: {} }, "passkey"]) {
      const answer = await postJson(t.app, "/api/auth/passkeys/sign-in", { response });
      expect(answer.statusCode).toBe(400);
      expect(answer.json()).toHaveProperty("message");
    }
  });

  it("a registration answer signed for another account's challenge is refused", async () => {
    const [first, second] = [await register(), await register()];
    const asked = await options("/api/auth/passkeys/options", {}, first.cookie);
    const created = softAuthenticator().register(asked, TEST_ORIGIN);
    const elsewhere = await postJson(t.app, "/api/auth/passkeys", { response: created }, second.cookie);
    expect(elsewhere.statusCode).toBe(400);
    expect((await get("/api/auth/passkeys", second.cookie)).json()).toEqual([]);
  });

  it("an administrator's first sign-in registers a passkey instead of an app, and signs in with it", async () => {
    await ensureAdmin(db(), ADMIN.email, ADMIN.password, t.clock.now());
    const asked = await options("/api/auth/passkeys/enrolment/options", ADMIN);
    const device = softAuthenticator();
    const wrongPassword = await postJson(t.app, "/api/auth/passkeys/enrolment", {
      ...ADMIN,
      password: "a guess",
      response: device.register(asked, TEST_ORIGIN),
    });
    expect(wrongPassword.statusCode).toBe(401);
    const enrolled = await postJson(t.app, "/api/auth/passkeys/enrolment", {
      ...ADMIN,
      response: device.register(asked, TEST_ORIGIN),
    });
    expect(enrolled.statusCode, enrolled.body).toBe(200);
    expect(enrolled.json<{ recoveryCodes: string[] }>().recoveryCodes).toHaveLength(RECOVERY_CODE_COUNT);
    // Its device is known from now on: told once, at this first sign-in, and not again when it signs in from it.
    const newSignInMails = async () => {
      await t.app.backgroundTasks.idle();
      const mails = await outboxMailsTo(t, ADMIN.email);
      return mails.filter((mail) => mail.subject === "New sign-in to your account");
    };
    expect(await newSignInMails()).toHaveLength(1);
    expect((await get("/api/admin/stats", sessionCookieOf(enrolled))).statusCode).toBe(200);

    // Once a factor is on, enrolling again by password alone is refused.
    const again = await postJson(t.app, "/api/auth/passkeys/enrolment/options", ADMIN);
    expect(again.statusCode).toBe(409);
    const signedIn = await signInWith(device);
    expect((await get("/api/admin/stats", sessionCookieOf(signedIn))).statusCode).toBe(200);
    expect(await newSignInMails()).toHaveLength(1);

    // The administrator's only factor stays.
    const remove = await t.app.inject({
      method: "DELETE",
      url: `/api/auth/passkeys/${device.credentialId}`,
      headers: { origin: TEST_ORIGIN, cookie: sessionCookieOf(signedIn) },
    });
    expect(remove.statusCode).toBe(403);
    expect(remove.json()).toEqual({ message: englishMessage(SECOND_FACTOR_MESSAGES.lastFactor) });
  });
});
