import { z } from "zod";
import { isCalendarDate } from "./admin.js";
import { DAY_MS, PLAN_TYPES, PLANS, type PlanText, type PlanType } from "./plans.js";
import { formatMoney, formatRate } from "./format.js";
import type { Language } from "./i18n/languages.js";

/*
 * Promotion codes (docs/product.md#promotion-codes): a discount on a plan's first payment, or on every renewal for
 * a number of months, sold through the payment provider's own codes (docs/decisions/0030-promotion-codes-and-guarantee.md).
 */

/** A code as members type it: letters, digits, dashes and underscores, kept upper case. */
export const PROMOTION_CODE_PATTERN = /^[A-Z0-9_-]{3,32}$/;
export const PROMOTION_MAX_MONTHS = 24;

export const PROMOTION_MESSAGES = {
  codeFormat: "A code is 3 to 32 letters, digits, dashes or underscores",
  name: "Give the code a name members will see, up to 60 characters",
  discount: "Choose a percent from 1 to 99, or an amount in whole dollars from $1",
  discountAbovePrice: "The discount must leave something to pay on every plan the code is for",
  months: `Months must be a whole number from 1 to ${PROMOTION_MAX_MONTHS}`,
  plans: "Choose at least one plan the code is for",
  limit: "The limit must be a whole number of redemptions, at least 1",
  expiry: "The expiry must be a date in the future",
  codeTaken: "A code with these letters exists already",
  notFound: "messages:promotions.notFound",
  inactive: "messages:promotions.inactive",
  expired: "messages:promotions.expired",
  used: "messages:promotions.used",
  otherPlan: "messages:promotions.otherPlan",
  oncePerMember: "messages:promotions.oncePerMember",
  alreadyInactive: "This promotion code is switched off already.",
  tooManyLookups: "messages:promotions.tooManyLookups",
  refusedByProvider: "messages:promotions.refusedByProvider",
} as const;

export const DISCOUNT_KINDS = ["percent", "amount"] as const;
export const DISCOUNT_DURATIONS = ["once", "repeating"] as const;

/** What a code takes off: a percent, or an amount in cents; on the first payment, or for `months` of renewals. */
export interface Discount {
  kind: (typeof DISCOUNT_KINDS)[number];
  /** Percent (1–100) or cents. */
  value: number;
  duration: (typeof DISCOUNT_DURATIONS)[number];
  months: number | null;
}

/**
 * What a payment costs with the discount, never below zero. The provider charges by its own arithmetic; this is the
 * figure shown before paying and charged by the built-in test checkout, which stands in for it.
 */
export function priceAfterDiscount(priceCents: number, discount: Pick<Discount, "kind" | "value">): number {
  const off = discount.kind === "percent" ? Math.round((priceCents * discount.value) / 100) : discount.value;
  return Math.max(0, priceCents - off);
}

/** When a code expiring on `day` stops working: the end of that day, UTC. */
export const promotionEndsAt = (day: string) => new Date(Date.parse(`${day}T00:00:00Z`) + DAY_MS);

/** "20% off the first payment", "$30 off each payment for 3 months": in English, as the admin's screens say it. */
export function describeDiscount(discount: Discount): string {
  const off = discount.kind === "percent" ? `${discount.value}% off` : `${formatMoney(discount.value / 100)} off`;
  if (discount.duration === "once") return `${off} the first payment`;
  const months = discount.months ?? 1;
  return `${off} each payment for ${months} month${months === 1 ? "" : "s"}`;
}

const codeField = z
  .string()
  .trim()
  .transform((value) => value.toUpperCase())
  .pipe(z.string().regex(PROMOTION_CODE_PATTERN, PROMOTION_MESSAGES.codeFormat));

