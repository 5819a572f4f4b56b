import { describe, expect, it } from "vitest";
import { API_TOKENS_MAX } from "../../shared/api-access.js";
import type { ApiErrorBody } from "../../shared/api-errors.js";
import { memberFor } from "../../../test/support/members.js";
import { callApi } from "../../../test/support/positions.js";
import { TEST_NOW, TEST_ORIGIN, useTestApp } from "../../../test/support/test-app.js";
import { TEST_DIALECTS } from "../../../test/support/test-env.js";

/*
 * docs/decisions/0038-server-messages.md: every refusal's message and field errors are in the caller's language:
 * the member's stored choice, else the `lang` cookie, else Accept-Language, else English. `code`-like fields
 * (`secondFactor`, `stepUp`) and statuses do not change with it.
 */

describe.each(TEST_DIALECTS)("refusals in the caller's language on %s", (dialect) => {
  const t = useTestApp(dialect, { clockAt: TEST_NOW });
  const signIn = (body: unknown, headers: Record<string, string> = {}) =>
    callApi(t, "POST", "/api/auth/login", { body, headers });

  it("answers a visitor's bad sign-in in Arabic when the browser asks for it, and in English by default", async () => {
    const member = await memberFor(t, "trial", t.clock.now());
    const wrong = { email: member.email, password: "not the password" };

    const arabic = await signIn(wrong, { "accept-language": "ar-EG,ar;q=0.9,en;q=0.5" });
    expect(arabic.statusCode).toBe(401);
    expect(arabic.json<ApiErrorBody>().message).toBe("البريد الإلكتروني أو كلمة المرور غير صحيحة");

    const english = await signIn(wrong);
    expect(english.statusCode).toBe(401);
    expect(english.json<ApiErrorBody>().message).toBe("Invalid email or password");

    // A language SignalDesk does not speak reads English; the switcher's cookie wins over the browser's.
    expect((await signIn(wrong, { "accept-language": "fr-FR" })).json<ApiErrorBody>().message).toBe(
      "Invalid email or password",
    );
    const cookie = await signIn(wrong, { "accept-language": "ar", cookie: "lang=tr" });
    expect(cookie.json<ApiErrorBody>().message).toBe("E-posta veya şifre hatalı");
  });

  it("translates field errors, under the fields they name, and keeps the first as the message", async () => {
    const refused = await signIn({ email: "not-an-address", password: "" }, { "accept-language": "es" });
    expect(refused.statusCode).toBe(400);
    const body = refused.json<ApiErrorBody>();
    expect(body.errors).toEqual({
      email: "Introduce un correo electrónico válido",
      password: "Indica tu contraseña",
    });
    expect(body.message).toBe("Introduce un correo electrónico válido");

    const english = (await signIn({ email: "not-an-address", password: "" })).json<ApiErrorBody>();
    expect(english.errors).toEqual({ email: "Enter a valid email address", password: "Password is required" });
  });

  it("answers a member in the language stored on their account, whatever the browser says", async () => {
    const member = await memberFor(t, "inactive", t.clock.now());
    await callApi(t, "PATCH", "/api/account", { cookie: member.cookie, body: { language: "es" } });

    // Positions need a subscription: refused with 403, in Spanish although the browser asks for Russian.
    const refused = await callApi(t, "GET", "/api/positions", {
      cookie: `${member.cookie}; lang=ru`,
      headers: { "accept-language": "ru" },
    });
    expect(refused.statusCode).toBe(403);
    expect(refused.json<ApiErrorBody>().message).toBe("Necesitas una suscripción");

    const wrongPassword = await callApi(t, "POST", "/api/account/delete", {
      cookie: member.cookie,
      body: { password: "not the password" },
    });
    expect(wrongPassword.statusCode).toBe(400);
    expect(wrongPassword.json<ApiErrorBody>()).toMatchObject({
      message: "Tu contraseña no es correcta",
      errors: { password: "Tu contraseña no es correcta" },
    });
  });

  it("answers a visitor's request for a sign-in-only address in their language", async () => {
    const refused = await callApi(t, "GET", "/api/auth/sessions", { headers: { "accept-language": "pt-BR" } });
    expect(refused.statusCode).toBe(401);
    expect(refused.json<ApiErrorBody>().message).toBe("Entre na sua conta para continuar.");
  });

  it("says a malformed body is not JSON in the caller's language", async () => {
    const refused = await t.app.inject({
      method: "POST",
      url: "/api/auth/login",
      headers: { "content-type": "application/json", "accept-language": "id", origin: TEST_ORIGIN },
      payload: "{not json",
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json<ApiErrorBody>().message).toBe("Isi permintaan bukan JSON yang valid");
  });
  it("answers an unknown referral link and a Telegram invite before linking in Spanish", async () => {
    const landing = await callApi(t, "GET", "/api/referrals/landing/2222222222", {
      headers: { "accept-language": "es-ES,es;q=0.9" },
    });
    expect([landing.statusCode, landing.json<ApiErrorBody>().message]).toEqual([
      404,
      "Este enlace de referido no es válido.",
    ]);

    const member = await memberFor(t, "premium", t.clock.now());
    await callApi(t, "PATCH", "/api/account", { cookie: member.cookie, body: { language: "es" } });
    const invite = await callApi(t, "POST", "/api/account/telegram/invite", { cookie: member.cookie });
    expect([invite.statusCode, invite.json<ApiErrorBody>().message]).toEqual([
      409,
      "Primero vincula tu cuenta de Telegram",
    ]);
  });

  it("answers a Spanish member's API tokens, webhooks and devices in Spanish, the limit's number with it", async () => {
    const trial = await memberFor(t, "trial", t.clock.now());
    const pro = await memberFor(t, "premium", t.clock.now());
    for (const member of [trial, pro]) {
      await callApi(t, "PATCH", "/api/account", { cookie: member.cookie, body: { language: "es" } });
    }
    const token = (cookie: string, name: string) =>
      callApi(t, "POST", "/api/account/api-tokens", { cookie, body: { name } });

    const notPro = await token(trial.cookie, "script");
    expect([notPro.statusCode, notPro.json<ApiErrorBody>().message]).toEqual([
      403,
      "Los tokens de API y los webhooks forman parte del plan Pro",
    ]);
    const blank = await token(pro.cookie, "  ");
    expect([blank.statusCode, blank.json<ApiErrorBody>().errors]).toEqual([400, { name: "Ponle un nombre al token" }]);
    for (let n = 0; n < API_TOKENS_MAX; n++) expect((await token(pro.cookie, `token ${n}`)).statusCode).toBe(201);
    const tooMany = await token(pro.cookie, "one more");
    expect([tooMany.statusCode, tooMany.json<ApiErrorBody>().message]).toEqual([
      409,
      `Puedes tener como máximo ${API_TOKENS_MAX} tokens de API: revoca uno primero`,
    ]);

    const plain = await callApi(t, "POST", "/api/account/webhooks", {
      cookie: pro.cookie,
      body: { url: "http://hooks.example.com/x", eventTypes: ["opened"] },
    });
    expect([plain.statusCode, plain.json<ApiErrorBody>().message]).toEqual([
      400,
      "Un endpoint de webhook debe usar https://",
    ]);

    const device = await callApi(t, "POST", "/api/notifications/subscribe", {
      cookie: pro.cookie,
      body: { subscription: { endpoint: "https://push.example.com/x", keys: { p256dh: "k", auth: "a" } } },
    });
    expect(device.statusCode).toBe(400);
    expect(device.json<ApiErrorBody>().message).toBe("Clave p256dh no válida");
  });
});
