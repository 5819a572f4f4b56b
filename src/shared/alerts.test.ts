import { describe, expect, it } from "vitest";
import {
  alertAsTradeEvent,
  alertSchema,
  alertSymbol,
  alertTargets,
  alertTimeOf,
  openAlertAsPosition,
  type OpenAlert,
} from "./alerts.js";

function open(overrides: Record<string, unknown> = {}): OpenAlert {
  const alert = alertSchema.parse({
    action: "open",
    ref: "r",
    symbol: "EURUSD",
    direction: "buy",
    entry: 1.07,
    ...overrides,
  });
  if (alert.action !== "open") throw new Error("not an opening alert");
  return alert;
}

describe("what an alert can say", () => {
  it("reads TradingView's words and quoted numbers: buy is long, sell is short", () => {
    expect(open()).toMatchObject({ direction: "long", entry: 1.07 });
    expect(open({ direction: "SELL", entry: "1.0700", stop: " 1.08 " })).toMatchObject({
      direction: "short",
      entry: 1.07,
      stop: 1.08,
    });
    expect(open({ entry: "market" }).entry).toBe("market");
  });

  it("refuses an unknown action, a missing ref and a direction it cannot read, each with a message", () => {
    const messages = (body: unknown) => alertSchema.safeParse(body).error?.issues.map((issue) => issue.message);
    expect(messages({ action: "buy", ref: "r" })).toEqual([
      "Action must be one of open, target_hit, partial_close, stop_moved, close, cancel, note",
    ]);
    expect(messages({ action: "close" })).toEqual(["Ref (the trade's reference) is required"]);
    expect(messages({ action: "open", ref: "r", symbol: "X", direction: "up", entry: 1 })).toEqual([
      "Direction must be long, short, buy or sell",
    ]);
    expect(messages({ action: "note", ref: "r", text: "x", extra: 1 })).toHaveLength(1);
  });

  it("splits targets without shares evenly, the last taking what is left", () => {
    expect(alertTargets([1, 2, 3])).toEqual([
      { price: 1, share: 33 },
      { price: 2, share: 33 },
      { price: 3, share: 34 },
    ]);
    expect(alertTargets([{ price: 1, share: 70 }, 2])).toEqual([
      { price: 1, share: 70 },
      { price: 2, share: 50 },
    ]);
    expect(alertTargets(undefined)).toBeUndefined();
  });

  it("writes a forex ticker as the desk does, and keeps other symbols as sent", () => {
    expect(alertSymbol("eurusd", "forex")).toBe("EUR/USD");
    expect(alertSymbol("EUR/USD", "forex")).toBe("EUR/USD");
    expect(alertSymbol("BINANCE:BTCUSDT", "crypto")).toBe("BINANCE:BTCUSDT");
    expect(alertSymbol("AAPLUS", "stocks")).toBe("AAPLUS");
  });

  it("reads the alert's time as ISO or milliseconds, and says when it cannot", () => {
    expect(alertTimeOf({ time: "2026-11-21T12:00:00Z" })).toBe(Date.parse("2026-11-21T12:00:00Z"));
    expect(alertTimeOf({ time: 1_790_000_000_000 })).toBe(1_790_000_000_000);
    expect(alertTimeOf({})).toBeNull();
    expect(alertTimeOf({ time: "yesterday" })).toBeNaN();
  });

  it("becomes the admin's own inputs: a published position, or the event a step reports", () => {
    expect(
      openAlertAsPosition(open({ stop: 1.06, targets: [1.08], risk: "HIGH" }), {
        assetClass: "forex",
        entryPrice: 1.07,
      }),
    ).toEqual({
      asset: "EUR/USD",
      assetClass: "forex",
      direction: "long",
      entryPrice: 1.07,
      status: "active",
      stopLoss: 1.06,
      targets: [{ price: 1.08, share: 100 }],
      riskLevel: "high",
    });
    const step = (body: Record<string, unknown>) => {
      const alert = alertSchema.parse({ ref: "r", ...body });
      if (alert.action === "open") throw new Error("a step");
      return alertAsTradeEvent(alert);
    };
    expect(step({ action: "target_hit", target: "1" })).toEqual({ type: "target_hit", target: 1 });
    expect(step({ action: "close", price: 1.1 })).toEqual({ type: "closed", reason: "manual", price: 1.1 });
    expect(step({ action: "stop_moved", reason: "break_even" })).toEqual({ type: "stop_moved", reason: "break_even" });
    expect(step({ action: "cancel" })).toEqual({ type: "cancelled" });
  });
});
