import { describe, expect, it } from "vitest";
import { paymentWords } from "./payments.js";
import { TRIAL_DAYS } from "./plans.js";

describe("what a payment was for", () => {
  it("is the plan a charge paid for, a trial with its days", () => {
    expect(paymentWords({ kind: "charge", plan: "trial" })).toEqual({
      purpose: "trial",
      values: { count: TRIAL_DAYS },
    });
    expect(paymentWords({ kind: "charge", plan: "pro" })).toEqual({ purpose: "pro", values: {} });
  });

  it("is a refund whatever it gave back", () => {
    expect(paymentWords({ kind: "refund", plan: "trial" })).toEqual({ purpose: "refund", values: {} });
    expect(paymentWords({ kind: "refund", plan: "pro" })).toEqual({ purpose: "refund", values: {} });
    expect(paymentWords({ kind: "refund", plan: null })).toEqual({ purpose: "refund", values: {} });
  });

  it("is left to the ledger's description for a charge of no plan", () => {
    expect(paymentWords({ kind: "charge", plan: null })).toBeNull();
  });
});
