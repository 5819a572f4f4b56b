import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { calendarDaysUntil, formatCents, trialBannerState } from "./subscriptions.js";

const now = new Date("2026-11-21T12:00:00.000Z");
const trialUntil = (iso: string | null) => ({ subscriptionStatus: "trial" as const, subscriptionExpiry: iso });

describe("trialBannerState", () => {
  it("says expired once the expiry has passed", () => {
    expect(trialBannerState(trialUntil("2026-11-21T12:00:00.000Z"), now, "UTC")).toEqual({ kind: "expired" });
    expect(trialBannerState(trialUntil("2026-11-01T00:00:00.000Z"), now, "UTC")).toEqual({ kind: "expired" });
  });

  it("counts calendar days to the expiry's date: 0 with a few hours left on the last day", () => {
    const at = (iso: string) => trialBannerState(trialUntil(iso), now, "UTC");
    expect(at("2026-11-21T12:00:01.000Z")).toEqual({ kind: "ending", daysLeft: 0 });
    expect(at("2026-11-21T23:59:59.000Z")).toEqual({ kind: "ending", daysLeft: 0 });
    expect(at("2026-11-22T00:00:00.000Z")).toEqual({ kind: "ending", daysLeft: 1 });
    expect(at("2026-11-28T23:00:00.000Z")).toEqual({ kind: "ending", daysLeft: 7 });
    expect(at("2026-11-29T00:30:00.000Z")).toEqual({ kind: "active", daysLeft: 8 });
  });

  it("turns over at the reader's midnight, not at 24-hour steps from now", () => {
    const expiry = trialUntil("2026-11-24T10:00:00.000Z");
    const before = trialBannerState(expiry, new Date("2026-11-21T23:59:00.000Z"), "UTC");
    const after = trialBannerState(expiry, new Date("2026-11-22T00:01:00.000Z"), "UTC");
    expect(before).toEqual({ kind: "ending", daysLeft: 3 });
    expect(after).toEqual({ kind: "ending", daysLeft: 2 });
    // In New York the same instants are still the 21st, and the expiry is the 24th there too.
    expect(trialBannerState(expiry, new Date("2026-11-22T00:01:00.000Z"), "America/New_York")).toEqual({
      kind: "ending",
      daysLeft: 3,
    });
  });

  it("agrees with the date shown beside it, wherever it is read", () => {
    const zones = fc.constantFrom("UTC", "America/Los_Angeles", "Asia/Tokyo", "Pacific/Kiritimati", "Europe/London");
    const instant = fc.integer({ min: Date.UTC(2026, 0, 1), max: Date.UTC(2027, 0, 1) });
    fc.assert(
      fc.property(instant, fc.integer({ min: 1, max: 40 * 24 * 3600 * 1000 }), zones, (from, ahead, zone) => {
        const days = calendarDaysUntil(new Date(from + ahead), new Date(from), zone);
        // Counting `days` calendar days on from today's date reaches exactly the expiry's date.
        const shown = new Intl.DateTimeFormat("en-US", { timeZone: zone, dateStyle: "long" });
        const today = shown.formatToParts(new Date(from));
        const noonToday = Date.UTC(
          Number(today.find((p) => p.type === "year")?.value),
          new Date(`${today.find((p) => p.type === "month")?.value} 1, 2000`).getMonth(),
          Number(today.find((p) => p.type === "day")?.value),
          12,
        );
        const utc = new Intl.DateTimeFormat("en-US", { timeZone: "UTC", dateStyle: "long" });
        expect(utc.format(new Date(noonToday + days * 86_400_000))).toBe(shown.format(new Date(from + ahead)));
      }),
    );
  });

  it("shows nothing to anyone not on a trial", () => {
    expect(trialBannerState({ subscriptionStatus: "premium", subscriptionExpiry: null }, now)).toBeNull();
    expect(trialBannerState({ subscriptionStatus: "inactive", subscriptionExpiry: null }, now)).toBeNull();
  });
});

describe("formatCents", () => {
  it("shows dollars and cents", () => {
    expect(formatCents(4900)).toBe("$49.00");
    expect(formatCents(17900, "usd")).toBe("$179.00");
  });
});
