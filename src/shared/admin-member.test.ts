import { describe, expect, it } from "vitest";
import { GRANT_MAX_DAYS, grantTimeSchema, grantedPlan } from "./admin-member.js";

const NOW = new Date("2026-12-01T12:00:00.000Z");

describe("grantedPlan", () => {
  it("adds the days to an expiry that lies ahead", () => {
    expect(grantedPlan({ status: "premium", expiry: "2026-12-10T00:00:00.000Z" }, 7, NOW)).toEqual({
      status: "premium",
      expiry: "2026-12-17T00:00:00.000Z",
    });
  });

  it("counts from now when the plan has expired", () => {
    expect(grantedPlan({ status: "trial", expiry: "2026-11-01T00:00:00.000Z" }, 1, NOW)).toEqual({
      status: "trial",
      expiry: "2026-12-02T12:00:00.000Z",
    });
  });

  it("counts from now for an expiry at this very instant", () => {
    expect(grantedPlan({ status: "standard", expiry: NOW.toISOString() }, 2, NOW)?.expiry).toBe(
      "2026-12-03T12:00:00.000Z",
    );
  });

  it("gives a member without a plan standard access from now, whatever their old expiry said", () => {
    expect(grantedPlan({ status: "inactive", expiry: "2027-06-01T00:00:00.000Z" }, 7, NOW)).toEqual({
      status: "standard",
      expiry: "2026-12-08T12:00:00.000Z",
    });
    expect(grantedPlan({ status: "inactive", expiry: null }, 7, NOW)).toEqual({
      status: "standard",
      expiry: "2026-12-08T12:00:00.000Z",
    });
  });

  it("has nothing to add to access that never ends", () => {
    expect(grantedPlan({ status: "standard", expiry: null }, 7, NOW)).toBeNull();
  });
});

describe("grantTimeSchema", () => {
  it.each([1, 7, GRANT_MAX_DAYS])("accepts %i days", (days) => {
    expect(grantTimeSchema.safeParse({ days }).success).toBe(true);
  });
  it.each([0, -1, 1.5, GRANT_MAX_DAYS + 1, "7", null])("refuses %s days", (days) => {
    expect(grantTimeSchema.safeParse({ days }).success).toBe(false);
  });
});
