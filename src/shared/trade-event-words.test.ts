import { describe, expect, it } from "vitest";
import { sayTradeEvent, type TradeEventWords } from "./trade-event-words.js";

const HIT: TradeEventWords = {
  key: "positions:tradeEvent.targetHit",
  values: { asset: "EUR/USD", target: 1, price: "1.08500", move: "+0.59%", share: 50 },
};
const OPENED: TradeEventWords = {
  key: "positions:tradeEvent.opened",
  values: { asset: "EUR/USD", price: "1.07860" },
  texts: { direction: "positions:badge.long" },
};

/** A reader's `t` that shows what it was asked for. */
const shown = (key: string, values?: Record<string, string | number>) =>
  values ? `${key} ${JSON.stringify(values)}` : `<${key}>`;

describe("a trade event's words", () => {
  it("are worded with the reader's translator, a text of the catalogue filling its own placeholder", () => {
    expect(sayTradeEvent(shown, HIT)).toBe(`positions:tradeEvent.targetHit ${JSON.stringify(HIT.values)}`);
    expect(sayTradeEvent(shown, OPENED)).toBe(
      `positions:tradeEvent.opened ${JSON.stringify({ ...OPENED.values, direction: "<positions:badge.long>" })}`,
    );
  });
});
