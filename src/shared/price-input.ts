/**
 * docs/product.md#price-input: what a person types in a price or share box, read as a number, the way their locale
 * writes numbers. With both a comma and a point, the last one is the decimal separator and the other groups thousands
 * ("2,345.10", as prices are shown, or "2.345,10"). A lone separator is a decimal separator ("1,0850" is 1.085),
 * except where it is followed by exactly three digits after one to three others ("3,250", "3.250"): that may group
 * thousands or mark decimals, and the locale decides. Plain decimal notation only: no exponents, hex or "Infinity".
 */
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
