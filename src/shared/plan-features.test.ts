import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { hasAccess } from "./access.js";
import {
  PAID_STATUSES,
  PLAN_FEATURES,
  PLAN_STATUSES,
  hasPlan,
  hasPlanFeature,
  heldByAdmins,
  holdsPlanFeature,
  planIncludes,
  planOf,
  statusesIncluding,
  type PlanFeature,
} from "./plan-features.js";
import { SUBSCRIPTION_STATUSES, USER_ROLES } from "./users.js";

const now = new Date("2026-11-21T12:00:00.000Z");
const until = "2026-11-21T12:00:01.000Z";
const ended = "2026-11-21T12:00:00.000Z";
const OTHER_STATUSES = ["trial", "standard", "inactive"] as const;
const pro = { role: "user", subscriptionStatus: "premium", subscriptionExpiry: until } as const;

describe("the plans' statuses", () => {
  it("stores Trial as trial and Pro as premium, the statuses payments set", () => {
    expect(PLAN_STATUSES).toEqual({ trial: "trial", pro: "premium" });
    expect(PAID_STATUSES).toEqual(["trial", "premium"]);
  });

  it("reads a status as its plan; standard (an admin's grant) and inactive are no plan", () => {
    expect(planOf("trial")).toBe("trial");
    expect(planOf("premium")).toBe("pro");
    expect(planOf("standard")).toBeNull();
    expect(planOf("inactive")).toBeNull();
  });
});

describe("what each plan includes", () => {
  it("gives Pro every feature and Trial none; no plan includes nothing", () => {
    for (const feature of PLAN_FEATURES) {
      expect(planIncludes("pro", feature)).toBe(true);
      expect(planIncludes("trial", feature)).toBe(false);
      expect(planIncludes(null, feature)).toBe(false);
      expect(statusesIncluding(feature)).toEqual(["premium"]);
    }
  });

  it("lets admins see what they publish, but not take signals, get summaries or jump the support queue", () => {
    const held = PLAN_FEATURES.filter(heldByAdmins);
    expect(held).toEqual(["earlyAccess", "insights", "advancedAnalytics", "proRoom", "proRole"]);
  });
});

describe("holdsPlanFeature", () => {
  it("gives early access to Pro members and to every admin, whatever the admin's own status", () => {
    expect(holdsPlanFeature({ role: "user", subscriptionStatus: "premium" }, "earlyAccess")).toBe(true);
    for (const status of SUBSCRIPTION_STATUSES) {
      expect(holdsPlanFeature({ role: "admin", subscriptionStatus: status }, "earlyAccess")).toBe(true);
    }
  });

  it("gives early access to no trial, admin-granted standard or inactive member", () => {
    for (const status of OTHER_STATUSES) {
      expect(holdsPlanFeature({ role: "user", subscriptionStatus: status }, "earlyAccess")).toBe(false);
    }
  });

  it("leaves admins without the features that are a member's own, even on Pro", () => {
    expect(holdsPlanFeature({ role: "admin", subscriptionStatus: "premium" }, "portfolioTracking")).toBe(false);
  });
});

/** Pro's features that are a member's own: admins never hold them. */
const MEMBERS_ONLY: PlanFeature[] = ["portfolioTracking", "prioritySupport", "weeklySummaries", "apiAccess"];

describe("hasPlanFeature", () => {
  it("is Pro's while its access lasts, and no longer", () => {
    for (const feature of PLAN_FEATURES) {
      expect(hasPlanFeature(pro, feature, now)).toBe(true);
      expect(hasPlanFeature({ ...pro, subscriptionExpiry: null }, feature, now)).toBe(true);
      expect(hasPlanFeature({ ...pro, subscriptionExpiry: ended }, feature, now)).toBe(false);
    }
  });

  it("is refused to Trial, standard and inactive members, even with open-ended access", () => {
    for (const feature of PLAN_FEATURES) {
      for (const status of OTHER_STATUSES) {
        for (const expiry of [null, until, "2099-01-01T00:00:00.000Z"]) {
          expect(
            hasPlanFeature({ role: "user", subscriptionStatus: status, subscriptionExpiry: expiry }, feature, now),
          ).toBe(false);
        }
      }
    }
  });

  it("lets admins read insights, see analytics and the Pro room whatever their subscription fields", () => {
    for (const feature of ["earlyAccess", "insights", "advancedAnalytics", "proRoom", "proRole"] as const) {
      for (const status of SUBSCRIPTION_STATUSES) {
        expect(
          hasPlanFeature({ role: "admin", subscriptionStatus: status, subscriptionExpiry: ended }, feature, now),
        ).toBe(true);
      }
    }
  });

  it("gives admins no portfolio, weekly summaries or priority support, whatever their plan", () => {
    for (const feature of MEMBERS_ONLY) {
      expect(hasPlanFeature({ ...pro, role: "admin" }, feature, now)).toBe(false);
      expect(hasPlanFeature({ ...pro, role: "admin", subscriptionExpiry: null }, feature, now)).toBe(false);
    }
  });

  it("defaults to the present moment", () => {
    expect(hasPlanFeature({ ...pro, subscriptionExpiry: ended }, "insights")).toBe(false);
    expect(hasPlanFeature({ ...pro, subscriptionExpiry: "2999-01-01T00:00:00.000Z" }, "insights")).toBe(true);
  });

  it("is, for members, exactly Pro with access; for admins, their table whatever their fields", () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...USER_ROLES),
        fc.constantFrom(...SUBSCRIPTION_STATUSES),
        fc.option(fc.date({ min: new Date("2026-01-01"), max: new Date("2027-12-31"), noInvalidDate: true })),
        fc.constantFrom(...PLAN_FEATURES),
        (role, status, expiry, feature) => {
          const user = { role, subscriptionStatus: status, subscriptionExpiry: expiry?.toISOString() ?? null };
          const expected = role === "admin" ? heldByAdmins(feature) : status === "premium" && hasAccess(user, now);
          expect(hasPlanFeature(user, feature, now)).toBe(expected);
        },
      ),
    );
  });
});

describe("hasPlan", () => {
  it("is the member's plan while its access lasts", () => {
    expect(hasPlan(pro, "pro", now)).toBe(true);
    expect(hasPlan({ ...pro, subscriptionExpiry: null }, "pro", now)).toBe(true);
    expect(hasPlan({ ...pro, subscriptionExpiry: ended }, "pro", now)).toBe(false);
    expect(hasPlan(pro, "trial", now)).toBe(false);
    expect(hasPlan({ ...pro, subscriptionStatus: "trial" }, "trial", now)).toBe(true);
    expect(hasPlan({ ...pro, subscriptionStatus: "standard", subscriptionExpiry: null }, "pro", now)).toBe(false);
  });
});
