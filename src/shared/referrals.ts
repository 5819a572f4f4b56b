import { z } from "zod";
import { DAY_MS, MONEY_BACK_DAYS, PLANS } from "./plans.js";
import { memberCreditSchema, memberRewardFields, rewardRowSchema } from "./referral-rewards.js";
import { REFERRAL_WINDOW_DAYS } from "./referral-terms.js";

export { AFFILIATE_RESPONSIBILITY, REFERRAL_ATTRIBUTION_RULE, REFERRAL_WINDOW_DAYS } from "./referral-terms.js";

/*
 * Referrals and affiliates (docs/product.md#referrals): every member's link, 30-day first-touch attribution, the
 * admin's commission rule, and a commission's life from pending to earned, reversed or paid
 * (docs/decisions/0034-referrals-and-affiliates.md).
 */

/** A commission waits out the money-back guarantee before it is earned. */
export const COMMISSION_HOLD_DAYS = MONEY_BACK_DAYS;
export const MAX_COMMISSION_PERCENT = 90;
export const MAX_COMMISSION_MONTHS = 24;
export const DISCLOSURE_MAX = 500;

/** A member's code: 10 characters of an alphabet without look-alikes (0/o, 1/l/i), lower case. */
export const REFERRAL_CODE_ALPHABET = "23456789abcdefghjkmnpqrstuvwxyz";
export const REFERRAL_CODE_LENGTH = 10;
export const REFERRAL_CODE_PATTERN = /^[23456789a-hjkmnp-z]{10}$/;

export const DEFAULT_DISCLOSURE =
  "I may earn a commission if you subscribe through my link, at no extra cost to you. Trading involves risk; past results do not guarantee future ones.";

export const REFERRAL_MESSAGES = {
  percent: `Choose a commission from 1 to ${MAX_COMMISSION_PERCENT} percent`,
  months: `Months must be a whole number from 1 to ${MAX_COMMISSION_MONTHS}`,
  minimum: "The payout minimum is a whole number of dollars, $0 or more",
  disclosure: `Write the disclosure, up to ${DISCLOSURE_MAX} characters`,
  unknownMember: "No member has this email address.",
  notAffiliate: "This member is not an affiliate.",
  nothingToPay: "Nothing earned is waiting to be paid to this affiliate.",
  payoutChanged: "The amount earned changed since the report; reload and check it again.",
} as const;

export const AFFILIATE_CHOICES = ["marked", "everyone"] as const;
export const COMMISSION_SCOPES = ["first", "months"] as const;

/**
 * The admin's rules (Settings, Referrals). Defaults: marked affiliates only, 30% of the first payment, $50 payouts,
 * no reward for other members.
 */
export const referralProgramSchema = z
  .object({
    /** Who earns commissions: the members the admin marks (default), or every member. */
    affiliates: z.enum(AFFILIATE_CHOICES),
    commissionPercent: z
      .number({ message: REFERRAL_MESSAGES.percent })
      .int(REFERRAL_MESSAGES.percent)
      .min(1, REFERRAL_MESSAGES.percent)
      .max(MAX_COMMISSION_PERCENT, REFERRAL_MESSAGES.percent),
    /** On the referred member's first payment only, or on their payments for `commissionMonths` from the first. */
    commissionScope: z.enum(COMMISSION_SCOPES),
    commissionMonths: z
      .number({ message: REFERRAL_MESSAGES.months })
      .int(REFERRAL_MESSAGES.months)
      .min(1, REFERRAL_MESSAGES.months)
      .max(MAX_COMMISSION_MONTHS, REFERRAL_MESSAGES.months),
    /** Earned commissions are paid on the 1st of each month (UTC) once they reach this. */
    payoutMinimumCents: z
      .number({ message: REFERRAL_MESSAGES.minimum })
      .int(REFERRAL_MESSAGES.minimum)
      .min(0, REFERRAL_MESSAGES.minimum)
      .max(100_000_00, REFERRAL_MESSAGES.minimum),
    disclosure: z
      .string({ message: REFERRAL_MESSAGES.disclosure })
      .trim()
      .min(1, REFERRAL_MESSAGES.disclosure)
      .max(DISCLOSURE_MAX, REFERRAL_MESSAGES.disclosure),
    /** What a member who is not an affiliate earns for a referral who pays: nothing, credit, or a free month. */
    ...memberRewardFields,
  })
  .strict();
export type ReferralProgram = z.infer<typeof referralProgramSchema>;

