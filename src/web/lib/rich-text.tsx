import { Fragment, type ReactNode } from "react";
import type { TranslateValues } from "@shared/i18n/translate";
import type { TranslateFunction } from "@/lib/i18n";

/** Marks a placeholder's place in a translated text; no catalogue writes it. */
const MARK = "\u2063";

/**
 * A translated sentence with elements in it (links, emphasis), where each language puts them in its own order:
 * the catalogue names each as a placeholder ("I agree to the {{terms}} and {{privacy}}"), and each is filled with
 * its element here. `values` are the text's plain placeholders (a count that chooses the plural form).
 */
export function richText(
  t: TranslateFunction,
  key: string,
  elements: Readonly<Record<string, ReactNode>>,
  values: TranslateValues = {},
): ReactNode {
  const marks = Object.fromEntries(Object.keys(elements).map((name) => [name, `${MARK}${name}${MARK}`]));
  return t(key, { ...values, ...marks })
    .split(MARK)
    .map((part, index) => (
      // Odd parts are the placeholders' names, between two marks.
      <Fragment key={index}>{index % 2 === 1 ? (elements[part] ?? part) : part}</Fragment>
    ));
}
