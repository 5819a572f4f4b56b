import { describe, expect, it } from "vitest";
import type { TimedTradeEvent } from "./trade-lifecycle.js";
import type { Language } from "./i18n/languages.js";
import {
  countedResults,
  countedTrade,
  embedSnippets,
  headlineFigures,
  performanceOfSignals,
  publishHeadAnswerSchema,
  recordCensus,
  summarizeTrackRecord,
  trackRecordSchema,
  trackRecordSignalSchema,
  type TrackRecord,
  type TrackRecordSignal,
} from "./track-record.js";

const EURUSD = { asset: "EUR/USD", assetClass: "forex" as const, direction: "long" as const };
/** Long from 1.1000 with its stop at 1.0900: 1R is 0.0100, 100 pips, 0.909%. */
const opened: TimedTradeEvent = {
  type: "opened",
  at: "2026-10-01T10:00:00.000Z",
  plan: { entryPrice: 1.1, entryZoneLow: null, entryZoneHigh: null, stopLoss: 1.09, targets: [] },
};
const at = (day: number) => `2026-10-${String(day).padStart(2, "0")}T12:00:00.000Z`;
const voided = (price: number | null, day = 3): TimedTradeEvent => ({
  type: "voided",
  reason: "Published in error",
  price,
  at: at(day),
});

describe("what a finished signal counts as", () => {
  it("counts a partial close and the rest at their prices", () => {
    const events: TimedTradeEvent[] = [
      opened,
      { type: "partial_close", share: 50, price: 1.11, at: at(2) },
      { type: "closed", share: 50, price: 1.1, reason: "manual", at: at(3) },
    ];
    // Half at +1R and half at 0R: +0.5R; half of +0.909%: +0.45%.
    expect(countedResults(EURUSD, events)).toEqual({ percent: 0.45, pips: 50, r: 0.5 });
  });

  it("counts a void after a move against the position as a loss at the price recorded then", () => {
    expect(countedResults(EURUSD, [opened, voided(1.095)])).toEqual({ percent: -0.45, pips: -50, r: -0.5 });
  });

  it("gives a void after a move in its favour nothing, and one without a price the stop", () => {
    expect(countedResults(EURUSD, [opened, voided(1.105)])).toEqual({ percent: 0, pips: 0, r: 0 });
    expect(countedResults(EURUSD, [opened, voided(null)])).toEqual({ percent: -0.91, pips: -100, r: -1 });
  });

  it("keeps what was closed before a void and marks only the open share", () => {
    const events: TimedTradeEvent[] = [
      opened,
      { type: "partial_close", share: 50, price: 1.12, at: at(2) },
      voided(1.095),
    ];
    // Half at +2R, half at -0.5R: +0.75R.
    expect(countedResults(EURUSD, events)?.r).toBe(0.75);
  });

  it("counts a short's void after a move against it, up, as a loss", () => {
    const short = { ...EURUSD, direction: "short" as const };
    const shortOpened: TimedTradeEvent = { ...opened, plan: { ...opened.plan, stopLoss: 1.11 } };
    expect(countedResults(short, [shortOpened, voided(1.105)])?.r).toBe(-0.5);
    expect(countedResults(short, [shortOpened, voided(1.095)])?.r).toBe(0);
  });

  it("names the price a result comes from: the exit of a closed trade, and a void's open share at its mark", () => {
    const closedEvents: TimedTradeEvent[] = [
      opened,
      { type: "partial_close", share: 50, price: 1.11, at: at(2) },
      { type: "closed", share: 50, price: 1.1, reason: "manual", at: at(3) },
    ];
    expect(countedTrade(EURUSD, closedEvents)).toEqual({
      results: { percent: 0.45, pips: 50, r: 0.5 },
      exitPrice: 1.105,
      voidedOpen: null,
    });
    expect(countedTrade(EURUSD, [opened, voided(1.095)])).toEqual({
      results: { percent: -0.45, pips: -50, r: -0.5 },
      exitPrice: 1.095,
      voidedOpen: { share: 100, price: 1.095, mark: "market" },
    });
    expect(countedTrade(EURUSD, [opened, voided(1.105)])?.voidedOpen).toEqual({
      share: 100,
      price: 1.1,
      mark: "favour",
    });
    expect(countedTrade(EURUSD, [opened, voided(null)])?.voidedOpen).toEqual({ share: 100, price: 1.09, mark: "stop" });
    const partlyClosed: TimedTradeEvent[] = [opened, { type: "partial_close", share: 40, price: 1.12, at: at(2) }];
    expect(countedTrade(EURUSD, [...partlyClosed, voided(1.095)])).toEqual({
      results: { percent: 0.45, pips: 50, r: 0.5 },
      exitPrice: 1.105,
      voidedOpen: { share: 60, price: 1.095, mark: "market" },
    });
  });

  it("counts a void's open share at the entry when neither a price nor a stop was known, or the stop was not against it", () => {
    const noStop: TimedTradeEvent = { ...opened, plan: { ...opened.plan, stopLoss: null } };
    expect(countedTrade(EURUSD, [noStop, voided(null)])).toEqual({
      results: { percent: 0, pips: 0, r: null },
      exitPrice: 1.1,
      voidedOpen: { share: 100, price: 1.1, mark: "entry" },
    });
    const breakEven: TimedTradeEvent = { type: "stop_moved", from: 1.09, to: 1.1, reason: "break_even", at: at(2) };
    expect(countedTrade(EURUSD, [opened, breakEven, voided(null)])?.voidedOpen).toEqual({
      share: 100,
      price: 1.1,
      mark: "favour",
    });
    expect(countedTrade(EURUSD, [opened, voided(1.1)])?.voidedOpen?.mark).toBe("favour");
  });

  it("leaves nothing open to mark when a closed trade is voided: it counts at its exit", () => {
    const closedEvents: TimedTradeEvent[] = [
      opened,
      { type: "closed", share: 100, price: 1.08, reason: "stop", at: at(2) },
      voided(null),
    ];
    expect(countedTrade(EURUSD, closedEvents)).toEqual({
      results: { percent: -1.82, pips: -200, r: -2 },
      exitPrice: 1.08,
      voidedOpen: null,
    });
  });

  it("does not count a signal cancelled before it filled, nor an open one", () => {
    expect(countedResults(EURUSD, [opened, { type: "cancelled", reason: null, at: at(2) }])).toBeNull();
    expect(countedResults(EURUSD, [opened, { type: "cancelled", reason: null, at: at(2) }, voided(1.09)])).toBeNull();
    expect(countedResults(EURUSD, [opened])).toBeNull();
  });
});

