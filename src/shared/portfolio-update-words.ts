import { parseStoredJson } from "./stored-json.js";
import { z } from "zod";
import { formatSignedMoney } from "./format.js";
import type { Language } from "./i18n/languages.js";
import { formatSizeNumber } from "./position-size.js";

/*
 * A Pro member's portfolio update as catalogue keys (docs/decisions/0037-languages.md): the key of its sentence in the
 * `portfolio` catalogue and what fills it, made once when the update is (follow-signals.ts) and worded in the member's
 * language wherever they read it: their portfolio, the toast on their live connection and their push. Its money and
 * size are kept as numbers, formatted as the reader's language writes them when it is read.
 */

/** What a member's size counts in (`sizeUnitOf` in portfolio.ts), as the position-size calculator names it. */
export const SIZE_UNITS = ["lots", "units", "shares", "USD per point"] as const;
export type SizeUnit = (typeof SIZE_UNITS)[number];

/** The catalogue's words for a size in each unit, by the size's plural form. */
const SIZE_KEYS: Record<SizeUnit, string> = {
  lots: "portfolio:size.lots",
  shares: "portfolio:size.shares",
  units: "portfolio:size.units",
  "USD per point": "portfolio:size.perPoint",
};

/** What the signal's event was, as the update names it: "TP1 hit", "stopped out". */
const HEADLINE_KEYS = [
  "portfolio:update.headline.targetHit",
  "portfolio:update.headline.targetHitClosed",
  "portfolio:update.headline.partialClose",
  "portfolio:update.headline.stopBreakEven",
  "portfolio:update.headline.stopMoved",
  "portfolio:update.headline.stoppedOut",
  "portfolio:update.headline.closed",
  "portfolio:update.headline.cancelled",
  "portfolio:update.headline.voided",
] as const;

/** The update's sentence: the money the signal's close made on the part it closed, what is open stands at, or none. */
const SENTENCE_KEYS = ["portfolio:update.followed", "portfolio:update.open", "portfolio:update.noMoney"] as const;

export const updateHeadlineSchema = z.object({
  key: z.enum(HEADLINE_KEYS),
  /** The target's number (TP1) and the share of the signal closed, in whole percent. */
  values: z.object({ target: z.number().optional(), share: z.number().optional() }).optional(),
});
export type UpdateHeadline = z.infer<typeof updateHeadlineSchema>;

/**
 * What an update says: its sentence's key, the instrument as the signal names it, the event's headline, the money in
 * US dollars (null when none applies), and the member's size in its unit. In the portfolio's activity and the live
 * update beside the English `message`.
 */
export const portfolioUpdateWordsSchema = z.object({
  key: z.enum(SENTENCE_KEYS),
  asset: z.string(),
  headline: updateHeadlineSchema,
  money: z.number().nullable(),
  size: z.number(),
  sizeUnit: z.enum(SIZE_UNITS),
});
export type PortfolioUpdateWords = z.infer<typeof portfolioUpdateWordsSchema>;

/** A text by its whole key in the reader's language: the web's `t`, or the server's `serverTranslator`. */
type Translate = (key: string, values?: Record<string, string | number>) => string;

const pluralRules = new Map<Language, Intl.PluralRules>();
function pluralForm(language: Language, count: number): string {
  let rules = pluralRules.get(language);
  if (!rules) pluralRules.set(language, (rules = new Intl.PluralRules(language)));
  return rules.select(count);
}

/**
 * A size as `language` reads it: "0.25 lots", "0,25 lotes", "1,00 лот". The plural form is chosen here from the size
 * itself, as the text's {{count}} is the size as written ("0,25"), not a number. A unit the catalogue does not know
 * reads as named.
 */
export function saySize(t: Translate, language: Language, size: number, sizeUnit: string): string {
  const number = formatSizeNumber(size, sizeUnit, language);
  if (!(SIZE_UNITS as readonly string[]).includes(sizeUnit)) return `${number} ${sizeUnit}`;
  const key = SIZE_KEYS[sizeUnit as SizeUnit];
  if (sizeUnit === "USD per point") return t(key, { size: number });
  return t(`${key}_${pluralForm(language, size)}`, { count: number });
}

/** The event's headline in the language of `t`: "TP1 hit", "TP1 alcanzado". */
function sayHeadline(t: Translate, headline: UpdateHeadline): string {
  const values = Object.entries(headline.values ?? {}).filter(
    (entry): entry is [string, number] => entry[1] !== undefined,
  );
  return t(headline.key, Object.fromEntries(values));
}

/** The update in the language of `t` and `language`: "EUR/USD: TP1 alcanzado, +250,00 US$ en tus 0,25 lotes". */
export function sayPortfolioUpdate(t: Translate, language: Language, words: PortfolioUpdateWords): string {
  return t(words.key, {
    asset: words.asset,
    headline: sayHeadline(t, words.headline),
    ...(words.money === null ? {} : { money: formatSignedMoney(words.money, language) }),
    size: saySize(t, language, words.size, words.sizeUnit),
  });
}

/** The words stored with an update (JSON), or null: none stored (an update from before), or not an update's words. */
export const storedUpdateWords = (json: string | null): PortfolioUpdateWords | null =>
  parseStoredJson(json, portfolioUpdateWordsSchema);
