import { describe, expect, it } from "vitest";
import plans from "./i18n/catalogues/en/plans.js";
import subscription from "./i18n/catalogues/en/subscription.js";
import { translate } from "./i18n/translate.js";
import { PLAN_NOTES, hadTrial, planChoice, proStillOnFile, trialForfeitNotice } from "./plan-choice.js";
import type { PlanText } from "./plans.js";

/** A plan text as an English screen says it. */
const say = (text: PlanText | null) =>
  text &&
  translate("en", { plans, subscription }, text.key, { trial: "Trial Access", pro: "Pro Plan", ...text.values });

const now = new Date("2026-11-21T12:00:00.000Z");
const future = "2026-12-01T00:00:00.000Z";
const past = "2026-11-01T00:00:00.000Z";
const trialUntil = (iso: string | null) => ({ subscriptionStatus: "trial" as const, subscriptionExpiry: iso });
const proUntil = (iso: string) => ({ subscriptionStatus: "premium" as const, subscriptionExpiry: iso });
const running = { status: "active", cancelAtPeriodEnd: false, endedAt: null };
const cancelling = { ...running, cancelAtPeriodEnd: true };
const ended = { status: "canceled", cancelAtPeriodEnd: true, endedAt: past };
const trialCharge = { kind: "charge" as const, plan: "trial" as const };
const proCharge = { kind: "charge" as const, plan: "pro" as const };
const none = { subscription: null, payments: [] };

describe("planChoice", () => {
  it("offers both plans to visitors and to members who never had access", () => {
    const both = { kind: "buy", current: null, offered: ["trial", "pro"], notes: {}, ended: null };
    expect(planChoice(null, none, now)).toEqual(both);
    const inactive = { subscriptionStatus: "inactive" as const, subscriptionExpiry: null };
    expect(planChoice(inactive, none, now)).toEqual(both);
  });

  it("marks a running trial as the member's plan and offers only Pro", () => {
    const history = { subscription: null, payments: [trialCharge] };
    expect(planChoice(trialUntil(future), history, now)).toEqual({
      kind: "buy",
      current: "trial",
      offered: ["pro"],
      notes: { trial: PLAN_NOTES.trialUsed },
      ended: null,
    });
  });

  it("never offers an ended trial a second trial: Trial is once per member, Pro is the way on", () => {
    expect(planChoice(trialUntil(past), none, now)).toEqual({
      kind: "buy",
      current: null,
      offered: ["pro"],
      notes: { trial: PLAN_NOTES.trialUsed },
      ended: "trial",
    });
    // Refunded to nothing (status inactive), the trial was still had.
    const refunded = { subscriptionStatus: "inactive" as const, subscriptionExpiry: null };
    const history = {
      subscription: null,
      payments: [trialCharge, { kind: "refund" as const, plan: "trial" as const }],
    };
    expect(planChoice(refunded, history, now)).toMatchObject({ offered: ["pro"], ended: null });
  });

  it("lets an ended Pro member buy Pro again, and Trial only if they never had one", () => {
    const lapsed = proUntil(past);
    expect(planChoice(lapsed, { subscription: ended, payments: [proCharge] }, now)).toEqual({
      kind: "buy",
      current: null,
      offered: ["trial", "pro"],
      notes: {},
      ended: "pro",
    });
    expect(planChoice(lapsed, { subscription: ended, payments: [trialCharge, proCharge] }, now)).toEqual({
      kind: "buy",
      current: null,
      offered: ["pro"],
      notes: { trial: PLAN_NOTES.trialUsed },
      ended: "pro",
    });
  });

  it("says why Trial is not offered over an admin's grant that lasts", () => {
    const granted = { subscriptionStatus: "standard" as const, subscriptionExpiry: future };
    expect(planChoice(granted, none, now)).toEqual({
      kind: "buy",
      current: null,
      offered: ["pro"],
      notes: { trial: PLAN_NOTES.accessLasts },
      ended: null,
    });
    const lapsed = { subscriptionStatus: "standard" as const, subscriptionExpiry: past };
    expect(planChoice(lapsed, none, now)).toMatchObject({ offered: ["trial", "pro"], ended: null });
  });

  it("offers nothing to buy over paid Pro or an open-ended grant", () => {
    expect(planChoice(proUntil(future), { subscription: running, payments: [] }, now)).toEqual({
      kind: "manage",
      current: "pro",
    });
    expect(planChoice(proUntil(future), none, now)).toEqual({ kind: "manage", current: "pro" });
    const granted = { subscriptionStatus: "standard" as const, subscriptionExpiry: null };
    expect(planChoice(granted, { subscription: running, payments: [] }, now)).toEqual({
      kind: "manage",
      current: null,
    });
    expect(planChoice(trialUntil(null), none, now)).toEqual({ kind: "manage", current: "trial" });
  });

  it("shows a cancelled Pro as cancelled, with the day its access ends", () => {
    expect(planChoice(proUntil(future), { subscription: cancelling, payments: [] }, now)).toEqual({
      kind: "cancelled",
      until: future,
    });
    // Ended at the provider already, it no longer renews or can be taken back: it is simply paid to its end.
    expect(planChoice(proUntil(future), { subscription: ended, payments: [] }, now)).toEqual({
      kind: "manage",
      current: "pro",
    });
  });

  it("sends a member whose access ended with Pro still on file to support, and says why nothing is sold", () => {
    const notes = { trial: PLAN_NOTES.proOnFile, pro: PLAN_NOTES.proOnFile };
    const inactive = { subscriptionStatus: "inactive" as const, subscriptionExpiry: null };
    expect(planChoice(inactive, { subscription: running, payments: [] }, now)).toEqual({
      kind: "contact-support",
      notes,
    });
    expect(planChoice(proUntil(past), { subscription: cancelling, payments: [] }, now)).toEqual({
      kind: "contact-support",
      notes,
    });
  });
});