describe("the track record's figures", () => {
  const signal = (id: string, day: number, percent: number | null, r: number | null): TrackRecordSignal => ({
    id,
    recordNumber: day,
    asset: id,
    assetClass: "forex",
    direction: "long",
    outcome: "manual",
    outcomeReason: null,
    publishedAt: at(1),
    closedAt: at(day),
    percent,
    r,
    exitPrice: null,
    voidedOpen: null,
    events: [],
  });

  it("works out win rate, average win and loss, expectancy in R, profit factor, drawdown and months by hand", () => {
    const summary = summarizeTrackRecord([
      signal("A", 2, 0.45, 0.5),
      signal("B", 3, -0.45, -0.5),
      signal("C", 4, 0, 0),
      signal("D", 5, -0.91, -1),
      signal("CANCELLED", 6, null, null),
      { ...signal("NOV", 1, 2, 2), closedAt: "2026-11-02T00:00:00.000Z" },
    ]);
    expect(summary.figures).toEqual({
      trades: 5,
      wins: 2,
      losses: 2,
      winRate: 40,
      averageWinR: 1.25,
      averageLossR: -0.75,
      // (0.5 - 0.5 + 0 - 1 + 2) / 5
      expectancyR: 0.2,
      expectancyTrades: 5,
      // (0.45 + 2) / (0.45 + 0.91)
      profitFactor: 1.8,
      // From the peak +0.45 down to -0.91
      maxDrawdown: 1.36,
      totalPercent: 1.09,
    });
    expect(summary.monthly).toEqual([
      { month: "2026-10", percent: -0.91, trades: 4 },
      { month: "2026-11", percent: 2, trades: 1 },
    ]);
    expect(summary.equity.map((point) => point.cumulativePercent)).toEqual([0.45, 0, 0, -0.91, 1.09]);
    expect(summary.byAssetClass.map((entry) => [entry.assetClass, entry.trades])).toEqual([["forex", 5]]);
  });

  it("gives members' statistics the same count: a cancelled signal is left out, every other one counts", () => {
    const signals = [signal("A", 2, 0.45, 0.5), signal("CANCELLED", 3, null, null), signal("VOID", 4, -0.5, -0.5)];
    const { overall, byAssetClass } = performanceOfSignals(signals);
    expect(overall).toMatchObject({ closed: 2, winners: 1, losers: 1, totalPnl: -0.05 });
    expect(overall.curve.map((point) => point.asset)).toEqual(["A", "VOID"]);
    expect(overall.totalPnl).toBe(summarizeTrackRecord(signals).figures.totalPercent);
    expect(byAssetClass.map((entry) => [entry.assetClass, entry.closed])).toEqual([["forex", 2]]);
  });

  it("leaves trades without a stop out of the R figures, and lists months in order", () => {
    const summary = summarizeTrackRecord([
      { ...signal("NOV", 1, 2, 2), closedAt: "2026-11-02T00:00:00.000Z" },
      signal("NO-STOP", 2, 5, null),
      signal("A", 3, -1, -1),
    ]);
    expect(summary.figures).toMatchObject({
      trades: 3,
      averageWinR: 2,
      averageLossR: -1,
      expectancyR: 0.5,
      expectancyTrades: 2,
    });
    expect(summary.monthly.map((month) => month.month)).toEqual(["2026-10", "2026-11"]);
  });

  it("has nothing to count in an empty record", () => {
    const summary = summarizeTrackRecord([]);
    expect(summary.figures).toMatchObject({ trades: 0, winRate: 0, expectancyR: null, profitFactor: null });
    expect(summary.monthly).toEqual([]);
  });
});

