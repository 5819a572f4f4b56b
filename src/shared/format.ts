/** Prices with 2 to 5 decimals in lists, exactly 4 in detail cards; P&L with 2 and a sign. */
const PRICE = new Intl.NumberFormat("en-US", { minimumFractionDigits: 2, maximumFractionDigits: 5 });
const DETAIL_PRICE = new Intl.NumberFormat("en-US", { minimumFractionDigits: 4, maximumFractionDigits: 4 });
const PERCENT = new Intl.NumberFormat("en-US", { minimumFractionDigits: 2, maximumFractionDigits: 2 });
const PNL = new Intl.NumberFormat("en-US", {
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
  signDisplay: "exceptZero",
});

export const NO_VALUE = "—";

export function formatPrice(value: number | null | undefined): string {
  return value == null ? NO_VALUE : PRICE.format(value);
}

export function formatDetailPrice(value: number | null | undefined): string {
  return value == null ? NO_VALUE : DETAIL_PRICE.format(value);
}

/** "+1.25%", "-0.50%", "0.00%". */
export function formatPnl(value: number | null | undefined): string {
  return value == null ? NO_VALUE : `${PNL.format(value)}%`;
}

/** A percentage without a forced sign, e.g. target return or max risk: "2.50%". */
export function formatPercent(value: number | null | undefined): string {
  return value == null ? NO_VALUE : `${PERCENT.format(value)}%`;
}
