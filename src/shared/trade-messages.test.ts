import { describe, expect, it } from "vitest";
import type { TimedTradeEvent, TradeEventData, TradePlan } from "./trade-lifecycle.js";
import arabic from "./i18n/catalogues/ar/positions.js";
import spanish from "./i18n/catalogues/es/positions.js";
import portuguese from "./i18n/catalogues/pt-BR/positions.js";
import type { Language } from "./i18n/languages.js";
import { translate, type Catalogue, type TranslateValues } from "./i18n/translate.js";
import { sayTradeEvent, type TradeEventWords } from "./trade-event-words.js";
import { describeTradeEvent, NOTE_EXCERPT_LENGTH, onTheRecord, tradeEventWords } from "./trade-messages.js";
import { replayTradeEvents, type TradeInstrument } from "./trade-state.js";

const plan = (entryPrice: number, stopLoss: number | null, targets: TradePlan["targets"]): TradePlan => ({
  entryPrice,
  entryZoneLow: null,
  entryZoneHigh: null,
  stopLoss,
  targets,
});

/** The words of the last event, after the ones before it. */
function words(instrument: TradeInstrument, opening: TradePlan, ...events: TradeEventData[]): string {
  const at = "2026-11-21T12:00:00.000Z";
  const timed: TimedTradeEvent[] = [
    { type: "opened", plan: opening, at },
    ...events.map((event) => ({ ...event, at })),
  ];
  const last = replayTradeEvents(instrument, timed).at(-1);
  if (!last) throw new Error("no events");
  return describeTradeEvent(instrument, last.event, last.state);
}

const EURUSD: TradeInstrument = { asset: "EUR/USD", assetClass: "forex", direction: "long" };
const EURUSD_PLAN = plan(1.0786, 1.0736, [
  { price: 1.085, share: 50 },
  { price: 1.09, share: 50 },
]);
const XAUUSD: TradeInstrument = { asset: "XAU/USD", assetClass: "commodities", direction: "long" };
const XAUUSD_PLAN = plan(2317.2, 2301.4, [{ price: 2345.1, share: 100 }]);
const BTC: TradeInstrument = { asset: "BTC/USDT", assetClass: "crypto", direction: "short" };
const BTC_PLAN = plan(65000, 67000, [{ price: 60000, share: 100 }]);

