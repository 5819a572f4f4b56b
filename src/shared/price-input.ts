/**
 * docs/product.md#price-input: what a person types in a price or share box, read as a number, the way their locale
 * writes numbers. With both a comma and a point, the last one is the decimal separator and the other groups thousands
 * ("2,345.10", as prices are shown, or "2.345,10"). A lone separator is a decimal separator ("1,0850" is 1.085),
 * except where it is followed by exactly three digits after one to three others ("3,250", "3.250"): that may group
 * thousands or mark decimals, and the locale decides. Plain decimal notation only: no exponents, hex or "Infinity".
 */
import { formatLocale } from "./format.js";
import type { Language } from "./i18n/languages.js";

export type DecimalSeparator = "." | ",";

const PLAIN_DECIMAL = /^[+-]?(\d+\.?\d*|\.\d+)$/;
/** One separator that could be either: "3,250" is 3250 grouped or 3.25 with a decimal comma. */
const EITHER_WAY = /^[+-]?[1-9]\d{0,2}[.,]\d{3}$/;

/** The decimal separator a locale writes ("de-DE" ","; "en-US" "."); a point when the locale is unknown. */
export function decimalSeparatorOf(locale: string | undefined): DecimalSeparator {
  try {
    const decimal = new Intl.NumberFormat(locale).formatToParts(1.5).find((part) => part.type === "decimal");
    return decimal?.value === "," ? "," : ".";
  } catch {
    return ".";
  }
}

/**
 * The decimal separator of a language SignalDesk speaks, as its prices are shown (format.ts): a comma in Spanish,
 * Portuguese, Russian, Turkish and Indonesian, a point in English and in Arabic (Latin digits).
 */
export const decimalSeparatorFor = (language: Language): DecimalSeparator => decimalSeparatorOf(formatLocale(language));

/**
 * A number put back in a box to be edited: plain digits, never grouped (so it reads back one way only), with
 * `decimal` as its separator: "1,2345" in a decimal-comma language. Small prices keep their digits ("0,0000001"),
 * never an exponent the box would refuse.
 */
export function priceInputText(value: number | null | undefined, decimal: DecimalSeparator): string {
  if (value == null || !Number.isFinite(value)) return "";
  const plain = withoutExponent(String(value));
  return decimal === "," ? plain.replace(".", ",") : plain;
}

/** "1e-7" as "0.0000001", "1.5e+21" as "1500000000000000000000": the same digits, the point moved. */
function withoutExponent(shortest: string): string {
  const [mantissa = "", exponent] = shortest.split("e");
  if (exponent === undefined) return mantissa;
  const sign = mantissa.startsWith("-") ? "-" : "";
  const [whole = "", fraction = ""] = mantissa.replace("-", "").split(".");
  const digits = whole + fraction;
  const point = whole.length + Number(exponent);
  if (point <= 0) return `${sign}0.${"0".repeat(-point)}${digits}`;
  if (point >= digits.length) return `${sign}${digits}${"0".repeat(point - digits.length)}`;
  return `${sign}${digits.slice(0, point)}.${digits.slice(point)}`;
}

/** Whole groups of three after the first one to three digits: "1,234,567" with "," as `separator`. */
const groupedBy = (separator: string) => new RegExp(`^[+-]?\\d{1,3}(\\${separator}\\d{3})+$`);

/**
 * The text in plain notation, reading `decimal` as the decimal separator and the other as grouping thousands; null
 * where groups are not whole.
 */
function normalized(text: string, decimal: DecimalSeparator): string | null {
  const group = decimal === "." ? "," : ".";
  const hasComma = text.includes(",");
  const hasPoint = text.includes(".");
  if (hasComma && hasPoint) {
    const last = text.lastIndexOf(",") > text.lastIndexOf(".") ? "," : ".";
    const [whole = "", fraction = "", ...more] = text.split(last);
    if (more.length > 0 || !groupedBy(last === "," ? "." : ",").test(whole)) return null;
    return `${whole.replaceAll(last === "," ? "." : ",", "")}.${fraction}`;
  }
  const separator = hasComma ? "," : hasPoint ? "." : null;
  if (separator === null) return text;
  const count = text.split(separator).length - 1;
  const grouping = count > 1 || (EITHER_WAY.test(text) && separator === group);
  if (grouping) return groupedBy(separator).test(text) ? text.replaceAll(separator, "") : null;
  return text.replace(separator, ".");
}

/** undefined for an empty box, NaN for text that is not a number; `decimal` is the admin's locale's separator. */
export function parseDecimal(text: string, decimal: DecimalSeparator = "."): number | undefined {
  const trimmed = text.trim();
  if (trimmed === "") return undefined;
  const plain = normalized(trimmed, decimal);
  return plain !== null && PLAIN_DECIMAL.test(plain) ? Number(plain) : Number.NaN;
}

/**
 * Why a price typed with digits and separators is not read, in words that show how to write it
 * (docs/product.md#price-input): separators that group thousands in one place and mark decimals in another
 * ("1.234,5,6") are never guessed. Null when it is read, and for text with other characters ("abc"), which the box's
 * own message answers.
 */
export function priceInputProblem(text: string, decimal: DecimalSeparator): string | null {
  const trimmed = text.trim();
  if (!/^[+-]?[\d.,]+$/.test(trimmed) || !Number.isNaN(parseDecimal(trimmed, decimal))) return null;
  const example = decimal === "," ? "1234,56" : "1234.56";
  return `"${trimmed}" mixes up its separators: write the decimals after one "${decimal}", with no other separator (${example})`;
}

/** A box whose separator could be read either way, with the locale's reading first. */
export interface AmbiguousPrice {
  text: string;
  readings: [asTyped: number, otherWay: number];
}

/**
 * docs/product.md#price-input: whether to ask what "3,250" means. Not when the text can be read only one way; not
 * when the locale's reading is at least as close (as a ratio) to the reference, the market price or else the entry;
 * always when there is no reference to judge by.
 */
export function ambiguousPrice(
  text: string,
  decimal: DecimalSeparator,
  reference?: number | null,
): AmbiguousPrice | null {
  const trimmed = text.trim();
  if (!EITHER_WAY.test(trimmed)) return null;
  const asTyped = parseDecimal(trimmed, decimal) as number;
  const otherWay = parseDecimal(trimmed, decimal === "." ? "," : ".") as number;
  if (reference != null && reference > 0 && Number.isFinite(reference)) {
    const distance = (value: number) => Math.abs(Math.log(value / reference));
    if (distance(asTyped) <= distance(otherWay)) return null;
  }
  return { text: trimmed, readings: [asTyped, otherWay] };
}
