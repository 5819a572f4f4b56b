import { z } from "zod";
import { formatCents } from "./subscriptions.js";
import { PLANS } from "./plans.js";

/*
 * A member's reward for a referral (docs/product.md#referrals, docs/decisions/0036-member-credit.md): account
 * credit, an amount the admin chooses or one month of Pro, taken off the member's next Pro payments as Stripe's
 * customer balance takes it off the next invoice. Affiliates earn commissions instead.
 */

/** No reward (the default: a setting missing or unreadable gives nothing away), an amount of credit, or a free month. */
export const MEMBER_REWARDS = ["none", "credit", "freeMonth"] as const;
export type MemberReward = (typeof MEMBER_REWARDS)[number];
export type MemberRewardKind = Exclude<MemberReward, "none">;

/** The most credit one referral may give: a year of Pro. */
export const MAX_MEMBER_CREDIT_CENTS = PLANS.pro.priceCents * 12;

export const MEMBER_CREDIT_MESSAGE = `Choose a credit from ${formatCents(100)} to ${formatCents(MAX_MEMBER_CREDIT_CENTS)}`;

/** The program's fields for members' rewards, defaulted so a program saved before they existed reads as "none". */
export const memberRewardFields = {
  memberReward: z.enum(MEMBER_REWARDS).default("none"),
  /** The credit of the "credit" reward; a free month is one month of Pro at its price when the reward is made. */
  memberCreditCents: z
    .number({ message: MEMBER_CREDIT_MESSAGE })
    .int(MEMBER_CREDIT_MESSAGE)
    .min(100, MEMBER_CREDIT_MESSAGE)
    .max(MAX_MEMBER_CREDIT_CENTS, MEMBER_CREDIT_MESSAGE)
    .default(PLANS.pro.priceCents),
};

/** The credit a referral earns a member under the program, in cents; 0 when the program gives members nothing. */
export function memberRewardCents(program: { memberReward: MemberReward; memberCreditCents: number }): number {
  if (program.memberReward === "credit") return program.memberCreditCents;
  if (program.memberReward === "freeMonth") return PLANS.pro.priceCents;
  return 0;
}

/** What a member's credit takes off a payment of `amountCents`: all of it, or as much as the credit holds. */
export function creditApplied(balanceCents: number, amountCents: number): number {
  if (balanceCents <= 0 || amountCents <= 0) return 0;
  return Math.min(balanceCents, amountCents);
}

/**
 * A reward's life: pending through the guarantee window of the payment that earned it, reversed by its refund or
 * chargeback in that window, granted once the credit is on the member's account (at Stripe, a balance transaction).
 */
export const REWARD_STATUSES = ["pending", "granted", "reversed"] as const;
export type RewardStatus = (typeof REWARD_STATUSES)[number];
/** `granting`: the window has passed and the credit is being given; it can no longer be reversed. */
export type StoredRewardStatus = "pending" | "granting" | "granted" | "reversed";

export const rewardStatus = (stored: StoredRewardStatus): RewardStatus => (stored === "granting" ? "pending" : stored);

export const rewardDescription = (kind: MemberRewardKind, referredName: string): string =>
  kind === "freeMonth" ? `A free month of Pro for referring ${referredName}` : `Credit for referring ${referredName}`;

/* API shapes */

export const creditFiguresSchema = z.object({
  /** Rewards waiting out the guarantee window of the payment that earned them. */
  pendingCents: z.number().int(),
  /** Credit given to the account, used or not. */
  grantedCents: z.number().int(),
  /** Credit taken off the member's payments. */
  usedCents: z.number().int(),
  /** What the next payments will take: granted less used. */
  balanceCents: z.number().int(),
});
export type CreditFigures = z.infer<typeof creditFiguresSchema>;

export const rewardRowSchema = z.object({
  id: z.string(),
  referrerId: z.string(),
  referrerEmail: z.string().nullable(),
  referredName: z.string(),
  kind: z.enum(["credit", "freeMonth"]),
  paymentCents: z.number().int(),
  amountCents: z.number().int(),
  status: z.enum(REWARD_STATUSES),
  /** False for a test payment's reward: test credit, taken only off test payments. */
  livemode: z.boolean(),
  paidAt: z.string(),
  holdUntil: z.string(),
  reversedReason: z.string().nullable(),
});
export type RewardRow = z.infer<typeof rewardRowSchema>;

export const memberCreditSchema = z.object({
  /** What a referral earns this member now: "none" when the program gives members nothing (or they are affiliates). */
  reward: z.enum(MEMBER_REWARDS),
  rewardCents: z.number().int(),
  figures: creditFiguresSchema,
  /** Test credit, apart: from test payments, taken only off test payments. */
  testFigures: creditFiguresSchema.nullable(),
  rewards: z.array(rewardRowSchema),
});
export type MemberCredit = z.infer<typeof memberCreditSchema>;
