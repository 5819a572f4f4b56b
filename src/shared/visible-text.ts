/**
 * docs/product.md#names: text others read (names, assets, symbols, commentary) shows every character it holds.
 * Refused: control characters and the invisible format characters: direction overrides and isolates
 * ("\u202Enimda" reads "admin"), zero-width spaces and joiners ("EUR\u200B/USD" would be another instrument), the
 * byte order mark, and the line and paragraph separators. Commentary keeps its line breaks and tabs.
 */
const INVISIBLE = /[\p{Cc}\p{Cf}\u2028\u2029]/u;
const INVISIBLE_BUT_LINE_BREAKS = /[\p{Cf}\u2028\u2029]|(?![\t\n\r])\p{Cc}/u;

export const visibleTextMessage = (label: string) =>
  `${label} cannot contain invisible, control or text-direction characters`;

/** A name, asset or symbol with no character that changes how it reads without being seen. */
export const isVisibleText = (text: string): boolean => !INVISIBLE.test(text);

/** As isVisibleText, line breaks and tabs allowed: commentary and notes. */
export const isVisibleCommentary = (text: string): boolean => !INVISIBLE_BUT_LINE_BREAKS.test(text);
