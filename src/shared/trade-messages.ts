import { priceDecimals } from "./format.js";
import { DEFAULT_LANGUAGE } from "./i18n/languages.js";
import englishPositions from "./i18n/catalogues/en/positions.js";
import { translate } from "./i18n/translate.js";
import type { TradeEventData, TradeResults } from "./trade-lifecycle.js";
import { partResults, roundResult } from "./trade-results.js";
import type { TradeInstrument, TradeState } from "./trade-state.js";
import { sayTradeEvent, sayTradeNumber, type TradeEventWords, type TradeNumber } from "./trade-event-words.js";

/** Commentary quoted in a feed item is cut here, on a word where it can be. */
export const NOTE_EXCERPT_LENGTH = 120;

function excerpt(text: string): string {
  const line = text.replace(/\s+/g, " ").trim();
  if (line.length <= NOTE_EXCERPT_LENGTH) return line;
  const cut = line.slice(0, NOTE_EXCERPT_LENGTH - 1);
  const space = cut.lastIndexOf(" ");
  return `${space > NOTE_EXCERPT_LENGTH / 2 ? cut.slice(0, space) : cut}…`;
}

/**
 * A number as the words keep it, for each reader's language to write; one not finite (a move from an entry stored
 * before prices had a floor) as its English text, as all were before: JSON, which carries the words, has no such
 * number.
 */
function kept(number: TradeNumber): TradeNumber | string {
  const finite = Object.values(number).every((part) => typeof part !== "number" || Number.isFinite(part));
  return finite ? number : sayTradeNumber(number, DEFAULT_LANGUAGE);
}

/** The trade's result so far ("+1.20%, +1.8R"), R left out without an initial stop; null without a result. */
function resultWords({ percent, r }: TradeResults): TradeNumber | string | null {
  return percent === null ? null : kept({ kind: "result", percent, r });
}

const DIRECTIONS = { long: "positions:badge.long", short: "positions:badge.short" } as const;

/** A sentence with the trade's result, or its twin without one when the exit was never priced. */
function withResult(key: string, withKey: string, values: TradeEventWords["values"], results: TradeResults) {
  const result = resultWords(results);
  return result === null ? { key, values } : { key: withKey, values: { ...values, result } };
}

/**
 * docs/product.md#lifecycle: the words of one event, the same in the feed, the push, the toast and the history, as
 * a key of the `positions` catalogue and what fills it, its prices and results as numbers (`TradeNumber`), worded in
 * each reader's language with `sayTradeEvent` (trade-event-words.ts). `after` is the position's state once the event
 * is applied.
 */
export function tradeEventWords(
  instrument: TradeInstrument,
  event: TradeEventData,
  after: TradeState,
): TradeEventWords {
  const asset = instrument.asset;
  const price = (value: number) => kept({ kind: "price", value, decimals: priceDecimals(value, instrument) });
  const basis = { ...instrument, entryPrice: after.plan.entryPrice, initialStopLoss: after.initialStopLoss };
  const move = (at: number) =>
    kept({ kind: "pnl", value: roundResult(partResults(basis, { share: 100, price: at }).percent, 2) });
  const direction = { direction: DIRECTIONS[instrument.direction] };
  switch (event.type) {
    case "opened":
      return {
        key: "positions:tradeEvent.opened",
        values: { asset, price: price(after.plan.entryPrice) },
        texts: direction,
      };
    case "target_hit": {
      const values = { asset, target: event.target, price: price(event.price) };
      if (event.share === 0) return { key: "positions:tradeEvent.targetReached", values };
      if (after.status === "closed") {
        return withResult(
          "positions:tradeEvent.targetHitClosed",
          "positions:tradeEvent.targetHitClosedResult",
          values,
          after.results,
        );
      }
      return {
        key: "positions:tradeEvent.targetHit",
        values: { ...values, move: move(event.price), share: event.share },
      };
    }
    case "partial_close":
      return {
        key: "positions:tradeEvent.partialClose",
        values: { asset, share: event.share, price: price(event.price), move: move(event.price) },
      };
    case "stop_moved":
      if (event.reason === "break_even") return { key: "positions:tradeEvent.stopBreakEven", values: { asset } };
      return {
        key: event.reason === "trailing" ? "positions:tradeEvent.stopTrailed" : "positions:tradeEvent.stopMoved",
        values: { asset, price: price(event.to) },
      };
    case "target_changed":
      return {
        key: "positions:tradeEvent.targetMoved",
        values: { asset, target: event.target, price: price(event.to) },
      };
    case "note":
      return { key: "positions:tradeEvent.note", values: { asset, text: excerpt(event.text) } };
    case "closed": {
      if (event.price === null) return { key: "positions:tradeEvent.closed", values: { asset } };
      const values = { asset, price: price(event.price) };
      const [key, withKey] = (
        {
          stop: ["positions:tradeEvent.stoppedOut", "positions:tradeEvent.stoppedOutResult"],
          final_target: ["positions:tradeEvent.finalTarget", "positions:tradeEvent.finalTargetResult"],
          manual: ["positions:tradeEvent.closedAt", "positions:tradeEvent.closedAtResult"],
        } as const
      )[event.reason];
      return withResult(key, withKey, values, after.results);
    }
    case "close_corrected":
      return withResult(
        "positions:tradeEvent.exitCorrected",
        "positions:tradeEvent.exitCorrectedResult",
        { asset, price: price(event.to) },
        after.results,
      );
    case "cancelled":
      return event.reason
        ? { key: "positions:tradeEvent.cancelledReason", values: { asset, reason: event.reason }, texts: direction }
        : { key: "positions:tradeEvent.cancelled", values: { asset }, texts: direction };
    case "voided":
      return { key: "positions:tradeEvent.voided", values: { asset, reason: event.reason }, texts: direction };
    case "plan_corrected": {
      const values = { asset, price: price(event.plan.entryPrice) };
      return event.plan.stopLoss === null
        ? { key: "positions:tradeEvent.planCorrected", values, texts: direction }
        : {
            key: "positions:tradeEvent.planCorrectedStop",
            values: { ...values, stop: price(event.plan.stopLoss) },
            texts: direction,
          };
    }
  }
}

const english = (key: string, values?: Record<string, string | number>) =>
  translate("en", { positions: englishPositions }, key, values);

/**
 * The event's words in English, as stored with the event and kept on the record, e.g. "EUR/USD TP1 hit at 1.08500
 * (+0.59%, 50% closed)", "BTC/USDT stop moved to break-even", "XAU/USD closed at 2,345.10 (+1.20%, +1.8R)".
 */
export function describeTradeEvent(instrument: TradeInstrument, event: TradeEventData, after: TradeState): string {
  return sayTradeEvent(english, DEFAULT_LANGUAGE, tradeEventWords(instrument, event, after));
}

/**
 * A message sent to members about a signal, naming its number on the track record (docs/product.md#track-record), so
 * a member can find on the public record every signal they were sent: "Buy XAU/USD at 2350.5 · record #12".
 */
export const onTheRecord = (message: string, recordNumber: number | null): string =>
  recordNumber === null ? message : `${message} · record #${recordNumber}`;
