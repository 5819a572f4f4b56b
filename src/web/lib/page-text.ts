import { NAMESPACES, loadCatalogues, type Namespace } from "@shared/i18n/catalogues";
import { translate, type TranslateValues } from "@shared/i18n/translate";
import { pageLanguage } from "@/lib/i18n";

/*
 * Text shown from outside the screens (docs/decisions/0037-languages.md): a mutation's failure toast, the sign-out's
 * notice, the update prompt, the passkey prompt's refusal. The code that makes such a text names it by its catalogue
 * key, and it is worded in the page's language when it is shown: by a screen with `t`, or here, where no screen is.
 */

/** A text of the catalogues by its whole key: "account:api.revokeFailed". */
export type TextKey = `${Namespace}:${string}`;

/** A text by its key, with the values of its placeholders when it has any. */
export type Words = TextKey | { key: TextKey; values: TranslateValues };

const KEY_PATH = /^[\w.]+$/;

/** Whether `value` names a catalogue text ("account:api.revokeFailed"), not a text written as it is shown. */
export function isTextKey(value: unknown): value is TextKey {
  if (typeof value !== "string") return false;
  const colon = value.indexOf(":");
  return (
    colon > 0 &&
    (NAMESPACES as readonly string[]).includes(value.slice(0, colon)) &&
    KEY_PATH.test(value.slice(colon + 1))
  );
}

/**
 * `words` in the page's language (the one on `<html lang>`, which the member app and the public pages keep), at the
 * moment they are shown. The member app has loaded its namespaces already, so their modules are at hand with no
 * request, offline too; a public page loads the one it needs now. Read with `translate`, which translate.test.ts holds
 * to the member app's i18next text.
 */
export async function pageText(words: Words): Promise<string> {
  const { key, values } = typeof words === "string" ? { key: words, values: undefined } : words;
  const namespace = key.slice(0, key.indexOf(":")) as Namespace;
  const language = pageLanguage();
  return translate(language, await loadCatalogues(language, [namespace]), key, values);
}
