/**
 * Every number and date a screen shows, formatted one way: through Intl in the reader's language (en-US when none is
 * given: emails, the server's texts). A price shows its instrument's precision, trailing zeros kept
 * (docs/product.md#prices); P&L with 2 and a sign; a figure with no data yet reads "—" (docs/product.md#metrics).
 * Digits are Latin in every language, Arabic included (docs/decisions/0037-languages.md): traders read prices so.
 */
import { DEFAULT_LANGUAGE, type Language } from "./i18n/languages.js";
import type { AssetClass } from "./positions.js";

/** The Intl locale a language formats in: en-US for English, Arabic with Latin digits. */
export function formatLocale(language: Language): string {
  switch (language) {
    case "en":
      return "en-US";
    case "ar":
      return "ar-u-nu-latn";
    default:
      return language;
  }
}

/**
 * A formatter per language made on its first use, not when this module loads: the first Intl formatter a page makes
 * starts ICU, which costs a phone tens of milliseconds, and a page that formats nothing (the landing page) should not
 * pay it.
 */
function numberFormat(options: Intl.NumberFormatOptions): (language?: Language) => Intl.NumberFormat {
  const formats = new Map<Language, Intl.NumberFormat>();
  return (language = DEFAULT_LANGUAGE) => {
    let format = formats.get(language);
    if (!format) {
      format = new Intl.NumberFormat(formatLocale(language), options);
      formats.set(language, format);
    }
    return format;
  };
}

const PERCENT = numberFormat({ style: "percent", minimumFractionDigits: 2, maximumFractionDigits: 2 });
const PNL = numberFormat({
  style: "percent",
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
  signDisplay: "exceptZero",
});

/**
 * A number of percent, as its language writes one ("2.50%", "2,50 %", "%2,50"). English keeps its figures' own text,
 * the number then "%", which dividing by 100 for Intl's percent style could round differently at a half.
 */
function percentText(
  value: number,
  language: Language,
  format: (language?: Language) => Intl.NumberFormat,
  english: () => string,
): string {
  return language === DEFAULT_LANGUAGE ? english() : format(language).format(hundredth(value));
}

/** `value` / 100 as an exact decimal string ("1.255e-2"), which Intl rounds as written, not as the nearest double. */
function hundredth(value: number): `${number}` | number {
  if (!Number.isFinite(value)) return value;
  const [mantissa = "0", exponent = "0"] = String(value).split("e");
  return `${Number(mantissa)}e${Number(exponent) - 2}` as `${number}`;
}

export const NO_VALUE = "—";

/** What decides a price's precision: the asset class and the symbol ("EUR/USD", "USDJPY", "XAG/USD", "BTC"). */
export interface Instrument {
  assetClass: AssetClass;
  asset: string;
}

/** A crypto price below 1 keeps this many significant digits, so 0.00001234 never reads 0.00001 or 0.00. */
const SMALL_CRYPTO_SIGNIFICANT_DIGITS = 4;

/** Quoted like silver: three decimals (docs/product.md#prices). */
const THREE_DECIMAL_COMMODITIES = /XAG|SILVER|NATGAS|\bNG\b/;

/**
 * The decimals a price of this instrument shows: forex 5 (JPY pairs 3), stocks, indices and gold 2, silver 3, crypto
 * 2 from 1 upwards and 4 significant digits below it.
 */
export function priceDecimals(value: number, instrument: Instrument): number {
  const symbol = instrument.asset.toUpperCase();
  switch (instrument.assetClass) {
    case "forex":
      return symbol.includes("JPY") ? 3 : 5;
    case "commodities":
      return THREE_DECIMAL_COMMODITIES.test(symbol) ? 3 : 2;
    case "crypto":
      return smallCryptoDecimals(Math.abs(value));
    case "indices":
    case "stocks":
      return 2;
  }
}

function smallCryptoDecimals(magnitude: number): number {
  if (magnitude >= 1 || magnitude === 0) return 2;
  const leadingZeros = -Math.floor(Math.log10(magnitude)) - 1;
  return leadingZeros + SMALL_CRYPTO_SIGNIFICANT_DIGITS;
}

const priceFormats = new Map<string, Intl.NumberFormat>();

function priceFormat(decimals: number, language: Language): Intl.NumberFormat {
  const key = `${language} ${decimals}`;
  let format = priceFormats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(formatLocale(language), {
      minimumFractionDigits: decimals,
      maximumFractionDigits: decimals,
    });
    priceFormats.set(key, format);
  }
  return format;
}

