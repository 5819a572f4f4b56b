import { describe, expect, it } from "vitest";
import { canSeePositions, hasAccess, hasOpenEndedAccess } from "./access.js";

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
