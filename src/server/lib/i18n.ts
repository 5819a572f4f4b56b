import { loadCatalogues, NAMESPACES } from "../../shared/i18n/catalogues.js";
import type { Language } from "../../shared/i18n/languages.js";
import { translate, type Catalogues } from "../../shared/i18n/translate.js";

/*
 * The server's texts in a member's language (docs/decisions/0037-languages.md): the same catalogues the screens read,
 * every namespace of the language loaded once and kept, read with the same `translate` the public pages use.
 */

const loaded = new Map<Language, Promise<Catalogues>>();

function cataloguesOf(language: Language): Promise<Catalogues> {
  let catalogues = loaded.get(language);
  if (!catalogues) {
    catalogues = loadCatalogues(language, NAMESPACES);
    catalogues.catch(() => loaded.delete(language));
    loaded.set(language, catalogues);
  }
  return catalogues;
}

/** `t` for one language: the text at a whole key ("email:layout.questions"), its placeholders filled. */
export async function serverTranslator(
  language: Language,
): Promise<(key: string, values?: Record<string, string | number>) => string> {
  const catalogues = await cataloguesOf(language);
  return (key, values) => translate(language, catalogues, key, values);
}
