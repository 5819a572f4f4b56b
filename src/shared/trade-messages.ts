import { formatPnl, formatPrice, formatR } from "./format.js";
import type { TradeEventData, TradeResults } from "./trade-lifecycle.js";
import { partResults, roundResult } from "./trade-results.js";
import type { TradeInstrument, TradeState } from "./trade-state.js";

/** Commentary quoted in a feed item is cut here, on a word where it can be. */
export const NOTE_EXCERPT_LENGTH = 120;

function excerpt(text: string): string {
  const line = text.replace(/\s+/g, " ").trim();
  if (line.length <= NOTE_EXCERPT_LENGTH) return line;
  const cut = line.slice(0, NOTE_EXCERPT_LENGTH - 1);
  const space = cut.lastIndexOf(" ");
  return `${space > NOTE_EXCERPT_LENGTH / 2 ? cut.slice(0, space) : cut}…`;
}

/** "(+1.20%, +1.8R)": the trade's result so far, R left out without an initial stop. */
function resultWords(results: TradeResults): string {
  const parts = [formatPnl(results.percent)];
  if (results.r !== null) parts.push(formatR(results.r));
  return results.percent === null ? "" : ` (${parts.join(", ")})`;
}

/**
 * docs/product.md#lifecycle: the words of one event, the same in the feed, the push, the toast and the history, e.g.
 * "EUR/USD TP1 hit at 1.08500 (+0.59%, 50% closed)", "BTC/USDT stop moved to break-even", "XAU/USD closed at
 * 2,345.10 (+1.20%, +1.8R)". `after` is the position's state once the event is applied.
 */
export function describeTradeEvent(instrument: TradeInstrument, event: TradeEventData, after: TradeState): string {
  const name = instrument.asset;
  const price = (value: number) => formatPrice(value, instrument);
  const basis = { ...instrument, entryPrice: after.plan.entryPrice, initialStopLoss: after.initialStopLoss };
  const move = (at: number) => formatPnl(roundResult(partResults(basis, { share: 100, price: at }).percent, 2));
  switch (event.type) {
    case "opened":
      return `New signal: ${name} ${instrument.direction.toUpperCase()} at ${price(after.plan.entryPrice)}`;
    case "target_hit":
      if (event.share === 0) return `${name} TP${event.target} reached at ${price(event.price)}`;
      return after.status === "closed"
        ? `${name} TP${event.target} hit at ${price(event.price)}, trade closed${resultWords(after.results)}`
        : `${name} TP${event.target} hit at ${price(event.price)} (${move(event.price)}, ${event.share}% closed)`;
    case "partial_close":
      return `${name} ${event.share}% closed at ${price(event.price)} (${move(event.price)})`;
    case "stop_moved":
      if (event.reason === "break_even") return `${name} stop moved to break-even`;
      return `${name} stop ${event.reason === "trailing" ? "trailed" : "moved"} to ${price(event.to)}`;
    case "target_changed":
      return `${name} TP${event.target} moved to ${price(event.to)}`;
    case "note":
      return `${name} update: ${excerpt(event.text)}`;
    case "closed": {
      if (event.price === null) return `${name} closed`;
      const verb = { stop: "stopped out", final_target: "final target hit, closed", manual: "closed" }[event.reason];
      return `${name} ${verb} at ${price(event.price)}${resultWords(after.results)}`;
    }
    case "close_corrected":
      return `${name} exit corrected to ${price(event.to)}${resultWords(after.results)}`;
    case "cancelled":
      return `${name} ${instrument.direction.toUpperCase()} cancelled, never filled${event.reason ? `: ${event.reason}` : ""}`;
    case "voided":
      return `${name} ${instrument.direction.toUpperCase()} voided: ${event.reason}`;
    case "plan_corrected":
      return `${name} ${instrument.direction.toUpperCase()} corrected: entry ${price(event.plan.entryPrice)}${
        event.plan.stopLoss === null ? "" : `, stop ${price(event.plan.stopLoss)}`
      }`;
  }
}

/**
 * A message sent to members about a signal, naming its number on the track record (docs/product.md#track-record), so
 * a member can find on the public record every signal they were sent: "Buy XAU/USD at 2350.5 · record #12".
 */
export const onTheRecord = (message: string, recordNumber: number | null): string =>
  recordNumber === null ? message : `${message} · record #${recordNumber}`;
