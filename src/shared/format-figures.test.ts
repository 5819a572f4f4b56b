import { describe, expect, it } from "vitest";
import {
  formatAverage,
  formatCount,
  formatDate,
  formatDateTime,
  formatDateTimeWithZone,
  formatDrawdown,
  formatDuration,
  formatLongDate,
  formatMemberTime,
  formatMoney,
  formatRate,
  formatRatio,
  formatUtcDate,
  formatUtcDateTime,
} from "./format.js";

describe("figures and dates", () => {
  it("show a missing metric as a dash, never as zero", () => {
    expect(formatMoney(null)).toBe("—");
    expect(formatCount(null)).toBe("—");
    expect(formatRate(null)).toBe("—");
    expect(formatDuration(null)).toBe("—");
    expect(formatCount(0)).toBe("0");
    expect(formatCount(1234.6)).toBe("1,235");
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

describe("ratios and dates", () => {
  it("write ratios with two decimals and a dash without one", () => {
    expect(formatRatio(2.666)).toBe("2.67");
    expect(formatRatio(1234.5)).toBe("1234.50");
    expect(formatRatio(null)).toBe("—");
  });

  it("write an expiry as its UTC day, and long dates in full", () => {
    expect(formatUtcDate("2026-11-21T23:59:59.999Z")).toBe("Nov 21, 2026");
    expect(formatLongDate(new Date(2026, 10, 21))).toBe("November 21, 2026");
    expect(formatDrawdown(0)).toBe("0.00%");
    expect(formatDrawdown(4)).toBe("-4.00%");
  });
});

describe("moments in the reader's time zone", () => {
  const lateEvening = "2026-11-21T23:30:00Z";

  it("write a moment in the zone asked for, already the next day where it is", () => {
    expect(formatDateTime(lateEvening, "UTC")).toBe("Nov 21, 2026, 11:30 PM");
    expect(formatDateTime(lateEvening, "Asia/Tokyo")).toBe("Nov 22, 2026, 08:30 AM");
    expect(formatDate(lateEvening, "UTC")).toBe("Nov 21, 2026");
    expect(formatDate(lateEvening, "Asia/Tokyo")).toBe("Nov 22, 2026");
    expect(formatLongDate(lateEvening, "Asia/Tokyo")).toBe("November 22, 2026");
  });

  it("name the zone where a reader may wonder whose clock it is, and UTC in an email", () => {
    expect(formatDateTimeWithZone(lateEvening, "Europe/Berlin")).toBe("Nov 22, 2026, 12:30 AM GMT+1");
    expect(formatDateTimeWithZone(lateEvening, "UTC")).toBe("Nov 21, 2026, 11:30 PM UTC");
    expect(formatUtcDateTime(lateEvening)).toBe("Nov 21, 2026, 11:30 PM UTC");
  });

  it("write a member's message's time on the clock they saved, named, and in UTC before they saved one", () => {
    expect(formatMemberTime(lateEvening, "Asia/Tokyo")).toBe("Nov 22, 2026, 08:30 AM GMT+9");
    expect(formatMemberTime(new Date(lateEvening), "America/New_York")).toBe("Nov 21, 2026, 06:30 PM EST");
    expect(formatMemberTime(lateEvening, null)).toBe("Nov 21, 2026, 11:30 PM UTC");
  });
});

describe("figures in the member's language", () => {
  it("writes money, counts, rates and ratios as the language does, with Latin digits in Arabic", () => {
    expect(formatMoney(228, "es")).toBe("228,00\u00a0US$");
    expect(formatMoney(228, "ar")).toMatch(/^\D*228\.00\D*$/);
    expect(formatMoney(null, "es")).toBe("—");
    expect(formatCount(12345, "ru")).toBe("12\u00a0345");
    expect(formatCount(null, "ru")).toBe("—");
    expect(formatAverage(2.45, "tr")).toBe("2,5");
    expect(formatRate(33.333, "es")).toBe("33,3\u00a0%");
    expect(formatRate(null, "es")).toBe("—");
    expect(formatRatio(2.666, "id")).toBe("2,67");
    expect(formatDrawdown(4, "pt-BR")).toBe("-4,00%");
    expect(formatDrawdown(0, "pt-BR")).toBe("0,00%");
  });

  it("writes dates on the member's clock with the language's month names", () => {
    const at = "2026-11-21T12:00:00Z";
    expect(formatDate(at, "UTC", "es")).toBe("21 nov 2026");
    expect(formatLongDate(at, "UTC", "pt-BR")).toBe("21 de novembro de 2026");
    expect(formatDateTime(at, "Asia/Tokyo", "ru")).toBe("21 нояб. 2026 г., 21:00");
    expect(formatDate(at, "UTC", "ar")).toBe("21 نوفمبر 2026");
    expect(formatDateTimeWithZone(at, "UTC", "tr")).toMatch(/^21 Kas 2026 12:00 UTC$/);
  });
});
