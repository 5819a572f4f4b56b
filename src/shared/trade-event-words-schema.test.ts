import { describe, expect, it } from "vitest";
import type { TradeEventWords } from "./trade-event-words.js";
import { storedWords } from "./trade-event-words-schema.js";

const HIT: TradeEventWords = {
  key: "positions:tradeEvent.targetHit",
  values: { asset: "EUR/USD", target: 1, price: "1.08500", move: "+0.59%", share: 50 },
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
});
