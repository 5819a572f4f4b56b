import { z } from "zod";
import { PLAN_TYPES } from "./plans.js";

export const checkoutBodySchema = z.strictObject({
  planType: z.enum(PLAN_TYPES, { error: "planType must be trial or pro" }),
});
export type CheckoutBody = z.infer<typeof checkoutBodySchema>;

export const urlResponseSchema = z.object({ url: z.string() });
export const redirectResponseSchema = z.object({ redirect: z.string() });

/** Why a purchase is refused (409), in words the plans page shows as they are. */
export const PAYMENT_MESSAGES = {
  providerDown: "The payment service is not answering. Please try again in a moment.",
  proActive: "You already have an active Pro subscription. Manage it from your account settings.",
  proExists: "You already have a Pro subscription. Manage it from your account settings.",
  trialActive: "Your Trial Access is still active. Upgrade to Pro instead.",
  accessActive: "Your access is still active, so Trial Access would add nothing. Upgrade to Pro instead.",
  trialUsed: "Trial Access is once per member, and this account has had it. Choose Pro to continue.",
  accessGranted: "Your account already has access that does not expire.",
  checkoutNotFound: "This checkout does not exist or has expired.",
  checkoutClosed: "This checkout is no longer open. Start again from the plans page.",
  noSubscription: "You have no Pro subscription to cancel.",
  alreadyCanceling: "Your Pro subscription is already set to end at the close of the paid period.",
  notCanceling: "Your Pro subscription is not cancelled: it already renews at the end of the paid period.",
  portalUnavailable: "Billing is managed on this page; there is no external billing portal.",
  cancelInPortal: "Manage or cancel your subscription in the billing portal.",
  noBillingAccount: "You have no billing account yet.",
  invalidSignature: "Invalid webhook signature",
} as const;

export const localCheckoutSchema = z.object({
  id: z.string(),
  planType: z.enum(PLAN_TYPES),
  amountCents: z.number().int(),
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
  description: z.string(),
  occurredAt: z.string(),
});
export type PaymentEntry = z.infer<typeof paymentEntrySchema>;

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
});
export type Billing = z.infer<typeof billingSchema>;
