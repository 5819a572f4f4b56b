import { describe, expect, it } from "vitest";
import { formatDetailPrice, formatPercent, formatPnl, formatPrice } from "./format.js";

describe("formatting", () => {
  it("shows prices with 2 to 5 decimals, and exactly 4 in detail cards", () => {
    expect(formatPrice(1.0724)).toBe("1.0724");
    expect(formatPrice(1.123456)).toBe("1.12346");
    expect(formatPrice(65000)).toBe("65,000.00");
    expect(formatDetailPrice(1.07)).toBe("1.0700");
    expect(formatDetailPrice(2375.123456)).toBe("2,375.1235");
    expect(formatPrice(null)).toBe("—");
  });

  it("shows P&L with two decimals and a sign", () => {
    expect(formatPnl(1.255)).toBe("+1.26%");
    expect(formatPnl(-0.5)).toBe("-0.50%");
    expect(formatPnl(0)).toBe("0.00%");
    expect(formatPnl(undefined)).toBe("—");
    expect(formatPercent(2.5)).toBe("2.50%");
  });
});
