import type { FastifyRequest } from "fastify";
import { NAMESPACES, loadCatalogues } from "../../shared/i18n/catalogues.js";
import { visitorLanguage } from "../../shared/i18n/language-choice.js";
import { DEFAULT_LANGUAGE, LANGUAGE_COOKIE, isLanguage, type Language } from "../../shared/i18n/languages.js";
import { translate, type Catalogues, type TranslateValues } from "../../shared/i18n/translate.js";

/*
 * The server's text in a member's or visitor's language (docs/decisions/0038-server-messages.md): its refusals, and
 * the emails, pushes and room posts it sends. The same catalogues as the web, read with `translate` (translate.test.ts
 * holds it to i18next's text), each language's loaded the first time it is asked for and kept.
 */

/** A text of the catalogues ("messages:request.invalid") in one language, its placeholders filled. */
export type ServerTranslate = (key: string, values?: TranslateValues) => string;

const loaded = new Map<Language, Promise<Catalogues>>();

function cataloguesOf(language: Language): Promise<Catalogues> {
  let catalogues = loaded.get(language);
  if (!catalogues) {
    catalogues = loadCatalogues(language, NAMESPACES);
    // A failed load is tried again next time rather than kept.
    catalogues.catch(() => loaded.delete(language));
    loaded.set(language, catalogues);
  }
  return catalogues;
}

/**
 * The texts of `language`: a key its catalogue lacks reads the English text, and a key no catalogue has reads
 * as itself (as i18next answers).
 */
export async function serverTranslator(language: Language): Promise<ServerTranslate> {
  const [own, english] = await Promise.all([cataloguesOf(language), cataloguesOf(DEFAULT_LANGUAGE)]);
  return (key, values) => {
    const text = translate(language, own, key, values);
    return text === key && language !== DEFAULT_LANGUAGE ? translate(DEFAULT_LANGUAGE, english, key, values) : text;
  };
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

/** The texts of the language to answer `request` in: for a route's own `{message}`. */
export function requestTranslator(request: FastifyRequest): Promise<ServerTranslate> {
  return serverTranslator(requestLanguage(request));
}