describe("proStillOnFile", () => {
  it("is a subscription the provider has not ended", () => {
    expect(proStillOnFile(running)).toBe(true);
    expect(proStillOnFile({ status: "past_due", endedAt: null })).toBe(true);
    expect(proStillOnFile({ status: "canceled", endedAt: null })).toBe(false);
    expect(proStillOnFile({ status: "incomplete_expired", endedAt: null })).toBe(false);
    expect(proStillOnFile({ status: "active", endedAt: past })).toBe(false);
    expect(proStillOnFile(null)).toBe(false);
    expect(proStillOnFile(undefined)).toBe(false);
  });
});

describe("hadTrial", () => {
  it("counts a trial status or a trial charge, never a Pro charge or a refund alone", () => {
    const inactive = { subscriptionStatus: "inactive" as const, subscriptionExpiry: null };
    expect(hadTrial(trialUntil(past), [])).toBe(true);
    expect(hadTrial(inactive, [trialCharge])).toBe(true);
    expect(hadTrial(inactive, [proCharge, { kind: "refund", plan: "trial" }])).toBe(false);
    expect(hadTrial(proUntil(future), [])).toBe(false);
  });
});

describe("trialForfeitNotice", () => {
  it("says before payment that the trial's days left go when Pro starts", () => {
    const notice = say(trialForfeitNotice(trialUntil("2026-11-30T18:00:00.000Z"), now, "UTC"));
    expect(notice).toBe("Your Trial Access ends when Pro Plan starts; the 9 days left are not refunded.");
    expect(say(trialForfeitNotice(trialUntil("2026-11-22T18:00:00.000Z"), now, "UTC"))).toBe(
      "Your Trial Access ends when Pro Plan starts; the 1 day left is not refunded.",
    );
    expect(say(trialForfeitNotice(trialUntil("2026-11-21T18:00:00.000Z"), now, "UTC"))).toBe(
      "Your Trial Access ends when Pro Plan starts; its last day is not refunded.",
    );
  });

  it("says nothing to anyone not on a running, dated trial", () => {
    expect(trialForfeitNotice(null, now)).toBeNull();
    expect(trialForfeitNotice(trialUntil(past), now)).toBeNull();
    expect(trialForfeitNotice(trialUntil(null), now)).toBeNull();
    expect(trialForfeitNotice(proUntil(future), now)).toBeNull();
    expect(trialForfeitNotice(trialUntil(now.toISOString()), now)).toBeNull();
  });
});
