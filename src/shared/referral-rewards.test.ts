import { describe, expect, it } from "vitest";
import { PLANS } from "./plans.js";
import {
  creditApplied,
  MAX_MEMBER_CREDIT_CENTS,
  memberRewardCents,
  rewardDescription,
  rewardStatus,
} from "./referral-rewards.js";
import { DEFAULT_REFERRAL_PROGRAM, referralProgramSchema } from "./referrals.js";

describe("a member's reward for a referral", () => {
  it("is nothing by default, the admin's amount as credit, or a month of Pro at its price", () => {
    expect(memberRewardCents(DEFAULT_REFERRAL_PROGRAM)).toBe(0);
    expect(memberRewardCents({ memberReward: "none", memberCreditCents: 2500 })).toBe(0);
    expect(memberRewardCents({ memberReward: "credit", memberCreditCents: 2500 })).toBe(2500);
    expect(memberRewardCents({ memberReward: "freeMonth", memberCreditCents: 2500 })).toBe(PLANS.pro.priceCents);
  });

  it("reads a program saved before members' rewards existed as giving them nothing", () => {
    const { memberReward: _reward, memberCreditCents: _credit, ...older } = DEFAULT_REFERRAL_PROGRAM;
    const parsed = referralProgramSchema.parse({ ...older, affiliates: "everyone" });
    expect(parsed.memberReward).toBe("none");
    expect(memberRewardCents(parsed)).toBe(0);
  });

  it("refuses a credit under a dollar, over a year of Pro, or in part of a cent", () => {
    const program = { ...DEFAULT_REFERRAL_PROGRAM, memberReward: "credit" as const };
    expect(referralProgramSchema.safeParse({ ...program, memberCreditCents: 100 }).success).toBe(true);
    expect(referralProgramSchema.safeParse({ ...program, memberCreditCents: 99 }).success).toBe(false);
    expect(referralProgramSchema.safeParse({ ...program, memberCreditCents: MAX_MEMBER_CREDIT_CENTS }).success).toBe(
      true,
    );
    expect(
      referralProgramSchema.safeParse({ ...program, memberCreditCents: MAX_MEMBER_CREDIT_CENTS + 1 }).success,
    ).toBe(false);
    expect(referralProgramSchema.safeParse({ ...program, memberCreditCents: 150.5 }).success).toBe(false);
    expect(referralProgramSchema.safeParse({ ...program, memberReward: "cash" }).success).toBe(false);
  });
});

describe("credit taken off a payment", () => {
  it("takes all the payment when the credit covers it, else all the credit, and nothing from nothing", () => {
    expect(creditApplied(5000, 17900)).toBe(5000);
    expect(creditApplied(17900, 17900)).toBe(17900);
    expect(creditApplied(20000, 17900)).toBe(17900);
    expect(creditApplied(0, 17900)).toBe(0);
    expect(creditApplied(-100, 17900)).toBe(0);
    expect(creditApplied(5000, 0)).toBe(0);
  });
});

describe("a reward's status and its words", () => {
  it("shows a reward being granted as pending until the credit is on the account", () => {
    expect(rewardStatus("pending")).toBe("pending");
    expect(rewardStatus("granting")).toBe("pending");
    expect(rewardStatus("granted")).toBe("granted");
    expect(rewardStatus("reversed")).toBe("reversed");
  });

  it("names the referral on the credit the member sees at the payment provider", () => {
    expect(rewardDescription("credit", "Bo K.")).toBe("Credit for referring Bo K.");
    expect(rewardDescription("freeMonth", "Bo K.")).toBe("A free month of Pro for referring Bo K.");
  });
});
