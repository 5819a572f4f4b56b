import { decimalSeparatorFor, parseDecimal, priceInputText, type DecimalSeparator } from "@shared/price-input";
import { DEFAULT_LANGUAGE } from "@shared/i18n/languages";
import { pageLanguage } from "./i18n";

/**
 * How the person at this page writes a decimal number (docs/product.md#price-input): the separator of the language the
 * page is shown in (their choice, on <html lang>), a comma in Spanish, Portuguese, Russian, Turkish and Indonesian.
 */
export const browserDecimalSeparator = (): DecimalSeparator =>
  decimalSeparatorFor(typeof document === "undefined" ? DEFAULT_LANGUAGE : pageLanguage());

/** A typed number read as this page's person writes it: undefined when empty, NaN when not a number. */
export const parseTyped = (text: string): number | undefined => parseDecimal(text, browserDecimalSeparator());

/** A number put back in a box, written as this page's person writes it: "1,2345" in Spanish. */
export const typedText = (value: number | null | undefined): string => priceInputText(value, browserDecimalSeparator());
