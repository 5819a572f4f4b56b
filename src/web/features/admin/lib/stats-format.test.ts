import { describe, expect, it } from "vitest";
import { formatCount, formatDuration, formatMoney, formatRate } from "@/features/admin/lib/stats-format";

describe("admin figures", () => {
  it("show a missing metric as a dash, never as zero", () => {
    expect(formatMoney(null)).toBe("—");
    expect(formatCount(null)).toBe("—");
    expect(formatRate(null)).toBe("—");
    expect(formatDuration(null)).toBe("—");
    expect(formatCount(0)).toBe("0");
  });

  it("write a session length as the admin panel shows it", () => {
    expect(formatDuration(272)).toBe("4m 32s");
    expect(formatDuration(45.4)).toBe("45s");
    expect(formatDuration(3900)).toBe("1h 05m");
  });

  it("write money in dollars and rates with one decimal", () => {
    expect(formatMoney(228)).toBe("$228.00");
    expect(formatRate(33.333)).toBe("33.3%");
  });
});
