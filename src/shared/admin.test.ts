import { describe, expect, it } from "vitest";
import {
  adminUserListQuerySchema,
  endOfDayIso,
  expiryDateOnly,
  exportFileName,
  isCalendarDate,
  subscriptionUpdateSchema,
} from "./admin.js";

describe("isCalendarDate", () => {
  it.each(["2026-11-21", "2028-02-29", "2026-12-31", "2026-01-01"])("accepts %s", (date) => {
    expect(isCalendarDate(date)).toBe(true);
  });
  it.each(["2026-02-29", "2026-02-30", "2026-13-01", "2026-00-10", "2026-11-31", "2026-1-5", "26-11-21", ""])(
    "refuses %j",
    (date) => {
      expect(isCalendarDate(date)).toBe(false);
    },
  );
});

describe("subscription expiry", () => {
  it("is the last millisecond of the chosen UTC day, and reads back as that day", () => {
    expect(endOfDayIso("2027-02-28")).toBe("2027-02-28T23:59:59.999Z");
    expect(expiryDateOnly(endOfDayIso("2027-02-28"))).toBe("2027-02-28");
    expect(expiryDateOnly(null)).toBe("");
  });

  it("accepts a date or null, and nothing else", () => {
    const parse = (subscriptionExpiry: unknown) =>
      subscriptionUpdateSchema.safeParse({ subscriptionStatus: "standard", subscriptionExpiry }).success;
    expect(parse("2027-02-28")).toBe(true);
    expect(parse(null)).toBe(true);
    expect(parse(undefined)).toBe(false);
    expect(parse("2027-02-28T00:00:00.000Z")).toBe(false);
  });
});

describe("adminUserListQuerySchema", () => {
  it("defaults to the first 50 of everyone, and reads an empty status as all", () => {
    expect(adminUserListQuerySchema.parse({})).toEqual({ limit: 50, offset: 0 });
    expect(adminUserListQuerySchema.parse({ status: "", search: "  ann ", limit: "10", offset: "20" })).toEqual({
      search: "ann",
      limit: 10,
      offset: 20,
    });
  });
});

describe("exportFileName", () => {
  it("names the product, the export and the day", () => {
    const now = new Date("2026-11-21T23:30:00.000Z");
    expect(exportFileName("users", now)).toBe("signaldesk-users-2026-11-21.csv");
    expect(exportFileName("analytics", now, "Alpha Signals!")).toBe("alpha-signals-analytics-2026-11-21.csv");
  });
});