describe("the record as the API answers it", () => {
  const price = (value: number) => ({ kind: "price", value, decimals: 5 }) as const;
  const closed = (id: string, direction: "long" | "short", percent: number): TrackRecordSignal => ({
    id,
    recordNumber: 1,
    asset: "EUR/USD",
    assetClass: "forex",
    direction,
    outcome: "manual",
    outcomeReason: "Closed at the news",
    publishedAt: at(1),
    closedAt: at(2),
    percent,
    r: percent / 2,
    exitPrice: 1.1,
    voidedOpen: null,
    events: [
      {
        seq: 1,
        type: "opened",
        at: at(1),
        message: "New signal",
        words: { key: "positions:tradeEvent.opened", values: { asset: "EUR/USD", price: price(1.08) } },
      },
      {
        seq: 2,
        type: "closed",
        at: at(2),
        message: "Closed",
        words: {
          key: "positions:tradeEvent.closedAtResult",
          values: { asset: "EUR/USD", price: price(1.1), result: { kind: "result", percent, r: percent / 2 } },
        },
      },
    ],
  });

  it("passes its schema whole, every field of every part kept", () => {
    const signals = [closed("long-one", "long", 0.45), closed("short-one", "short", -0.3)];
    const head = { sequence: 2, hash: "9f86d081884c7d65", at: at(3) };
    const record: TrackRecord = {
      asOf: at(3),
      ...summarizeTrackRecord(signals),
      signals,
      open: { signals: 1, unmarked: 0, resultPercent: -0.5, riskPercent: -0.41, maxDrawdown: 0.8 },
      census: { published: 3, closed: 2, voided: 0, cancelled: 0, pending: [3] },
      head: { sequence: head.sequence, hash: head.hash },
      heads: [{ ...head, witness: { signer: "Local Test TSA", at: at(3) } }],
      witnessing: true,
    };
    expect(trackRecordSchema.parse(record)).toEqual(record);
    expect(publishHeadAnswerSchema.parse({ published: true, head })).toEqual({ published: true, head });
  });

  it("refuses a signal of no known direction", () => {
    expect(trackRecordSignalSchema.safeParse({ ...closed("x", "long", 1), direction: "sideways" }).success).toBe(false);
  });
});

