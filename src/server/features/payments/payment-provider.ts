import type { PlanType } from "../../../shared/plans.js";
import type { PaymentProviderName, UserRow } from "../../db/schema.js";
import { AppError } from "../../lib/app-error.js";
import { PAYMENT_MESSAGES } from "../../../shared/payments.js";
import type { Discount } from "../../../shared/promotions.js";
import type { GrantCredit } from "../referrals/rewards.service.js";

/** How long a checkout can be paid; a click within CHECKOUT_REUSE_MS of opening one reuses it. */
export const CHECKOUT_LIFETIME_MS = 60 * 60 * 1000;
export const CHECKOUT_REUSE_MS = 50 * 60 * 1000;

export interface CheckoutRequest {
  /** Our checkout session id: the provider's idempotency key, so a retried call never makes a second one. */
  checkoutId: string;
  user: UserRow;
  plan: PlanType;
  /** The provider's promotion code to apply: the provider computes and charges the discount. */
  providerPromotionCodeId?: string | null;
}

/** A promotion code as the provider is asked to honour it (docs/product.md#promotion-codes). */
export interface PromotionRequest {
  /** Our code id: the idempotency key of the provider calls. */
  id: string;
  code: string;
  name: string;
  discount: Discount;
  expiresAt: Date | null;
  maxRedemptions: number | null;
}

/** What differs between Stripe and the built-in local checkout; fulfilment is shared (fulfilment.service.ts). */
export interface PaymentProvider {
  name: PaymentProviderName;
  /** Opens a hosted checkout; answers where to send the browser. */
  createCheckout(request: CheckoutRequest): Promise<{ providerSessionId: string; url: string }>;
  /**
   * Makes a checkout that is being replaced unpayable, so a forgotten tab can never buy a second time. Best
   * effort: a checkout that is already paid or expired stays as it is.
   */
  expireCheckout(providerSessionId: string): Promise<void>;
  /** A billing portal page where a Pro member manages or cancels; undefined when the provider has none. */
  billingPortalUrl(user: UserRow): Promise<string | undefined>;
  /**
   * Ends a subscription at once, with no further charge and no proration (an account being deleted). A subscription
   * the provider no longer has, or has already ended, counts as cancelled.
   */
  cancelSubscriptionNow(subscriptionId: string): Promise<void>;
  /** Stops renewal at the end of the paid period; access lasts until then. The provider reports the change back. */
  cancelAtPeriodEnd(subscriptionId: string): Promise<void>;
  /**
   * Gives back `amountCents` of one charge. Stripe reports the refund as `charge.refunded`, which the webhook
   * records; the local provider has no such report, so its refunds are recorded by the caller.
   */
  refundCharge(charge: {
    userId: string;
    paymentReference: string;
    amountCents: number;
    /** Makes a retried request give back once. */
    idempotencyKey?: string;
  }): Promise<{ chargeId: string } | undefined>;
  /** Creates the provider's coupon and promotion code; null when the provider has none (the local checkout). */
  createPromotion(promotion: PromotionRequest): Promise<{ couponId: string; promotionCodeId: string } | null>;
  /** Switches the provider's promotion code off, so nothing more is paid with it. */
  deactivatePromotion(providerPromotionCodeId: string): Promise<void>;
  /**
   * Puts a member's referral credit on their account: Stripe's customer balance, which Stripe takes off the next
   * invoice; null when our own ledger holds it (the local checkout, or test credit with a live Stripe account).
   */
  grantCredit: GrantCredit;
}

/** The payment provider could not be reached or refused the request. */
export class ProviderUnavailableError extends AppError {
  override name = "ProviderUnavailableError";
  /** `reason` is for the log; the caller is told only that the payment service did not answer. */
  constructor(
    readonly reason: string,
    options?: ErrorOptions,
  ) {
    super("upstream_failed", PAYMENT_MESSAGES.providerDown);
    if (options?.cause !== undefined) this.cause = options.cause;
  }
}