/**
 * A price already at its precision ("1.0724" shown with 5 decimals) needs no rounding: its shortest digits, zeros
 * added and thousands grouped, are what Intl writes, without starting ICU (the landing page's example card). Null when
 * rounding is needed (a price always shows decimals), for an exponent ("1e-7"), and for -0, which Intl writes "-0.00".
 */
function exactPrice(value: number, decimals: number): string | null {
  const digits = String(value);
  const [whole = "", fraction = ""] = digits.split(".");
  if (!Number.isFinite(value) || Object.is(value, -0) || digits.includes("e") || fraction.length > decimals) {
    return null;
  }
  const grouped = whole.replace(/\B(?=(\d{3})+$)/g, ",");
  return `${grouped}.${fraction.padEnd(decimals, "0")}`;
}

/**
 * "1.08500" (EUR/USD), "151.250" (USD/JPY), "2,350.50" (gold), "0.00001234" (a small crypto); "—" with none. In
 * another language its separators: "2.350,50" in Spanish, "2 350,50" in Russian.
 */
export function formatPrice(
  value: number | null | undefined,
  instrument: Instrument,
  language: Language = DEFAULT_LANGUAGE,
): string {
  return value == null ? NO_VALUE : formatPriceTo(value, priceDecimals(value, instrument), language);
}

/**
 * A price at a precision already chosen for its instrument (`priceDecimals`), as a trade event's words keep it:
 * "1.08500" with 5; "1,08500" in Spanish.
 */
export function formatPriceTo(value: number, decimals: number, language: Language = DEFAULT_LANGUAGE): string {
  const exact = language === DEFAULT_LANGUAGE ? exactPrice(value, decimals) : null;
  return exact ?? priceFormat(decimals, language).format(value);
}

