import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { calendarDaysUntil, formatCents, hadTrial, planChoice, trialBannerState } from "./subscriptions.js";

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

describe("planChoice", () => {
  const future = "2026-12-01T00:00:00.000Z";
  const past = "2026-11-01T00:00:00.000Z";

  it("offers both plans to visitors and to members who never had access", () => {
    expect(planChoice(null, false, now)).toEqual({ kind: "buy", current: null, offered: ["trial", "pro"] });
    const inactive = { subscriptionStatus: "inactive" as const, subscriptionExpiry: null };
    expect(planChoice(inactive, false, now)).toEqual({ kind: "buy", current: null, offered: ["trial", "pro"] });
  });

  it("marks a running trial as the member's plan and offers only Pro", () => {
    expect(planChoice(trialUntil(future), false, now)).toEqual({ kind: "buy", current: "trial", offered: ["pro"] });
  });

  it("gives an ended trial the banner's one next step: Pro", () => {
    expect(planChoice(trialUntil(past), false, now)).toEqual({ kind: "buy", current: null, offered: ["pro"] });
  });

  it("offers nothing to buy over paid Pro or an open-ended grant", () => {
    const pro = { subscriptionStatus: "premium" as const, subscriptionExpiry: future };
    expect(planChoice(pro, true, now)).toEqual({ kind: "manage", current: "pro" });
    const granted = { subscriptionStatus: "standard" as const, subscriptionExpiry: null };
    expect(planChoice(granted, false, now)).toEqual({ kind: "manage", current: null });
  });

  it("sends a Pro member whose access was ended, with Pro still on file, to support instead of round in a loop", () => {
    const ended = { subscriptionStatus: "inactive" as const, subscriptionExpiry: null };
    expect(planChoice(ended, true, now)).toEqual({ kind: "contact-support" });
    expect(planChoice({ subscriptionStatus: "premium", subscriptionExpiry: past }, true, now)).toEqual({
      kind: "contact-support",
    });
  });

  it("lets a lapsed Pro member with nothing on file buy again", () => {
    expect(planChoice({ subscriptionStatus: "premium", subscriptionExpiry: past }, false, now)).toEqual({
      kind: "buy",
      current: null,
      offered: ["trial", "pro"],
    });
  });
});

describe("formatCents", () => {
  it("shows dollars and cents", () => {
    expect(formatCents(4900)).toBe("$49.00");
    expect(formatCents(17900, "usd")).toBe("$179.00");
  });
});

describe("hadTrial", () => {
  it("holds for a member on Trial or past it, and for one whose Trial was paid for", () => {
    const past = new Date("2026-01-01T00:00:00.000Z").toISOString();
    expect(hadTrial({ subscriptionStatus: "trial", subscriptionExpiry: past }, 0)).toBe(true);
    expect(hadTrial({ subscriptionStatus: "inactive", subscriptionExpiry: null }, 1)).toBe(true);
    expect(hadTrial({ subscriptionStatus: "premium", subscriptionExpiry: past }, 2)).toBe(true);
    expect(hadTrial({ subscriptionStatus: "inactive", subscriptionExpiry: null }, 0)).toBe(false);
    expect(hadTrial({ subscriptionStatus: "premium", subscriptionExpiry: past }, 0)).toBe(false);
  });
});
