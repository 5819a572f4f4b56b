import type { FastifyRequest } from "fastify";
import { NAMESPACES, loadCatalogue, type Namespace } from "../../shared/i18n/catalogues.js";
import { visitorLanguage } from "../../shared/i18n/language-choice.js";
import { DEFAULT_LANGUAGE, LANGUAGE_COOKIE, isLanguage, type Language } from "../../shared/i18n/languages.js";
import type { MessageKey } from "../../shared/i18n/message-keys.js";
import { translate, type Catalogue, type Catalogues, type TranslateValues } from "../../shared/i18n/translate.js";

/*
 * The server's text in a member's or visitor's language (docs/decisions/0038-server-messages.md): its refusals, and
 * the emails, pushes and room posts it sends. The same catalogues as the web, read with `translate` (translate.test.ts
 * holds it to i18next's text), each language's namespace loaded the first time it is asked for and kept: a server
 * holds only the languages its members and visitors read, and nothing of them before the first text it writes
 * (docs/performance.md, "translation catalogues at start").
 */

/** A text of the catalogues ("messages:request.invalid") in one language, its placeholders filled. */
export type ServerTranslate = (key: string, values?: TranslateValues) => string;

/** A text of the `messages` catalogue alone: what a refusal or a route's own `{message}` says. */
export type MessageTranslate = (key: MessageKey, values?: TranslateValues) => string;

const loaded = new Map<`${Language} ${Namespace}`, Promise<Catalogue>>();

function catalogueOf(language: Language, namespace: Namespace): Promise<Catalogue> {
  const key = `${language} ${namespace}` as const;
  let catalogue = loaded.get(key);
  if (!catalogue) {
    catalogue = loadCatalogue(language, namespace);
    // A failed load is tried again next time rather than kept.
    catalogue.catch(() => loaded.delete(key));
    loaded.set(key, catalogue);
  }
  return catalogue;
}

async function cataloguesOf(language: Language, namespaces: readonly Namespace[]): Promise<Catalogues> {
  const catalogues = await Promise.all(namespaces.map((namespace) => catalogueOf(language, namespace)));
  return Object.fromEntries(namespaces.map((namespace, index) => [namespace, catalogues[index]]));
}

/**
 * The texts of `language` in `namespaces` (all of them unless named): a key its catalogue lacks reads the English
 * text, and a key no catalogue has, or one of a namespace not named, reads as itself (as i18next answers).
 */
export async function serverTranslator(
  language: Language,
  namespaces: readonly Namespace[] = NAMESPACES,
): Promise<ServerTranslate> {
  const [own, english] = await Promise.all([
    cataloguesOf(language, namespaces),
    language === DEFAULT_LANGUAGE ? undefined : cataloguesOf(DEFAULT_LANGUAGE, namespaces),
  ]);
  return (key, values) => {
    const text = translate(language, own, key, values);
    return text === key && english ? translate(DEFAULT_LANGUAGE, english, key, values) : text;
  };
}

/** The `messages` catalogue of `language` alone: a refusal loads no other namespace. */
export function messageTranslator(language: Language): Promise<MessageTranslate> {
  return serverTranslator(language, ["messages"]);
}

/**
 * The language to answer a request in: the signed-in member's stored choice, else the visitor's (the `lang`
 * cookie, else Accept-Language, else English).
 */
export function requestLanguage(request: FastifyRequest): Language {
  // `auth` is set on /api and /ws requests; a request refused before that has none.
  const stored = (request.auth as FastifyRequest["auth"] | undefined)?.user.language;
  if (isLanguage(stored)) return stored;
  const cookies = request.cookies as FastifyRequest["cookies"] | undefined;
  return visitorLanguage(cookies?.[LANGUAGE_COOKIE], request.headers["accept-language"]);
}

/** The `messages` texts of the language to answer `request` in: for a route's own `{message}`. */
export function requestTranslator(request: FastifyRequest): Promise<MessageTranslate> {
  return messageTranslator(requestLanguage(request));
}