export const DEFAULT_REFERRAL_PROGRAM: ReferralProgram = {
  affiliates: "marked",
  commissionPercent: 30,
  commissionScope: "first",
  commissionMonths: 12,
  payoutMinimumCents: 5000,
  disclosure: DEFAULT_DISCLOSURE,
  memberReward: "none",
  memberCreditCents: PLANS.pro.priceCents,
};

/** When a visit on `visitedAt` stops counting. */
export const attributionEndsAt = (visitedAt: string | Date): Date =>
  new Date(new Date(visitedAt).getTime() + REFERRAL_WINDOW_DAYS * DAY_MS);

/** Whether something at `at` (a sign-up) falls within the window of a visit on `visitedAt`. */
export function withinWindow(visitedAt: string | Date, at: Date): boolean {
  const start = new Date(visitedAt).getTime();
  return at.getTime() >= start && at < attributionEndsAt(visitedAt);
}

/** First touch: of the visits still counting at `at`, the earliest; a later link never takes a referral over. */
export function firstTouch<Visit extends { visitedAt: string }>(visits: readonly Visit[], at: Date): Visit | null {
  let first: Visit | null = null;
  for (const visit of visits) {
    if (!withinWindow(visit.visitedAt, at)) continue;
    if (!first || visit.visitedAt < first.visitedAt) first = visit;
  }
  return first;
}

/** Whole months after `from` (UTC), the day kept where the month has it, else its last day. */
export function addMonthsUtc(from: Date, months: number): Date {
  const target = new Date(Date.UTC(from.getUTCFullYear(), from.getUTCMonth() + months, 1));
  const lastDay = new Date(Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0)).getUTCDate();
  target.setUTCDate(Math.min(from.getUTCDate(), lastDay));
  target.setUTCHours(from.getUTCHours(), from.getUTCMinutes(), from.getUTCSeconds(), from.getUTCMilliseconds());
  return target;
}

/**
 * The commission a referred member's payment earns under the program, in whole cents (rounded down), or 0 when the
 * payment is outside what the program pays on: not the first payment, or past the months from the first.
 */
export function commissionCents(
  program: Pick<ReferralProgram, "commissionPercent" | "commissionScope" | "commissionMonths">,
  payment: { amountCents: number; paidAt: string; firstPaidAt: string },
): number {
  if (payment.amountCents <= 0) return 0;
  if (program.commissionScope === "first") {
    if (payment.paidAt !== payment.firstPaidAt) return 0;
  } else if (new Date(payment.paidAt) >= addMonthsUtc(new Date(payment.firstPaidAt), program.commissionMonths)) {
    return 0;
  }
  return Math.floor((payment.amountCents * program.commissionPercent) / 100);
}

/** When a commission of a payment on `paidAt` stops being pending: the guarantee window has passed. */
export const commissionHoldUntil = (paidAt: string | Date): Date =>
  new Date(new Date(paidAt).getTime() + COMMISSION_HOLD_DAYS * DAY_MS);

export const COMMISSION_STATUSES = ["pending", "earned", "reversed", "paid"] as const;
export type CommissionStatus = (typeof COMMISSION_STATUSES)[number];
/** What is stored: `earned` is a pending commission whose hold has passed, so it needs no job to become so. */
export type StoredCommissionStatus = Exclude<CommissionStatus, "earned">;

export function commissionStatus(stored: StoredCommissionStatus, holdUntil: string, now: Date): CommissionStatus {
  if (stored !== "pending") return stored;
  return now >= new Date(holdUntil) ? "earned" : "pending";
}

/** The moves a commission may make: a refund or chargeback reverses one not yet paid; a payout pays an earned one. */
const TRANSITIONS: Record<CommissionStatus, readonly CommissionStatus[]> = {
  pending: ["earned", "reversed"],
  earned: ["reversed", "paid"],
  reversed: [],
  paid: [],
};

export const canMoveCommission = (from: CommissionStatus, to: CommissionStatus): boolean =>
  TRANSITIONS[from].includes(to);

/** An address as a person owns it: case, spaces and a "+tag" do not make another person. */
export function emailIdentity(email: string): string {
  const [local = "", domain = ""] = email.trim().toLowerCase().split("@");
  const base = local.split("+")[0] ?? "";
  const gmail = domain === "gmail.com" || domain === "googlemail.com";
  return `${gmail ? base.replaceAll(".", "") : base}@${gmail ? "gmail.com" : domain}`;
}

export interface ReferralParty {
  userId: string;
  email: string;
  /** The payment provider's customers of the member (Stripe's cus_…), where known. */
  customerIds: readonly string[];
}

/** A referral of oneself: the same account, the same address, or the same paying customer. */
export function isSelfReferral(referrer: ReferralParty, referred: ReferralParty): boolean {
  if (referrer.userId === referred.userId) return true;
  if (emailIdentity(referrer.email) === emailIdentity(referred.email)) return true;
  return referrer.customerIds.some((id) => referred.customerIds.includes(id));
}