describe("describeTradeEvent", () => {
  it("says what happened in each event's own words, prices at the instrument's precision", () => {
    expect(words(EURUSD, EURUSD_PLAN)).toBe("New signal: EUR/USD LONG at 1.07860");
    expect(words(EURUSD, EURUSD_PLAN, { type: "target_hit", target: 1, price: 1.085, share: 50 })).toBe(
      "EUR/USD TP1 hit at 1.08500 (+0.59%, 50% closed)",
    );
    expect(words(BTC, BTC_PLAN, { type: "stop_moved", from: 67000, to: 65000, reason: "break_even" })).toBe(
      "BTC/USDT stop moved to break-even",
    );
    expect(words(BTC, BTC_PLAN, { type: "stop_moved", from: 67000, to: 64000.5, reason: "trailing" })).toBe(
      "BTC/USDT stop trailed to 64,000.50",
    );
    expect(words(BTC, BTC_PLAN, { type: "stop_moved", from: 67000, to: 66000, reason: "manual" })).toBe(
      "BTC/USDT stop moved to 66,000.00",
    );
    expect(words(XAUUSD, XAUUSD_PLAN, { type: "closed", price: 2345.1, share: 100, reason: "manual" })).toBe(
      "XAU/USD closed at 2,345.10 (+1.20%, +1.77R)",
    );
    expect(words(XAUUSD, XAUUSD_PLAN, { type: "closed", price: 2301.4, share: 100, reason: "stop" })).toBe(
      "XAU/USD stopped out at 2,301.40 (-0.68%, -1.0R)",
    );
    expect(words(XAUUSD, XAUUSD_PLAN, { type: "closed", price: 2345.1, share: 100, reason: "final_target" })).toBe(
      "XAU/USD final target hit, closed at 2,345.10 (+1.20%, +1.77R)",
    );
  });

  it("tells a final target hit as the close it is, and a partial close with its own move", () => {
    expect(
      words(
        EURUSD,
        EURUSD_PLAN,
        { type: "target_hit", target: 1, price: 1.085, share: 50 },
        { type: "target_hit", target: 2, price: 1.09, share: 50 },
      ),
    ).toBe("EUR/USD TP2 hit at 1.09000, trade closed (+0.83%, +1.78R)");
    expect(words(EURUSD, EURUSD_PLAN, { type: "partial_close", share: 30, price: 1.0836 })).toBe(
      "EUR/USD 30% closed at 1.08360 (+0.46%)",
    );
    expect(words(EURUSD, EURUSD_PLAN, { type: "target_changed", target: 2, from: 1.09, to: 1.095 })).toBe(
      "EUR/USD TP2 moved to 1.09500",
    );
  });

  it("leaves R out without an initial stop, and the result out when the exit was never recorded", () => {
    const noStop = plan(100, null, []);
    const AAPL: TradeInstrument = { asset: "AAPL", assetClass: "stocks", direction: "long" };
    expect(words(AAPL, noStop, { type: "closed", price: 110, share: 100, reason: "manual" })).toBe(
      "AAPL closed at 110.00 (+10.00%)",
    );
    expect(words(AAPL, noStop, { type: "closed", price: null, share: 100, reason: "manual" })).toBe("AAPL closed");
    expect(
      words(
        AAPL,
        noStop,
        { type: "closed", price: 110, share: 100, reason: "manual" },
        { type: "close_corrected", from: 110, to: 105 },
      ),
    ).toBe("AAPL exit corrected to 105.00 (+5.00%)");
  });

  it("quotes commentary on one line, cut on a word past the excerpt's length", () => {
    expect(words(EURUSD, EURUSD_PLAN, { type: "note", text: "Holding\n  above support" })).toBe(
      "EUR/USD update: Holding above support",
    );
    const long = `${"word ".repeat(40)}end`;
    const said = words(EURUSD, EURUSD_PLAN, { type: "note", text: long });
    expect(said.endsWith("word…")).toBe(true);
    expect(said.length).toBeLessThanOrEqual("EUR/USD update: ".length + NOTE_EXCERPT_LENGTH);
    const unbroken = "x".repeat(NOTE_EXCERPT_LENGTH + 1);
    expect(words(EURUSD, EURUSD_PLAN, { type: "note", text: unbroken })).toBe(
      `EUR/USD update: ${"x".repeat(NOTE_EXCERPT_LENGTH - 1)}…`,
    );
    const exact = "y".repeat(NOTE_EXCERPT_LENGTH);
    expect(words(EURUSD, EURUSD_PLAN, { type: "note", text: exact })).toBe(`EUR/USD update: ${exact}`);
  });

  it("names a cancelled or voided trade with its direction and reason", () => {
    expect(words(EURUSD, EURUSD_PLAN, { type: "cancelled", reason: null })).toBe(
      "EUR/USD LONG cancelled, never filled",
    );
    expect(words(BTC, BTC_PLAN, { type: "cancelled", reason: "Entry not reached" })).toBe(
      "BTC/USDT SHORT cancelled, never filled: Entry not reached",
    );
    expect(words(BTC, BTC_PLAN, { type: "voided", reason: "Published on the wrong pair" })).toBe(
      "BTC/USDT SHORT voided: Published on the wrong pair",
    );
  });
});

/** The words of the last event as keys, after the ones before it. */
function keysOf(instrument: TradeInstrument, opening: TradePlan, ...events: TradeEventData[]): TradeEventWords {
  const at = "2026-11-21T12:00:00.000Z";
  const timed: TimedTradeEvent[] = [
    { type: "opened", plan: opening, at },
    ...events.map((event) => ({ ...event, at })),
  ];
  const last = replayTradeEvents(instrument, timed).at(-1);
  if (!last) throw new Error("no events");
  return tradeEventWords(instrument, last.event, last.state);
}

const inLanguage = (language: Language, catalogue: Catalogue) => (key: string, values?: TranslateValues) =>
  translate(language, { positions: catalogue }, key, values);

/** A price of the words at `decimals`, its instrument's precision. */
const price = (value: number, decimals: number) => ({ kind: "price", value, decimals });

