import { describe, expect, it } from "vitest";
import { nextSubscriptionState, paidEntitlement } from "./entitlement.js";

const trial = (occurredAt: string, refundedCents = 0) => ({ occurredAt, amountCents: 4900, refundedCents });

describe("paidEntitlement", () => {
  it("gives a trial 30 days from its payment and nothing once fully refunded", () => {
    expect(paidEntitlement({ trials: [trial("2026-11-21T12:00:00.000Z")], proSubscriptions: [] })).toEqual({
      status: "trial",
      expiry: "2026-12-21T12:00:00.000Z",
    });
    expect(paidEntitlement({ trials: [trial("2026-11-21T12:00:00.000Z", 4900)], proSubscriptions: [] })).toBeNull();
    expect(paidEntitlement({ trials: [trial("2026-11-21T12:00:00.000Z", 1000)], proSubscriptions: [] })?.status).toBe(
      "trial",
    );
  });

  it("lets Pro replace a trial at once, and ends Pro at the earlier of paid end and ended", () => {
    const facts = {
      trials: [trial("2026-11-21T12:00:00.000Z")],
      proSubscriptions: [{ paidThrough: "2026-12-25T00:00:00.000Z", endedAt: null }],
    };
    expect(paidEntitlement(facts)).toEqual({ status: "premium", expiry: "2026-12-25T00:00:00.000Z" });
    expect(
      paidEntitlement({
        ...facts,
        proSubscriptions: [{ paidThrough: "2026-12-25T00:00:00.000Z", endedAt: "2026-11-30T00:00:00.000Z" }],
      }),
    ).toEqual({ status: "trial", expiry: "2026-12-21T12:00:00.000Z" });
    expect(paidEntitlement({ trials: [], proSubscriptions: [{ paidThrough: null, endedAt: null }] })).toBeNull();
  });
});

describe("nextSubscriptionState", () => {
  const paid = { status: "trial" as const, expiry: "2026-12-21T12:00:00.000Z" };

  it("follows the payments for every status but standard", () => {
    expect(nextSubscriptionState({ status: "premium", expiry: "2030-01-01T00:00:00.000Z" }, paid)).toEqual(paid);
    expect(nextSubscriptionState({ status: "trial", expiry: paid.expiry }, null)).toEqual({
      status: "inactive",
      expiry: null,
    });
  });

  it("keeps an admin's standard grant unless the payments give longer access", () => {
    expect(nextSubscriptionState({ status: "standard", expiry: null }, paid)).toEqual({
      status: "standard",
      expiry: null,
    });
    expect(nextSubscriptionState({ status: "standard", expiry: "2027-01-01T00:00:00.000Z" }, paid).status).toBe(
      "standard",
    );
    expect(nextSubscriptionState({ status: "standard", expiry: "2026-12-01T00:00:00.000Z" }, paid)).toEqual(paid);
    expect(nextSubscriptionState({ status: "standard", expiry: "2026-12-01T00:00:00.000Z" }, null).status).toBe(
      "standard",
    );
  });
});
