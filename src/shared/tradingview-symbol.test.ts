import { describe, expect, it } from "vitest";
import { tradingViewSymbol } from "./tradingview-symbol.js";

describe("tradingViewSymbol", () => {
  it("maps forex pairs to FX:", () => {
    expect(tradingViewSymbol("EUR/USD", "forex")).toBe("FX:EURUSD");
    expect(tradingViewSymbol("gbpjpy", "forex")).toBe("FX:GBPJPY");
  });

  it("maps crypto to Binance USDT pairs", () => {
    expect(tradingViewSymbol("BTC", "crypto")).toBe("BINANCE:BTCUSDT");
    expect(tradingViewSymbol("BTC/USD", "crypto")).toBe("BINANCE:BTCUSDT");
    expect(tradingViewSymbol("eth-usdt", "crypto")).toBe("BINANCE:ETHUSDT");
  });

  it("maps gold, oil and silver to commodity codes, by name or ticker", () => {
    expect(tradingViewSymbol("Gold", "commodities")).toBe("TVC:GOLD");
    expect(tradingViewSymbol("XAU/USD", "commodities")).toBe("TVC:GOLD");
    expect(tradingViewSymbol("Oil", "commodities")).toBe("TVC:USOIL");
    expect(tradingViewSymbol("WTI", "commodities")).toBe("TVC:USOIL");
    expect(tradingViewSymbol("Brent", "commodities")).toBe("TVC:UKOIL");
    expect(tradingViewSymbol("silver", "commodities")).toBe("TVC:SILVER");
    expect(tradingViewSymbol("XAGUSD", "commodities")).toBe("TVC:SILVER");
    expect(tradingViewSymbol("PLATINUM", "commodities")).toBe("TVC:PLATINUM");
  });

  it("maps indices as docs/product.md#markets lists them", () => {
    expect(tradingViewSymbol("SPX", "indices")).toBe("SP:SPX");
    expect(tradingViewSymbol("US500", "indices")).toBe("SP:SPX");
    expect(tradingViewSymbol("NDX", "indices")).toBe("NASDAQ:NDX");
    expect(tradingViewSymbol("DJI", "indices")).toBe("DJ:DJI");
    expect(tradingViewSymbol("dax", "indices")).toBe("XETR:DAX");
  });

  it("prefixes stocks with NASDAQ and keeps an explicit exchange", () => {
    expect(tradingViewSymbol("aapl", "stocks")).toBe("NASDAQ:AAPL");
    expect(tradingViewSymbol("NYSE:IBM", "stocks")).toBe("NYSE:IBM");
  });
});
