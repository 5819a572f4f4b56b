import { decimalSeparatorOf, parseDecimal, type DecimalSeparator } from "@shared/price-input";

/** How this browser's person writes a decimal number (docs/product.md#price-input): their language's separator. */
export const browserDecimalSeparator = (): DecimalSeparator =>
  decimalSeparatorOf(typeof navigator === "undefined" ? undefined : navigator.language);

/** A typed number read as this browser's person writes it: undefined when empty, NaN when not a number. */
export const parseTyped = (text: string): number | undefined => parseDecimal(text, browserDecimalSeparator());