/** The 1st of the month after `now` (UTC): when earned commissions are paid. */
export const nextPayoutDate = (now: Date): Date => new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 1, 1));

/** The next payout: on the next 1st, what is earned and unpaid, if it reaches the minimum; else none yet. */
export function nextPayout(
  program: Pick<ReferralProgram, "payoutMinimumCents">,
  earnedUnpaidCents: number,
  now: Date,
): { date: string; amountCents: number } | null {
  if (earnedUnpaidCents <= 0 || earnedUnpaidCents < program.payoutMinimumCents) return null;
  return { date: nextPayoutDate(now).toISOString(), amountCents: earnedUnpaidCents };
}

/* API shapes */

export const referralCodeParamsSchema = z.object({ code: z.string().max(64) });
export const affiliateParamsSchema = z.object({ userId: z.string().min(1).max(64) });

export const commissionFiguresSchema = z.object({
  pendingCents: z.number().int(),
  earnedCents: z.number().int(),
  reversedCents: z.number().int(),
  paidCents: z.number().int(),
});
export type CommissionFigures = z.infer<typeof commissionFiguresSchema>;

export const commissionRowSchema = z.object({
  id: z.string(),
  referrerId: z.string(),
  referrerEmail: z.string().nullable(),
  referredName: z.string(),
  paymentCents: z.number().int(),
  commissionCents: z.number().int(),
  status: z.enum(COMMISSION_STATUSES),
  /** False for a test payment: listed, never counted or paid. */
  livemode: z.boolean(),
  paidAt: z.string(),
  holdUntil: z.string(),
  reversedReason: z.string().nullable(),
});
export type CommissionRow = z.infer<typeof commissionRowSchema>;

export const referralDashboardSchema = z.object({
  code: z.string(),
  link: z.string(),
  affiliate: z.boolean(),
  program: z.object({
    commissionPercent: z.number().int(),
    commissionScope: z.enum(COMMISSION_SCOPES),
    commissionMonths: z.number().int(),
    payoutMinimumCents: z.number().int(),
  }),
  disclosure: z.string(),
  clicks: z.number().int(),
  signUps: z.number().int(),
  payingMembers: z.number().int(),
  figures: commissionFiguresSchema,
  /** Commissions of test payments, apart: never counted above, never paid. */
  testFigures: commissionFiguresSchema.nullable(),
  nextPayout: z.object({ date: z.string(), amountCents: z.number().int() }).nullable(),
  commissions: z.array(commissionRowSchema),
  /** A member's credit from referrals (docs/decisions/0036-member-credit.md). */
  credit: memberCreditSchema,
});
export type ReferralDashboard = z.infer<typeof referralDashboardSchema>;

export const referralLandingSchema = z.object({
  referrerName: z.string(),
  windowDays: z.number().int(),
  attributedUntil: z.string().nullable(),
  /** The link to open on another device: it carries this visit, so the window still runs from the first visit. */
  carryLink: z.string().nullable(),
});
export type ReferralLanding = z.infer<typeof referralLandingSchema>;

export const affiliateSummarySchema = z.object({
  userId: z.string(),
  name: z.string(),
  email: z.string(),
  code: z.string().nullable(),
  marked: z.boolean(),
  clicks: z.number().int(),
  signUps: z.number().int(),
  payingMembers: z.number().int(),
  figures: commissionFiguresSchema,
});
export type AffiliateSummary = z.infer<typeof affiliateSummarySchema>;

export const referralAdminSchema = z.object({
  program: referralProgramSchema,
  affiliates: z.array(affiliateSummarySchema),
  ledger: z.array(commissionRowSchema),
  /** Members' rewards (credit, free months), newest first. */
  rewards: z.array(rewardRowSchema),
});
export type ReferralAdmin = z.infer<typeof referralAdminSchema>;

export const markAffiliateSchema = z.object({ email: z.string().trim().email("Enter the member's email address") });
export const payoutInputSchema = z.object({
  /** The amount the admin saw in the report: a payout is refused if it changed since. */
  amountCents: z.number().int().positive(),
  /** One per press of the button: a repeated request answers the payout it made, and pays nothing more. */
  idempotencyKey: z.string().uuid(),
});
export const payoutSchema = z.object({
  id: z.string(),
  userId: z.string(),
  amountCents: z.number().int(),
  commissions: z.number().int(),
  periodStart: z.string(),
  periodEnd: z.string(),
  paidAt: z.string(),
});
export type Payout = z.infer<typeof payoutSchema>;