describe("tradeEventWords", () => {
  it("names each event's sentence by its key, with its prices and results as numbers for each language to write", () => {
    expect(keysOf(EURUSD, EURUSD_PLAN)).toEqual({
      key: "positions:tradeEvent.opened",
      values: { asset: "EUR/USD", price: price(1.0786, 5) },
      texts: { direction: "positions:badge.long" },
    });
    expect(keysOf(EURUSD, EURUSD_PLAN, { type: "target_hit", target: 1, price: 1.085, share: 50 })).toEqual({
      key: "positions:tradeEvent.targetHit",
      values: { asset: "EUR/USD", target: 1, price: price(1.085, 5), move: { kind: "pnl", value: 0.59 }, share: 50 },
    });
    expect(keysOf(EURUSD, EURUSD_PLAN, { type: "target_hit", target: 1, price: 1.085, share: 0 })).toEqual({
      key: "positions:tradeEvent.targetReached",
      values: { asset: "EUR/USD", target: 1, price: price(1.085, 5) },
    });
    const stopped = keysOf(XAUUSD, XAUUSD_PLAN, { type: "closed", price: 2301.4, share: 100, reason: "stop" });
    expect(stopped).toEqual({
      key: "positions:tradeEvent.stoppedOutResult",
      values: {
        asset: "XAU/USD",
        price: price(2301.4, 2),
        result: { kind: "result", percent: -0.68, r: -1 },
      },
    });
    expect(keysOf(BTC, BTC_PLAN, { type: "cancelled", reason: null })).toEqual({
      key: "positions:tradeEvent.cancelled",
      values: { asset: "BTC/USDT" },
      texts: { direction: "positions:badge.short" },
    });
    expect(
      keysOf(BTC, BTC_PLAN, {
        type: "plan_corrected",
        from: BTC_PLAN,
        plan: { ...BTC_PLAN, entryPrice: 64000, stopLoss: null },
      }),
    ).toEqual({
      key: "positions:tradeEvent.planCorrected",
      values: { asset: "BTC/USDT", price: price(64000, 2) },
      texts: { direction: "positions:badge.short" },
    });
  });

  it("reads in the reader's language, numbers as it writes them in Latin digits, isolated left to right inside Arabic", () => {
    const hit = keysOf(EURUSD, EURUSD_PLAN, { type: "target_hit", target: 1, price: 1.085, share: 50 });
    expect(sayTradeEvent(inLanguage("es", spanish), "es", hit)).toBe(
      "EUR/USD: TP1 alcanzado en 1,08500 (+0,59\u00a0%, 50% cerrado)",
    );
    expect(sayTradeEvent(inLanguage("ar", arabic), "ar", hit)).toBe(
      "\u2066EUR/USD\u2069: تحقق الهدف \u2066TP1\u2069 عند \u20661.08500\u2069 (\u2066\u200e+0.59\u200e%\u200e\u2069، أُغلق \u206650%\u2069)",
    );
    const stopped = keysOf(XAUUSD, XAUUSD_PLAN, { type: "closed", price: 2301.4, share: 100, reason: "stop" });
    expect(sayTradeEvent(inLanguage("pt-BR", portuguese), "pt-BR", stopped)).toBe(
      "XAU/USD: stop loss atingido em 2.301,40 (-0,68%, -1,0R)",
    );
    const voided = keysOf(BTC, BTC_PLAN, { type: "voided", reason: "Published on the wrong pair" });
    expect(sayTradeEvent(inLanguage("pt-BR", portuguese), "pt-BR", voided)).toBe(
      "VENDA BTC/USDT anulada: Published on the wrong pair",
    );
  });

  it("keeps a number JSON cannot carry as its English text: a move from an entry stored before prices had a floor", () => {
    const unpriced = plan(0, null, [{ price: 1.085, share: 100 }]);
    const hit = keysOf(EURUSD, unpriced, { type: "target_hit", target: 1, price: 1.085, share: 0 });
    expect(hit.values.price).toEqual(price(1.085, 5));
    const moved = keysOf(
      EURUSD,
      {
        ...unpriced,
        targets: [
          { price: 1.085, share: 50 },
          { price: 1.09, share: 50 },
        ],
      },
      {
        type: "partial_close",
        share: 50,
        price: 1.085,
      },
    );
    expect(moved.values.move).toBe("+∞%");
    expect(JSON.parse(JSON.stringify(moved))).toEqual(moved);
  });

  it("says the plan corrected with its stop, and a stop reached with the trade's result", () => {
    expect(
      words(BTC, BTC_PLAN, {
        type: "plan_corrected",
        from: BTC_PLAN,
        plan: { ...BTC_PLAN, entryPrice: 64000, stopLoss: 66000 },
      }),
    ).toBe("BTC/USDT SHORT corrected: entry 64,000.00, stop 66,000.00");
    expect(
      words(BTC, BTC_PLAN, {
        type: "plan_corrected",
        from: BTC_PLAN,
        plan: { ...BTC_PLAN, entryPrice: 64000, stopLoss: null },
      }),
    ).toBe("BTC/USDT SHORT corrected: entry 64,000.00");
    expect(words(EURUSD, EURUSD_PLAN, { type: "target_hit", target: 1, price: 1.085, share: 0 })).toBe(
      "EUR/USD TP1 reached at 1.08500",
    );
  });
});

describe("a signal's message sent to members", () => {
  it("names the signal's number on the record, and leaves a message without one as it is", () => {
    expect(onTheRecord("Buy XAU/USD at 2350.5", 12)).toBe("Buy XAU/USD at 2350.5 · record #12");
    expect(onTheRecord("Weekly summary", null)).toBe("Weekly summary");
  });
});
