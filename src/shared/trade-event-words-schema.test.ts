import { describe, expect, it } from "vitest";
import type { TradeEventWords } from "./trade-event-words.js";
import { storedWords } from "./trade-event-words-schema.js";

const HIT: TradeEventWords = {
  key: "positions:tradeEvent.targetHit",
  values: { asset: "EUR/USD", target: 1, price: "1.08500", move: "+0.59%", share: 50 },
};
/** Words with typed numbers, as stored since they were: each reader's language writes them. */
const CLOSED: TradeEventWords = {
  key: "positions:tradeEvent.closedAtResult",
  values: {
    asset: "XAU/USD",
    price: { kind: "price", value: 2345.1, decimals: 2 },
    result: { kind: "result", percent: 1.2, r: 1.77 },
  },
};
const OPENED: TradeEventWords = {
  key: "positions:tradeEvent.opened",
  values: { asset: "EUR/USD", price: "1.07860" },
  texts: { direction: "positions:badge.long" },
};

describe("a trade event's stored words", () => {
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

  it("read typed numbers, and old words whose numbers are English text as they were", () => {
    expect(storedWords(JSON.stringify(CLOSED))).toEqual(CLOSED);
    const unstopped = { ...CLOSED.values, result: { kind: "result", percent: -0.5, r: null } };
    expect(storedWords(JSON.stringify({ ...CLOSED, values: unstopped }))?.values).toEqual(unstopped);
    const moved = { move: { kind: "pnl", value: 0.59 } };
    expect(storedWords(JSON.stringify({ ...HIT, values: moved }))?.values).toEqual(moved);
    expect(storedWords(JSON.stringify(HIT))?.values.price).toBe("1.08500");
  });

  it("take no number they could not write", () => {
    const withPrice = (price: unknown) => JSON.stringify({ ...CLOSED, values: { ...CLOSED.values, price } });
    for (const decimals of [0, 20]) {
      expect(storedWords(withPrice({ kind: "price", value: 2345, decimals }))).not.toBeNull();
    }
    for (const decimals of [-1, 21, 2.5, "2", null]) {
      expect(storedWords(withPrice({ kind: "price", value: 2345.1, decimals })), String(decimals)).toBeNull();
    }
    expect(storedWords(withPrice({ kind: "price", value: null, decimals: 2 }))).toBeNull();
    expect(storedWords(withPrice({ kind: "price", value: "2345.1", decimals: 2 }))).toBeNull();
    expect(storedWords(withPrice({ kind: "pips", value: 12 }))).toBeNull();
    expect(storedWords(withPrice({ kind: "pnl", value: null }))).toBeNull();
    expect(storedWords(withPrice({ kind: "result", percent: null, r: 1 }))).toBeNull();
    expect(storedWords(withPrice({ kind: "result", percent: 1, r: "1.8R" }))).toBeNull();
    expect(storedWords(withPrice({ value: 2345.1, decimals: 2 }))).toBeNull();
  });
});
