import { SUPPORT_MESSAGE_MAX, SUPPORT_MESSAGES } from "../../shared/support.js";
import type { FastifyRequest } from "fastify";
import { describe, expect, it } from "vitest";
import { AUTH_MESSAGES, PASSWORD_MIN_LENGTH } from "../../shared/auth.js";
import { LANGUAGES } from "../../shared/i18n/languages.js";
import { adminOnlyText, AppError, englishMessage } from "./app-error.js";
import { messageTranslator, requestLanguage, serverTranslator } from "./i18n.js";

const request = (parts: { language?: string | null; cookie?: string; acceptLanguage?: string }) =>
  ({
    auth: parts.language === undefined ? null : { user: { language: parts.language } },
    cookies: parts.cookie === undefined ? {} : { lang: parts.cookie },
    headers: parts.acceptLanguage === undefined ? {} : { "accept-language": parts.acceptLanguage },
  }) as unknown as FastifyRequest;

describe("the language a request is answered in", () => {
  it("is the member's stored language, before the cookie and the browser's", () => {
    expect(requestLanguage(request({ language: "es", cookie: "ru", acceptLanguage: "ar" }))).toBe("es");
  });

  it("is the cookie's, then the browser's, for a visitor or a member who has not chosen", () => {
    expect(requestLanguage(request({ language: null, cookie: "tr", acceptLanguage: "ar" }))).toBe("tr");
    expect(requestLanguage(request({ cookie: "xx", acceptLanguage: "pt-PT,en;q=0.5" }))).toBe("pt-BR");
    expect(requestLanguage(request({ acceptLanguage: "fr, de" }))).toBe("en");
    expect(requestLanguage(request({}))).toBe("en");
  });

  it("is found before the cookies are read too (Fastify's router refuses some addresses that early)", () => {
    const early = { headers: { "accept-language": "id" } } as unknown as FastifyRequest;
    expect(requestLanguage(early)).toBe("id");
  });
});

describe("the server's translator", () => {
  it("fills a key's text in the language, its plural form chosen by count", async () => {
    const ru = await serverTranslator("ru");
    expect(ru("messages:auth.signInRequired")).toBe("Войдите, чтобы продолжить.");
    expect(ru("messages:email.verificationSent", { count: 24 })).toContain("24 часа");
    expect(ru("messages:email.verificationSent", { count: 5 })).toContain("5 часов");
  });

  it("reads a key no catalogue has as itself", async () => {
    const es = await serverTranslator("es");
    expect(es("messages:no.such.text")).toBe("messages:no.such.text");
  });

  it("reads the namespaces it is given alone: a refusal's translator loads the messages, nothing else", async () => {
    expect((await messageTranslator("ru"))("messages:auth.signInRequired")).toBe("Войдите, чтобы продолжить.");
    const legal = await serverTranslator("ru", ["legal"]);
    expect(legal("messages:auth.signInRequired")).toBe("messages:auth.signInRequired");
  });

  it("states the password's minimum length and a support message's maximum the shared rules enforce, in every language", async () => {
    for (const language of LANGUAGES) {
      const t = await serverTranslator(language);
      expect(t(AUTH_MESSAGES.passwordTooShort), language).toContain(String(PASSWORD_MIN_LENGTH));
      expect(t(SUPPORT_MESSAGES.tooLong), language).toContain(String(SUPPORT_MESSAGE_MAX));
    }
  });
});

describe("an AppError named by its key", () => {
  it("keeps the key for the answer and its English text as its message", () => {
    const error = new AppError("unauthenticated", AUTH_MESSAGES.invalidCredentials);
    expect(error.key).toBe(AUTH_MESSAGES.invalidCredentials);
    expect(error.message).toBe("Invalid email or password");
    expect(englishMessage(AUTH_MESSAGES.invalidCredentials)).toBe("Invalid email or password");
  });

  it("keeps an admin-only text as it is", () => {
    const error = new AppError("invalid", adminOnlyText("Not a key: shown as written"));
    expect(error.key).toBeUndefined();
    expect(error.message).toBe("Not a key: shown as written");
  });
});
