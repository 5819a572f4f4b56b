import { z } from "zod";
import { PLAN_TYPES, TRIAL_DAYS, type PlanType } from "./plans.js";
import { discountSchema } from "./promotions.js";

export const checkoutBodySchema = z.strictObject({
  planType: z.enum(PLAN_TYPES, { error: "planType must be trial or pro" }),
  /** A promotion code from the plans page (docs/product.md#promotion-codes). */
  code: z.string().trim().min(1).max(64).optional(),
});
export type CheckoutBody = z.infer<typeof checkoutBodySchema>;

export const urlResponseSchema = z.object({ url: z.string() });
export const redirectResponseSchema = z.object({ redirect: z.string() });

/** Why a purchase is refused (409), in words the plans page shows as they are. */
export const PAYMENT_MESSAGES = {
  providerDown: "messages:payments.providerDown",
  proActive: "messages:payments.proActive",
  proExists: "messages:payments.proExists",
  trialActive: "messages:payments.trialActive",
  accessActive: "messages:payments.accessActive",
  trialUsed: "messages:payments.trialUsed",
  accessGranted: "messages:payments.accessGranted",
  checkoutNotFound: "messages:payments.checkoutNotFound",
  checkoutClosed: "messages:payments.checkoutClosed",
  noSubscription: "messages:payments.noSubscription",
  alreadyCanceling: "messages:payments.alreadyCanceling",
  notCanceling: "messages:payments.notCanceling",
  portalUnavailable: "messages:payments.portalUnavailable",
  cancelInPortal: "messages:payments.cancelInPortal",
  noBillingAccount: "messages:payments.noBillingAccount",
  invalidSignature: "Invalid webhook signature",
} as const;

/** The money-back guarantee as a button (docs/product.md#payments): why it is or is not offered. */
export const GUARANTEE_STATUSES = ["available", "used", "expired", "later-payment", "none"] as const;
/** Why the guarantee is refused (409), in the member's language; `expired` says how long it lasts (`count`). */
export const GUARANTEE_MESSAGES = {
  used: "messages:payments.guaranteeUsed",
  expired: "messages:payments.guaranteeExpired",
  laterPayment: "messages:payments.guaranteeLaterPayment",
  none: "messages:payments.guaranteeNone",
  inProgress: "messages:payments.guaranteeInProgress",
} as const;

export const guaranteeSchema = z.object({
  status: z.enum(GUARANTEE_STATUSES),
  /** While available: the last moment to ask. */
  until: z.string().nullable(),
  /** What would be (or was) given back, in cents. */
  amountCents: z.number().int(),
});
export type Guarantee = z.infer<typeof guaranteeSchema>;

/** Asking for the guarantee is confirmed with the password. */
export const guaranteeRefundBodySchema = z.strictObject({
  password: z
    .string({ error: "messages:account.passwordRequired" })
    .min(1, "messages:account.passwordRequired")
    .max(256),
});

export const localCheckoutSchema = z.object({
  id: z.string(),
  planType: z.enum(PLAN_TYPES),
  /** What this checkout charges: the plan's price, less a promotion code's discount. */
  amountCents: z.number().int(),
  listPriceCents: z.number().int(),
  /**
   * The promotion code taken off: its code and name (the admin's words, shown as written) and its discount, which the
   * page words in its language; `description` is the discount in English, as the admin's screens say it.
   */
  promotion: z
    .object({ code: z.string(), name: z.string(), description: z.string(), discount: discountSchema })
    .nullable(),
  /** The member's referral credit that paying now takes off `amountCents` (a Pro payment only, as Stripe's invoices). */
  creditCents: z.number().int(),
  status: z.enum(["open", "completed", "canceled", "expired"]),
  createdAt: z.string(),
});
export type LocalCheckout = z.infer<typeof localCheckoutSchema>;

export const paymentEntrySchema = z.object({
  id: z.string(),
  kind: z.enum(["charge", "refund"]),
  plan: z.enum(PLAN_TYPES).nullable(),
  amountCents: z.number().int(),
  currency: z.string(),
  /** What the ledger stored, in English ("Pro Plan (monthly)"); a member reads it worded from `kind` and `plan`. */
  description: z.string(),
  occurredAt: z.string(),
});
export type PaymentEntry = z.infer<typeof paymentEntrySchema>;

/**
 * What a payment was for, as each reader words it in their language: its text in the `account` catalogue, which the
 * account page and the receipt share (PAYMENT_PURPOSE_KEYS), and what fills it besides the plans' names.
 */
export interface PaymentWords {
  purpose: PlanType | "refund";
  values: Readonly<Record<string, number>>;
}

/** Each purpose's text: "{{trial}} (30 days)", "{{pro}} (monthly)", "Refund". */
export const PAYMENT_PURPOSE_KEYS = {
  trial: "account:payments.for.trial",
  pro: "account:payments.for.pro",
  refund: "account:payments.for.refund",
} as const satisfies Record<PaymentWords["purpose"], string>;

/**
 * A ledger entry's words: a refund, whatever it gave back; a charge, the plan it paid for, a trial with its days (as
 * the plan has them). A charge of no plan (none is recorded so) has none, and reads as the description the ledger
 * stored.
 */
export function paymentWords(payment: { kind: "charge" | "refund"; plan: PlanType | null }): PaymentWords | null {
  if (payment.kind === "refund") return { purpose: "refund", values: {} };
  if (payment.plan === "trial") return { purpose: "trial", values: { count: TRIAL_DAYS } };
  if (payment.plan === "pro") return { purpose: "pro", values: {} };
  return null;
}

export const billingSchema = z.object({
  /** Which checkout the server runs: the account page offers cancel (local) or the billing portal (stripe). */
  provider: z.enum(["local", "stripe"]),
  subscription: z
    .object({
      status: z.string(),
      cancelAtPeriodEnd: z.boolean(),
      paidThrough: z.string().nullable(),
      endedAt: z.string().nullable(),
      /** The latest renewal failed and no later one succeeded. */
      paymentFailed: z.boolean(),
    })
    .nullable(),
  payments: z.array(paymentEntrySchema),
  guarantee: guaranteeSchema,
});
export type Billing = z.infer<typeof billingSchema>;