describe("the record's headline figures and embed snippets", () => {
  it("shows trades, win rate, expectancy, profit factor and drawdown in that order, the win rate blank with no trade", () => {
    const figures = summarizeTrackRecord([]).figures;
    expect(
      headlineFigures({
        ...figures,
        trades: 4,
        winRate: 50,
        expectancyR: 0.25,
        expectancyTrades: 3,
        profitFactor: 1.5,
        maxDrawdown: 2,
      }),
    ).toEqual([
      { label: "Trades", value: "4", sign: null },
      { label: "Win rate", value: "50%", sign: null },
      { label: "Expectancy", value: "+0.25R", sign: 0.25, note: "over 3 trades with a stop" },
      { label: "Profit factor", value: "1.50", sign: null },
      { label: "Max drawdown", value: "-2.00%", sign: null },
    ]);
    expect(headlineFigures(figures)[1]).toEqual({ label: "Win rate", value: "—", sign: null });
    expect(headlineFigures({ ...figures, expectancyTrades: 1 })[2]?.note).toBe("over 1 trade with a stop");
  });

  it("writes the values as the page's language writes numbers, Latin digits in Arabic; the labels stay English", () => {
    const figures = {
      ...summarizeTrackRecord([]).figures,
      trades: 1234,
      winRate: 62.5,
      expectancyR: 0.25,
      expectancyTrades: 3,
      profitFactor: 1.5,
      maxDrawdown: 2,
    };
    const values = (language?: Language) => headlineFigures(figures, language).map((figure) => figure.value);
    expect(values()).toEqual(["1,234", "62.5%", "+0.25R", "1.50", "-2.00%"]);
    expect(values("en")).toEqual(values());
    expect(values("es")).toEqual(["1234", "62,5\u00a0%", "+0,25R", "1,50", "-2,00\u00a0%"]);
    expect(values("ru")).toEqual(["1\u00a0234", "62,5\u00a0%", "+0,25R", "1,50", "-2,00\u00a0%"]);
    expect(values("ar")).toEqual(["1,234", "62.5\u200e%\u200e", "\u200e+0.25R", "1.50", "\u200e-2.00\u200e%\u200e"]);
    expect(headlineFigures(figures, "es").map(({ label, sign, note }) => ({ label, sign, note }))).toEqual(
      headlineFigures(figures).map(({ label, sign, note }) => ({ label, sign, note })),
    );
    expect(headlineFigures({ ...figures, trades: 0 }, "es")[1]?.value).toBe("—");
  });

  it("gives another site the widget's frame and the badge linking to the page, titled with the product's name", () => {
    const { iframe, badge } = embedSnippets("https://signals.example", "Desk & Co");
    expect(iframe).toContain('src="https://signals.example/track-record/widget"');
    expect(iframe).toContain('title="Desk &amp; Co track record"');
    expect(badge).toContain('href="https://signals.example/track-record"');
    expect(badge).toContain('src="https://signals.example/api/public/track-record/badge.svg"');
    expect(badge).toContain('alt="Desk &amp; Co track record"');
  });
});

describe("the record's census", () => {
  it("numbers every published signal in chain order and counts what became of each, none missing", () => {
    const { census, numberOf } = recordCensus(
      ["a", "b", "c", "d", "e", "f"],
      [
        { id: "e", outcome: "voided" },
        { id: "a", outcome: "stop" },
        { id: "c", outcome: "cancelled" },
        { id: "f", outcome: "final_target" },
      ],
    );
    expect(census).toEqual({ published: 6, closed: 2, voided: 1, cancelled: 1, pending: [2, 4] });
    expect(["a", "b", "c", "d", "e", "f"].map(numberOf)).toEqual([1, 2, 3, 4, 5, 6]);
    expect(numberOf("never published")).toBe(0);
  });

  it("is empty before anything is published", () => {
    expect(recordCensus([], []).census).toEqual({ published: 0, closed: 0, voided: 0, cancelled: 0, pending: [] });
  });
});
