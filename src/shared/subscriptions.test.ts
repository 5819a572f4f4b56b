import { describe, expect, it } from "vitest";
import { formatCents, trialBannerState } from "./subscriptions.js";

const now = new Date("2026-11-21T12:00:00.000Z");
const trialUntil = (iso: string | null) => ({ subscriptionStatus: "trial" as const, subscriptionExpiry: iso });

describe("trialBannerState", () => {
  it("says expired once the expiry has passed", () => {
    expect(trialBannerState(trialUntil("2026-11-21T12:00:00.000Z"), now)).toEqual({ kind: "expired" });
    expect(trialBannerState(trialUntil("2026-11-01T00:00:00.000Z"), now)).toEqual({ kind: "expired" });
  });

  it("warns with 7 days or fewer left, counting a part day as a day", () => {
    expect(trialBannerState(trialUntil("2026-11-21T12:00:01.000Z"), now)).toEqual({ kind: "ending", daysLeft: 1 });
    expect(trialBannerState(trialUntil("2026-11-28T12:00:00.000Z"), now)).toEqual({ kind: "ending", daysLeft: 7 });
    expect(trialBannerState(trialUntil("2026-11-28T12:00:01.000Z"), now)).toEqual({ kind: "active", daysLeft: 8 });
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
