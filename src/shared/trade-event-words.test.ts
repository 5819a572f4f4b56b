import { describe, expect, it } from "vitest";
import { sayTradeEvent, storedWords, type TradeEventWords } from "./trade-event-words.js";

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

  it("are read back from a feed item as stored, and nothing else is taken for them", () => {
    expect(storedWords(JSON.stringify(HIT))).toEqual(HIT);
    expect(storedWords(JSON.stringify(OPENED))).toEqual(OPENED);
    expect(storedWords(null)).toBeNull();
    expect(storedWords("{not json")).toBeNull();
    expect(storedWords(JSON.stringify({ ...HIT, key: "messages:auth.invalidCredentials" }))).toBeNull();
    expect(storedWords(JSON.stringify({ ...HIT, key: "positions:tradeEvent." }))).toBeNull();
    expect(storedWords(JSON.stringify({ ...HIT, key: "xpositions:tradeEvent.opened" }))).toBeNull();
    expect(storedWords(JSON.stringify({ ...HIT, key: "positions:tradeEvent.opened!" }))).toBeNull();
    expect(storedWords(JSON.stringify({ ...HIT, values: { asset: null } }))).toBeNull();
    expect(storedWords(JSON.stringify({ ...OPENED, texts: { direction: 1 } }))).toBeNull();
  });
});