const PNL_NUMBER = numberFormat({ minimumFractionDigits: 2, maximumFractionDigits: 2, signDisplay: "exceptZero" });
const PERCENT_NUMBER = numberFormat({ minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** "+1.25%", "-0.50%", "0.00%"; "+1,25 %" in Spanish, "+%1,25" in Turkish. */
export function formatPnl(value: number | null | undefined, language: Language = DEFAULT_LANGUAGE): string {
  if (value == null) return NO_VALUE;
  return percentText(value, language, PNL, () => `${PNL_NUMBER().format(value)}%`);
}

/** A percentage without a forced sign, e.g. target return or max risk: "2.50%". */
export function formatPercent(value: number | null | undefined, language: Language = DEFAULT_LANGUAGE): string {
  if (value == null) return NO_VALUE;
  return percentText(value, language, PERCENT, () => `${PERCENT_NUMBER().format(value)}%`);
}

const MONEY = numberFormat({ style: "currency", currency: "USD" });
const WHOLE = numberFormat({ maximumFractionDigits: 0 });
const ONE_DECIMAL = numberFormat({ maximumFractionDigits: 1 });
const ONE_DECIMAL_PERCENT = numberFormat({ style: "percent", maximumFractionDigits: 1 });
const TWO_DECIMALS = numberFormat({
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
  useGrouping: false,
});

/** Dollars: "$228.00"; "228,00 US$" in Spanish. */
export function formatMoney(dollars: number | null, language: Language = DEFAULT_LANGUAGE): string {
  return dollars === null ? NO_VALUE : MONEY(language).format(dollars);
}

/** Money made or lost, "+" before a gain: "+$118.00", "-$42.50", "$0.00"; "+118,00 US$" in Spanish. */
export function formatSignedMoney(dollars: number, language: Language = DEFAULT_LANGUAGE): string {
  return `${dollars > 0 ? "+" : ""}${formatMoney(dollars, language)}`;
}

export function formatCount(value: number | null, language: Language = DEFAULT_LANGUAGE): string {
  return value === null ? NO_VALUE : WHOLE(language).format(value);
}

export function formatAverage(value: number | null, language: Language = DEFAULT_LANGUAGE): string {
  return value === null ? NO_VALUE : ONE_DECIMAL(language).format(value);
}

/** A rate with one decimal: "33.3%". */
export function formatRate(percent: number | null, language: Language = DEFAULT_LANGUAGE): string {
  if (percent === null) return NO_VALUE;
  return percentText(percent, language, ONE_DECIMAL_PERCENT, () => `${ONE_DECIMAL().format(percent)}%`);
}

/** A ratio with two decimals, as risk/reward and profit factor are shown: "2.67". */
export function formatRatio(value: number | null, language: Language = DEFAULT_LANGUAGE): string {
  return value === null ? NO_VALUE : TWO_DECIMALS(language).format(value);
}

/** A fall in percentage points, shown as the loss it was: "-4.00%", or "0.00%" with none. */
export const formatDrawdown = (points: number, language: Language = DEFAULT_LANGUAGE): string =>
  formatPercent(points === 0 ? 0 : -points, language);

/** Time left on a countdown, rounded up to the second: "4:59", "0:05", "0:00" once over. */
export function formatCountdown(ms: number): string {
  const seconds = Math.max(0, Math.ceil(ms / 1000));
  return `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, "0")}`;
}

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

/** How long someone has waited, to the minute: "under a minute", "12 min", "3 h 05 min", "2 days 4 h". */
export function formatWaiting(ms: number): string {
  const minutes = Math.floor(Math.max(0, ms) / 60_000);
  if (minutes < 1) return "under a minute";
  if (minutes < 60) return `${minutes} min`;
  const hours = Math.floor(minutes / 60);
  if (hours < 24) return `${hours} h ${String(minutes % 60).padStart(2, "0")} min`;
  const days = Math.floor(hours / 24);
  return `${days} ${days === 1 ? "day" : "days"} ${hours % 24} h`;
}

const DATE_TIME_OPTIONS: Intl.DateTimeFormatOptions = {
  year: "numeric",
  month: "short",
  day: "numeric",
  hour: "2-digit",
  minute: "2-digit",
};
const DATE_OPTIONS: Intl.DateTimeFormatOptions = { year: "numeric", month: "short", day: "numeric" };

const zonedFormats = new Map<string, Intl.DateTimeFormat>();

/** One formatter per style and zone, made once: building an Intl.DateTimeFormat costs far more than using it. */
function zonedFormat(
  style: string,
  options: Intl.DateTimeFormatOptions,
  timeZone: string | undefined,
  language: Language = DEFAULT_LANGUAGE,
) {
  const key = `${style} ${timeZone ?? ""} ${language}`;
  let format = zonedFormats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(formatLocale(language), { ...options, ...(timeZone ? { timeZone } : {}) });
    zonedFormats.set(key, format);
  }
  return format;
}

/**
 * "Nov 21, 2026, 12:00 PM" in `timeZone`: the member's own zone on screens (docs/product.md#time-zone), the runtime's
 * when none is given.
 */
export const formatDateTime = (at: string | Date, timeZone?: string, language?: Language): string =>
  zonedFormat("date-time", DATE_TIME_OPTIONS, timeZone, language).format(new Date(at));

/** "Nov 21, 2026, 1:00 PM GMT+1": with the zone named, where a reader may wonder whose clock it is. */
export const formatDateTimeWithZone = (at: string | Date, timeZone?: string, language?: Language): string =>
  zonedFormat("date-time-zone", { ...DATE_TIME_OPTIONS, timeZoneName: "short" }, timeZone, language).format(
    new Date(at),
  );

/** "Nov 21, 2026, 12:00 PM UTC": for an email, whose reader's time zone the server does not know. */
export const formatUtcDateTime = (at: string | Date, language?: Language): string =>
  zonedFormat("date-time-zone", { ...DATE_TIME_OPTIONS, timeZoneName: "short" }, "UTC", language).format(new Date(at));

/**
 * When a message's event happened, for its member (docs/product.md#time-zone): on their clock with the zone named, or in
 * UTC, named, until they saved a zone. "Nov 21, 2026, 09:00 PM GMT+9", "Nov 21, 2026, 12:00 PM UTC".
 */
export const formatMemberTime = (at: string | Date, timeZone: string | null, language?: Language): string =>
  timeZone ? formatDateTimeWithZone(at, timeZone, language) : formatUtcDateTime(at, language);

/** "Nov 21, 2026" in `timeZone` (the member's, docs/product.md#time-zone; the runtime's when none is given). */
export const formatDate = (at: string | Date, timeZone?: string, language?: Language): string =>
  zonedFormat("date", DATE_OPTIONS, timeZone, language).format(new Date(at));

/** "Nov 21, 2026" as a UTC day: an access expiry is the end of a UTC day, the same day wherever it is read. */
export const formatUtcDate = (at: string | Date, language?: Language): string =>
  zonedFormat("date", DATE_OPTIONS, "UTC", language).format(new Date(at));

/** "November 21, 2026" in `timeZone` (the member's on screens; the runtime's when none is given). */
export const formatLongDate = (at: string | Date, timeZone?: string, language?: Language): string =>
  zonedFormat("long-date", { year: "numeric", month: "long", day: "numeric" }, timeZone, language).format(new Date(at));

const MONTH_NAMES = [
  "January",
  "February",
  "March",
  "April",
  "May",
  "June",
  "July",
  "August",
  "September",
  "October",
  "November",
  "December",
];
/** Jan, Feb, ... Dec: en-US's short month names are the long ones' first three letters. */
const SHORT_MONTH_NAMES = MONTH_NAMES.map((name) => name.slice(0, 3));
const CALENDAR_DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

/**
 * "November 21, 2026" for a calendar day given as YYYY-MM-DD: the same day wherever it is read. A day names no instant,
 * so it is written without Intl, whose first formatter in a page starts ICU (the legal pages show one such date and
 * nothing else Intl would format). A string that is not a real day is a RangeError, as Intl's is.
 */
export function formatCalendarDay(day: string, language: Language = DEFAULT_LANGUAGE): string {
  const [, year, month, date] = CALENDAR_DAY.exec(day) ?? [];
  const monthName = MONTH_NAMES[Number(month) - 1];
  // The engine rolls a day past its month's end into the next month (2026-02-29 is March 1) and gives NaN for day 32.
  if (!monthName || new Date(`${day}T00:00:00Z`).getUTCDate() !== Number(date)) {
    throw new RangeError(`Not a calendar day: ${day}`);
  }
  if (language !== DEFAULT_LANGUAGE) return formatLongDate(`${day}T00:00:00Z`, "UTC", language);
  return `${monthName} ${Number(date)}, ${Number(year)}`;
}

const R_MULTIPLE = numberFormat({
  minimumFractionDigits: 1,
  maximumFractionDigits: 2,
  signDisplay: "exceptZero",
});
const PIPS = numberFormat({
  minimumFractionDigits: 1,
  maximumFractionDigits: 1,
  signDisplay: "exceptZero",
});

const PIP_DISTANCE = numberFormat({ minimumFractionDigits: 1, maximumFractionDigits: 1 });

/** A distance in pips, unsigned: "50.0 pips". */
export const formatPipDistance = (pips: number, language: Language = DEFAULT_LANGUAGE): string =>
  `${PIP_DISTANCE(language).format(pips)} pips`;

/**
 * A result in multiples of the initial risk: "+1.8R", "-1.0R", "+1.25R"; "—" without an initial stop. "R" and "pips"
 * are the traders' own units in every language (docs/glossary.md); the number takes the language's separators.
 */
export function formatR(value: number | null | undefined, language: Language = DEFAULT_LANGUAGE): string {
  return value == null ? NO_VALUE : `${R_MULTIPLE(language).format(value)}R`;
}

/** A result in pips: "+59.0 pips"; "—" for an instrument without pips. */
export function formatPips(value: number | null | undefined, language: Language = DEFAULT_LANGUAGE): string {
  return value == null ? NO_VALUE : `${PIPS(language).format(value)} pips`;
}

/**
 * A calendar month given as YYYY-MM: "Nov 2026"; `short` for a chart's axis: "Nov '26". In another language as Intl
 * names it there: "nov 2026", "нояб. 26 г.".
 */
export function formatMonth(month: string, short = false, language: Language = DEFAULT_LANGUAGE): string {
  const [year = "", number = ""] = month.split("-");
  const name = SHORT_MONTH_NAMES[Number(number) - 1] ?? month;
  if (language !== DEFAULT_LANGUAGE && SHORT_MONTH_NAMES[Number(number) - 1]) {
    const options: Intl.DateTimeFormatOptions = { month: "short", year: short ? "2-digit" : "numeric" };
    return zonedFormat(short ? "axis-month" : "month", options, "UTC", language).format(
      new Date(`${year}-${number}-01T00:00:00Z`),
    );
  }
  return short ? `${name} '${year.slice(-2)}` : `${name} ${year}`;
}

const AXIS_PERCENT = numberFormat({ maximumFractionDigits: 2, signDisplay: "exceptZero" });
const AXIS_PERCENT_STYLE = numberFormat({ style: "percent", maximumFractionDigits: 2, signDisplay: "exceptZero" });

/** A chart axis's percent, as short as it stays exact enough to read: "+12.5%", "-0.25%", "-3%", "0%". */
export const formatAxisPercent = (value: number, language: Language = DEFAULT_LANGUAGE): string =>
  percentText(value, language, AXIS_PERCENT_STYLE, () => `${AXIS_PERCENT().format(value)}%`);

/** How long a trade was held, short enough for a phone's table: "< 1 min", "45 min", "3 h 05 min", "2 days 4 h". */
export function formatHoldingTime(ms: number | null): string {
  if (ms === null) return NO_VALUE;
  return ms < 60_000 ? "< 1 min" : formatWaiting(ms);
}