export const promotionCodeInputSchema = z
  .strictObject({
    code: codeField,
    name: z.string().trim().min(1, PROMOTION_MESSAGES.name).max(60, PROMOTION_MESSAGES.name),
    kind: z.enum(DISCOUNT_KINDS),
    /** Percent, or cents for an amount. */
    value: z
      .number({ error: PROMOTION_MESSAGES.discount })
      .int(PROMOTION_MESSAGES.discount)
      .min(1, PROMOTION_MESSAGES.discount),
    duration: z.enum(DISCOUNT_DURATIONS),
    months: z
      .number()
      .int(PROMOTION_MESSAGES.months)
      .min(1, PROMOTION_MESSAGES.months)
      .max(PROMOTION_MAX_MONTHS, PROMOTION_MESSAGES.months)
      .nullable(),
    plans: z.array(z.enum(PLAN_TYPES)).min(1, PROMOTION_MESSAGES.plans),
    /** The last day (UTC) the code can be used; null for no expiry. */
    expiresOn: z
      .string({ error: PROMOTION_MESSAGES.expiry })
      .refine(isCalendarDate, PROMOTION_MESSAGES.expiry)
      .nullable(),
    maxRedemptions: z.number().int(PROMOTION_MESSAGES.limit).min(1, PROMOTION_MESSAGES.limit).nullable(),
    oncePerMember: z.boolean(),
  })
  .superRefine((input, ctx) => {
    // A payment of nothing is no payment: the ledger, the guarantee and revenue all need one.
    const cheapest = Math.min(...input.plans.map((plan) => PLANS[plan].priceCents));
    if (input.kind === "amount" && input.value >= cheapest) {
      ctx.addIssue({ code: "custom", path: ["value"], message: PROMOTION_MESSAGES.discountAbovePrice });
    }
    if (input.kind === "percent" && input.value > 99) {
      ctx.addIssue({ code: "custom", path: ["value"], message: PROMOTION_MESSAGES.discount });
    }
    if (input.kind === "amount" && input.value % 100 !== 0) {
      ctx.addIssue({ code: "custom", path: ["value"], message: PROMOTION_MESSAGES.discount });
    }
    if (input.duration === "repeating" && input.months === null) {
      ctx.addIssue({ code: "custom", path: ["months"], message: PROMOTION_MESSAGES.months });
    }
  });
export type PromotionCodeInput = z.infer<typeof promotionCodeInputSchema>;

/**
 * What a code takes off, as a member's screens say it in `language`: a key of the `subscription` catalogue and its
 * values, the percent as that language writes one ("20 %" in Spanish, "%20" in Turkish) and an amount in dollars as
 * every price is ("$30.00").
 */
export function discountWords(discount: Discount, language: Language): PlanText {
  const off = discount.kind === "percent" ? formatRate(discount.value, language) : formatMoney(discount.value / 100);
  if (discount.duration === "once") return { key: "subscription:discount.once", values: { off } };
  return { key: "subscription:discount.repeating", values: { off, count: discount.months ?? 1 } };
}

export const discountSchema = z.object({
  kind: z.enum(DISCOUNT_KINDS),
  value: z.number().int(),
  duration: z.enum(DISCOUNT_DURATIONS),
  months: z.number().int().nullable(),
});

export const promotionCodeSchema = z.object({
  id: z.string(),
  code: z.string(),
  name: z.string(),
  discount: discountSchema,
  plans: z.array(z.enum(PLAN_TYPES)),
  expiresOn: z.string().nullable(),
  maxRedemptions: z.number().int().nullable(),
  oncePerMember: z.boolean(),
  active: z.boolean(),
  redemptions: z.number().int(),
  createdAt: z.string(),
});
export type PromotionCode = z.infer<typeof promotionCodeSchema>;

export const promotionRedemptionSchema = z.object({
  id: z.string(),
  memberEmail: z.string().nullable(),
  plan: z.enum(PLAN_TYPES),
  /** What the first payment cost with the code, and without it. */
  amountCents: z.number().int(),
  listPriceCents: z.number().int(),
  redeemedAt: z.string(),
});
export type PromotionRedemption = z.infer<typeof promotionRedemptionSchema>;

export const promotionCodeParamsSchema = z.strictObject({ id: z.string().min(1).max(64) });
export const promotionCodeLookupSchema = z.strictObject({
  code: z.string().trim().min(1, PROMOTION_MESSAGES.notFound).max(64, PROMOTION_MESSAGES.notFound),
});
export const promotionPreviewQuerySchema = z.strictObject({ plan: z.enum(PLAN_TYPES) });

/** A code as the plans page shows it applied: its name, what it takes off, and the first payment after it. */
export const promotionPreviewSchema = z.object({
  code: z.string(),
  name: z.string(),
  plan: z.enum(PLAN_TYPES),
  discount: discountSchema,
  description: z.string(),
  listPriceCents: z.number().int(),
  priceAfterCents: z.number().int(),
});
export type PromotionPreview = z.infer<typeof promotionPreviewSchema>;

/** The preview of a code for a plan, from the code's discount. */
export function previewOf(code: { code: string; name: string; discount: Discount }, plan: PlanType): PromotionPreview {
  const listPriceCents = PLANS[plan].priceCents;
  return {
    code: code.code,
    name: code.name,
    plan,
    discount: code.discount,
    description: describeDiscount(code.discount),
    listPriceCents,
    priceAfterCents: priceAfterDiscount(listPriceCents, code.discount),
  };
}
