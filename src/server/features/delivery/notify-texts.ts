import { formatPercent, formatPnl, formatPrice } from "../../../shared/format.js";
import type { Language } from "../../../shared/i18n/languages.js";
import type { Position } from "../../../shared/positions.js";
import { sayTradeEvent } from "../../../shared/trade-event-words.js";
import type { Announcement } from "./delivery-channel.js";

/*
 * The words every channel writes to a member outside email (a push, a Telegram message), in the member's language
 * (docs/decisions/0037-languages.md), from the `notify` catalogue. What a trade event says after its opening is the
 * feed's own line (src/shared/trade-messages.ts), worded from its catalogue keys in the member's language.
 */

/** A text by its whole key, in the reader's language (src/server/lib/i18n.ts's `serverTranslator`). */
export type Translate = (key: string, values?: Record<string, string | number>) => string;

const DIRECTIONS = { long: "notify:signal.long", short: "notify:signal.short" } as const;

/** "3 updates while you were away": the title of a quiet-hours summary (docs/product.md#quiet-hours). */
export const heldSummaryTitle = (t: Translate, count: number): string => t("notify:heldSummary.title", { count });

/**
 * The one line an announcement says, in the reader's words: a new trade still open ("Nueva señal: compra EUR/USD en
 * 1,08000 · registro n.º 12"), any other trade event in its own line ("EUR/USD: TP1 alcanzado en 1,08500 …"), and
 * what has no words (a release notice, an event stored before) as stored.
 */
export function announcementLine(
  t: Translate,
  language: Language,
  announcement: Pick<Announcement, "message" | "words" | "audience" | "signal">,
) {
  const { signal, words } = announcement;
  if (!signal?.isNew || !signal.opened || announcement.audience.tier === "late") {
    return words
      ? onTheRecord(t, sayTradeEvent(t, language, words), signal?.recordNumber ?? null)
      : announcement.message;
  }
  const { position } = signal;
  const line = t("notify:signal.opened", {
    direction: t(DIRECTIONS[position.direction]),
    asset: position.asset,
    price: formatPrice(position.entryPrice, position, language),
  });
  return onTheRecord(t, line, signal.recordNumber);
}

/** A line naming its signal's number on the track record (docs/product.md#track-record): "… · record #12". */
export const onTheRecord = (t: Translate, line: string, recordNumber: number | null): string =>
  recordNumber === null ? line : t("notify:signal.onRecord", { line, number: recordNumber });

/** "EUR/USD LONG": a signal's headline in a room post. */
export const signalHeadline = (t: Translate, position: Pick<Position, "asset" | "direction">): string =>
  t("notify:signal.headline", { asset: position.asset, direction: t(DIRECTIONS[position.direction]) });

const STATUSES = {
  planning: "notify:status.planning",
  active: "notify:status.active",
  closed: "notify:status.closed",
} as const;

/** A room post's status line, edited as the trade moves: "Status: Open · 1 of 3 targets hit · 50.00% closed". */
export function statusLine(t: Translate, language: Language, position: Position): string {
  const parts = [t(STATUSES[position.status])];
  const hits = position.targets.filter((target) => target.state === "hit").length;
  if (hits > 0 && position.status !== "closed") {
    parts.push(t("notify:status.targetsHit", { hits, total: position.targets.length }));
  }
  if (position.status !== "closed" && position.realizedShare > 0) {
    parts.push(t("notify:status.closedShare", { share: formatPercent(position.realizedShare, language) }));
  }
  if (position.status === "closed" && position.pnl !== null) {
    parts.push(t("notify:status.result", { result: formatPnl(position.pnl, language) }));
  }
  if (position.outcome === "cancelled") parts.push(t("notify:status.cancelled"));
  if (position.outcome === "voided") parts.push(t("notify:status.voided"));
  return t("notify:status.line", { parts: parts.join(" · ") });
}

/** A signal's levels as plain lines: entry, each target, stop, risk level. */
export function signalLevels(t: Translate, language: Language, position: Position): string[] {
  const price = (value: number | null) => formatPrice(value, position, language);
  const lines = [
    t("notify:signal.entry", { price: price(position.entryPrice) }),
    ...position.targets.map((target, index) =>
      t("notify:signal.target", { number: index + 1, price: price(target.price) }),
    ),
    t("notify:signal.stop", { price: price(position.stopLoss) }),
  ];
  if (position.riskLevel) lines.push(t("notify:signal.risk", { level: t(RISK_LEVELS[position.riskLevel]) }));
  return lines;
}

const RISK_LEVELS = {
  low: "notify:signal.riskLevel.low",
  moderate: "notify:signal.riskLevel.moderate",
  high: "notify:signal.riskLevel.high",
} as const;
