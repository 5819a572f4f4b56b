import type { Namespace } from "@shared/i18n/catalogues";
import type { TranslateValues } from "@shared/i18n/translate";
import { translationOnScreen } from "@/lib/i18n";

/*
 * Text shown from outside the screens (docs/decisions/0037-languages.md): a mutation's failure toast, the sign-out's
 * notice, the update prompt, the passkey prompt's refusal. The code that makes such a text names it by its catalogue
 * key, and it is worded in the page's language when it is shown: by a screen with `t`, or here, where no screen is.
 */

/** A text of the catalogues by its whole key: "account:api.revokeFailed". */
export type TextKey = `${Namespace}:${string}`;

/** A text by its key, with the values of its placeholders when it has any. */
export type Words = TextKey | { key: TextKey; values: TranslateValues };

/** Whether `value` names a catalogue text ("account:api.revokeFailed"), not a sentence written as it is shown. */
export function isTextKey(value: unknown): value is TextKey {
  return typeof value === "string" && /^[a-zA-Z]+:[\w.]+$/.test(value);
}

/**
 * `words` in the language on screen, at the moment they are shown: read by the translation the screens read (the
 * member app's i18next, which has loaded every namespace; a public page's catalogues, which load the one it needs
 * now, so that nothing joins a page's first download). Before the first screen has drawn (a sign-out resumed at
 * start), it waits for it.
 */
export async function pageText(words: Words): Promise<string> {
  const { key, values } = typeof words === "string" ? { key: words, values: undefined } : words;
  const { t, loadMore } = await translationOnScreen();
  await loadMore?.([key.slice(0, key.indexOf(":")) as Namespace]);
  return t(key, values);
}
