/**
 * Every number and date a screen shows, formatted one way (en-US). Prices with 2 to 5 decimals in lists, exactly 4
 * in detail cards; P&L with 2 and a sign; a figure with no data yet reads "—" (docs/product.md#metrics).
 */
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

const MONEY = new Intl.NumberFormat("en-US", { style: "currency", currency: "USD" });
const WHOLE = new Intl.NumberFormat("en-US", { maximumFractionDigits: 0 });
const ONE_DECIMAL = new Intl.NumberFormat("en-US", { maximumFractionDigits: 1 });
const TWO_DECIMALS = new Intl.NumberFormat("en-US", {
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
  useGrouping: false,
});

/** Dollars: "$228.00". */
export function formatMoney(dollars: number | null): string {
  return dollars === null ? NO_VALUE : MONEY.format(dollars);
}

export function formatCount(value: number | null): string {
  return value === null ? NO_VALUE : WHOLE.format(value);
}

export function formatAverage(value: number | null): string {
  return value === null ? NO_VALUE : ONE_DECIMAL.format(value);
}

/** A rate with one decimal: "33.3%". */
export function formatRate(percent: number | null): string {
  return percent === null ? NO_VALUE : `${ONE_DECIMAL.format(percent)}%`;
}

/** A ratio with two decimals, as risk/reward and profit factor are shown: "2.67". */
export function formatRatio(value: number | null): string {
  return value === null ? NO_VALUE : TWO_DECIMALS.format(value);
}

/** A fall in percentage points, shown as the loss it was: "-4.00%", or "0.00%" with none. */
export const formatDrawdown = (points: number): string => (points === 0 ? "0.00%" : `-${formatPercent(points)}`);

/** Session length style: "4m 32s"; "1h 05m" past an hour; "45s" under a minute. */
export function formatDuration(seconds: number | null): string {
  if (seconds === null) return NO_VALUE;
  const total = Math.round(seconds);
  const hours = Math.floor(total / 3600);
  const minutes = Math.floor((total % 3600) / 60);
  const rest = total % 60;
  if (hours > 0) return `${hours}h ${String(minutes).padStart(2, "0")}m`;
  if (minutes > 0) return `${minutes}m ${rest}s`;
  return `${rest}s`;
}

const DATE_TIME = new Intl.DateTimeFormat("en-US", {
  year: "numeric",
  month: "short",
  day: "numeric",
  hour: "2-digit",
  minute: "2-digit",
});
const DATE = new Intl.DateTimeFormat("en-US", { year: "numeric", month: "short", day: "numeric" });
const UTC_DATE = new Intl.DateTimeFormat("en-US", { year: "numeric", month: "short", day: "numeric", timeZone: "UTC" });
const UTC_DATE_TIME = new Intl.DateTimeFormat("en-US", {
  year: "numeric",
  month: "short",
  day: "numeric",
  hour: "2-digit",
  minute: "2-digit",
  timeZone: "UTC",
  timeZoneName: "short",
});
const LONG_DATE = new Intl.DateTimeFormat("en-US", { year: "numeric", month: "long", day: "numeric" });

/** "Nov 21, 2026, 12:00 PM" in the reader's own time zone. */
export const formatDateTime = (at: string | Date): string => DATE_TIME.format(new Date(at));

/** "Nov 21, 2026, 12:00 PM UTC": for an email, whose reader's time zone the server does not know. */
export const formatUtcDateTime = (at: string | Date): string => UTC_DATE_TIME.format(new Date(at));

/** "Nov 21, 2026" in the reader's own time zone. */
export const formatDate = (at: string | Date): string => DATE.format(new Date(at));

/** "Nov 21, 2026" as a UTC day: an access expiry is the end of a UTC day, the same day wherever it is read. */
export const formatUtcDate = (at: string | Date): string => UTC_DATE.format(new Date(at));

/** "November 21, 2026". */
export const formatLongDate = (at: string | Date): string => LONG_DATE.format(new Date(at));
