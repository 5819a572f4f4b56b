/**
 * docs/product.md#price-input: what a person types in a price or share box, read as a number. A decimal comma is a
 * decimal point ("1,0850" is 1.085); commas grouping thousands before a decimal point ("2,345.10", as prices are
 * shown) are dropped. Plain decimal notation only: no exponents, hex or "Infinity".
 */
const PLAIN_DECIMAL = /^[+-]?(\d+\.?\d*|\.\d+)$/;
const GROUPED_THOUSANDS = /^[+-]?\d{1,3}(,\d{3})+\.\d*$/;

/** undefined for an empty box, NaN for text that is not a number. */
export function parseDecimal(text: string): number | undefined {
  const trimmed = text.trim();
  if (trimmed === "") return undefined;
  const normalized = GROUPED_THOUSANDS.test(trimmed) ? trimmed.replaceAll(",", "") : trimmed.replace(/,(?=\d*$)/, ".");
  return PLAIN_DECIMAL.test(normalized) ? Number(normalized) : Number.NaN;
}
