import { describe, expect, it } from "vitest";
import {
  canSeePositions,
  hasAccess,
  hasAdvancedAnalytics,
  hasOpenEndedAccess,
  hasPortfolioTracking,
  hasPrioritySupport,
  hasWeeklySummaries,
} from "./access.js";

const now = new Date("2026-11-21T12:00:00.000Z");

describe("hasAccess", () => {
  it("grants access to every paid status until the expiry passes", () => {
    for (const status of ["trial", "standard", "premium"] as const) {
      expect(hasAccess({ subscriptionStatus: status, subscriptionExpiry: "2026-11-21T12:00:01.000Z" }, now)).toBe(true);
      expect(hasAccess({ subscriptionStatus: status, subscriptionExpiry: "2026-11-21T12:00:00.000Z" }, now)).toBe(
        false,
      );
    }
  });

  it("treats a status with no expiry as open-ended access", () => {
    expect(hasAccess({ subscriptionStatus: "standard", subscriptionExpiry: null }, now)).toBe(true);
  });

  it("never grants access to an inactive user, whatever the expiry", () => {
    expect(hasAccess({ subscriptionStatus: "inactive", subscriptionExpiry: null }, now)).toBe(false);
    expect(hasAccess({ subscriptionStatus: "inactive", subscriptionExpiry: "2030-01-01T00:00:00.000Z" }, now)).toBe(
      false,
    );
  });
});

describe("hasOpenEndedAccess", () => {
  it("is a granted status with no expiry date, never an inactive one or a dated one", () => {
    expect(hasOpenEndedAccess({ subscriptionStatus: "standard", subscriptionExpiry: null })).toBe(true);
    expect(hasOpenEndedAccess({ subscriptionStatus: "inactive", subscriptionExpiry: null })).toBe(false);
    expect(hasOpenEndedAccess({ subscriptionStatus: "premium", subscriptionExpiry: "2099-01-01T00:00:00.000Z" })).toBe(
      false,
    );
  });
});

describe("canSeePositions", () => {
  it("lets admins see positions without a subscription, and members only with access", () => {
    const lapsed = { subscriptionStatus: "inactive", subscriptionExpiry: null } as const;
    expect(canSeePositions({ role: "admin", ...lapsed }, now)).toBe(true);
    expect(canSeePositions({ role: "user", ...lapsed }, now)).toBe(false);
    expect(canSeePositions({ role: "user", subscriptionStatus: "trial", subscriptionExpiry: null }, now)).toBe(true);
  });
});

describe("hasPrioritySupport", () => {
  it("is Pro's while its access lasts, and no other plan's", () => {
    const until = "2026-11-21T12:00:01.000Z";
    expect(hasPrioritySupport({ subscriptionStatus: "premium", subscriptionExpiry: until }, now)).toBe(true);
    expect(hasPrioritySupport({ subscriptionStatus: "premium", subscriptionExpiry: null }, now)).toBe(true);
    expect(
      hasPrioritySupport({ subscriptionStatus: "premium", subscriptionExpiry: "2026-11-21T12:00:00.000Z" }, now),
    ).toBe(false);
    for (const status of ["trial", "standard", "inactive"] as const) {
      expect(hasPrioritySupport({ subscriptionStatus: status, subscriptionExpiry: until }, now)).toBe(false);
    }
  });
});

describe("hasWeeklySummaries", () => {
  it("is a Pro member's while their access lasts; not an admin's, nor any other plan's", () => {
    const until = "2026-11-21T12:00:01.000Z";
    const pro = { role: "user", subscriptionStatus: "premium", subscriptionExpiry: until } as const;
    expect(hasWeeklySummaries(pro, now)).toBe(true);
    expect(hasWeeklySummaries({ ...pro, subscriptionExpiry: "2026-11-21T12:00:00.000Z" }, now)).toBe(false);
    expect(hasWeeklySummaries({ ...pro, role: "admin" }, now)).toBe(false);
    for (const status of ["trial", "standard", "inactive"] as const) {
      expect(hasWeeklySummaries({ ...pro, subscriptionStatus: status }, now)).toBe(false);
    }
  });
});

describe("hasAdvancedAnalytics", () => {
  const until = "2026-11-21T12:00:01.000Z";
  const ended = "2026-11-21T12:00:00.000Z";

  it("is Pro's while its access lasts, and every admin's", () => {
    expect(hasAdvancedAnalytics({ role: "user", subscriptionStatus: "premium", subscriptionExpiry: until }, now)).toBe(
      true,
    );
    expect(hasAdvancedAnalytics({ role: "user", subscriptionStatus: "premium", subscriptionExpiry: null }, now)).toBe(
      true,
    );
    expect(hasAdvancedAnalytics({ role: "admin", subscriptionStatus: "inactive", subscriptionExpiry: null }, now)).toBe(
      true,
    );
  });

  it("is refused to Trial, standard, inactive and an ended Pro", () => {
    expect(hasAdvancedAnalytics({ role: "user", subscriptionStatus: "premium", subscriptionExpiry: ended }, now)).toBe(
      false,
    );
    for (const status of ["trial", "standard", "inactive"] as const) {
      expect(hasAdvancedAnalytics({ role: "user", subscriptionStatus: status, subscriptionExpiry: until }, now)).toBe(
        false,
      );
      expect(hasAdvancedAnalytics({ role: "user", subscriptionStatus: status, subscriptionExpiry: null }, now)).toBe(
        false,
      );
    }
  });
});

describe("hasPortfolioTracking", () => {
  const until = "2026-11-21T12:00:01.000Z";
  it("is for Pro members whose access has not ended", () => {
    expect(hasPortfolioTracking({ role: "user", subscriptionStatus: "premium", subscriptionExpiry: until }, now)).toBe(
      true,
    );
    expect(hasPortfolioTracking({ role: "user", subscriptionStatus: "premium", subscriptionExpiry: null }, now)).toBe(
      true,
    );
    expect(
      hasPortfolioTracking(
        { role: "user", subscriptionStatus: "premium", subscriptionExpiry: "2026-11-21T12:00:00.000Z" },
        now,
      ),
    ).toBe(false);
  });

  it("is not for Trial or standard members, nor for admins, whatever their plan", () => {
    for (const status of ["trial", "standard", "inactive"] as const) {
      expect(hasPortfolioTracking({ role: "user", subscriptionStatus: status, subscriptionExpiry: until }, now)).toBe(
        false,
      );
    }
    expect(hasPortfolioTracking({ role: "admin", subscriptionStatus: "premium", subscriptionExpiry: until }, now)).toBe(
      false,
    );
  });
});
