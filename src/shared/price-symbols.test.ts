import { describe, expect, it } from "vitest";
import { binanceSymbol, finnhubSymbol, providerSymbol } from "./price-symbols.js";

describe("binanceSymbol", () => {
  it("maps crypto as admins type it to the USDT pair", () => {
    expect(binanceSymbol("BTC/USDT", "crypto")).toBe("BTCUSDT");
    expect(binanceSymbol("BTCUSD", "crypto")).toBe("BTCUSDT");
    expect(binanceSymbol("ETH", "crypto")).toBe("ETHUSDT");
    expect(binanceSymbol(" sol-usdt ", "crypto")).toBe("SOLUSDT");
  });

  it("takes a pair written as BINANCE:<pair> as it is", () => {
    expect(binanceSymbol("BINANCE:ETHBTC", "crypto")).toBe("ETHBTC");
    expect(binanceSymbol(" binance : ethbtc ", "crypto")).toBe("ETHBTC");
    // Only a name before a colon is an exchange: a coin named like one is quoted in USDT.
    expect(binanceSymbol("BINANCEX", "crypto")).toBe("BINANCEXUSDT");
  });

  it("covers nothing but crypto", () => {
    expect(binanceSymbol("EUR/USD", "forex")).toBeNull();
    expect(binanceSymbol("XAU/USD", "commodities")).toBeNull();
    expect(binanceSymbol("US500", "indices")).toBeNull();
    expect(binanceSymbol("AAPL", "stocks")).toBeNull();
  });

  it("refuses names that cannot be a pair", () => {
    expect(binanceSymbol("", "crypto")).toBeNull();
    expect(binanceSymbol("?", "crypto")).toBeNull();
    expect(binanceSymbol("!BTC", "crypto")).toBeNull();
    expect(binanceSymbol("BTC!", "crypto")).toBeNull();
    expect(binanceSymbol("A".repeat(21), "crypto")).toBeNull();
  });
});

describe("finnhubSymbol", () => {
  it("maps forex pairs to OANDA's", () => {
    expect(finnhubSymbol("EUR/USD", "forex")).toBe("OANDA:EUR_USD");
    expect(finnhubSymbol("EURUSD", "forex")).toBe("OANDA:EUR_USD");
    expect(finnhubSymbol("gbp-jpy", "forex")).toBe("OANDA:GBP_JPY");
  });

  it("maps commodities by name or ticker to OANDA's metals and energy", () => {
    expect(finnhubSymbol("XAU/USD", "commodities")).toBe("OANDA:XAU_USD");
    expect(finnhubSymbol("GOLD", "commodities")).toBe("OANDA:XAU_USD");
    expect(finnhubSymbol("silver", "commodities")).toBe("OANDA:XAG_USD");
    expect(finnhubSymbol("WTI", "commodities")).toBe("OANDA:WTICO_USD");
    expect(finnhubSymbol("Brent", "commodities")).toBe("OANDA:BCO_USD");
    expect(finnhubSymbol("Natural Gas", "commodities")).toBe("OANDA:NATGAS_USD");
    expect(finnhubSymbol("COPPER", "commodities")).toBe("OANDA:XCU_USD");
  });

  it("maps index names and CFD aliases to OANDA's index CFDs", () => {
    expect(finnhubSymbol("US500", "indices")).toBe("OANDA:SPX500_USD");
    expect(finnhubSymbol("SPX", "indices")).toBe("OANDA:SPX500_USD");
    expect(finnhubSymbol("NAS100", "indices")).toBe("OANDA:NAS100_USD");
    expect(finnhubSymbol("US30", "indices")).toBe("OANDA:US30_USD");
    expect(finnhubSymbol("GER40", "indices")).toBe("OANDA:DE30_EUR");
    expect(finnhubSymbol("UK100", "indices")).toBe("OANDA:UK100_GBP");
    expect(finnhubSymbol("Nikkei", "indices")).toBe("OANDA:JP225_USD");
  });

  it("maps stocks to their US ticker, without an exchange written before it", () => {
    expect(finnhubSymbol("AAPL", "stocks")).toBe("AAPL");
    expect(finnhubSymbol("nasdaq:msft", "stocks")).toBe("MSFT");
    expect(finnhubSymbol("BRK.B", "stocks")).toBe("BRK.B");
  });

  it("maps crypto to Binance's pair as Finnhub names it", () => {
    expect(finnhubSymbol("BTC/USDT", "crypto")).toBe("BINANCE:BTCUSDT");
    expect(finnhubSymbol("ETH", "crypto")).toBe("BINANCE:ETHUSDT");
  });

  it("covers no unknown name", () => {
    expect(finnhubSymbol("EURO", "forex")).toBeNull();
    expect(finnhubSymbol("EUR/USDT", "forex")).toBeNull();
    expect(finnhubSymbol("XEUR/USD", "forex")).toBeNull();
    expect(finnhubSymbol("UNOBTAINIUM", "commodities")).toBeNull();
    expect(finnhubSymbol("PLATINUM", "commodities")).toBeNull();
    expect(finnhubSymbol("MOON100", "indices")).toBeNull();
    expect(finnhubSymbol("NOT A TICKER AT ALL", "stocks")).toBeNull();
    expect(finnhubSymbol("constructor", "indices")).toBeNull();
  });
});

describe("providerSymbol", () => {
  it("asks the named provider", () => {
    expect(providerSymbol("binance", "BTC/USDT", "crypto")).toBe("BTCUSDT");
    expect(providerSymbol("finnhub", "EUR/USD", "forex")).toBe("OANDA:EUR_USD");
    expect(providerSymbol("binance", "EUR/USD", "forex")).toBeNull();
  });
});
