import Stripe from "stripe";
import { PLANS, type PlanType } from "../../../shared/plans.js";
import type { PaymentsConfig } from "../../config.js";
import type { Db } from "../../db/database.js";
import type { UserRow } from "../../db/schema.js";
import type { Clock } from "../../lib/clock.js";
import { CHECKOUT_LIFETIME_MS, ProviderUnavailableError, type PaymentProvider } from "./payment-provider.js";
import { findCustomerIdOfUser, saveCustomer } from "./stripe-customers.repo.js";
import { SALE_CURRENCY } from "./stripe-sales.js";
import { AppError } from "../../lib/app-error.js";
import { PROMOTION_MESSAGES } from "../../../shared/promotions.js";
import { findUserById } from "../users/users.service.js";

type StripeConfig = Extract<PaymentsConfig, { provider: "stripe" }>;

/**
 * Stripe may refuse a code our records still allow (used up at Stripe a moment ago): the member is told so (409), not
 * that the payment service is down.
 */
async function refusingPromotion<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    if (error instanceof Stripe.errors.StripeInvalidRequestError && error.param?.startsWith("discounts")) {
      throw new AppError("conflict", PROMOTION_MESSAGES.refusedByProvider);
    }
    throw error;
  }
}

export function createStripeClient(config: StripeConfig): Stripe {
  return new Stripe(config.secretKey, {
    maxNetworkRetries: 2,
    timeout: 15_000,
    ...(config.apiBase ?? {}),
  });
}

function lineItem(plan: PlanType, priceId: string | undefined): Stripe.Checkout.SessionCreateParams.LineItem {
  if (priceId) return { price: priceId, quantity: 1 };
  const { name, priceCents, billing } = PLANS[plan];
  return {
    quantity: 1,
    price_data: {
      currency: "usd",
      unit_amount: priceCents,
      product_data: { name },
      ...(billing === "monthly" ? { recurring: { interval: "month" as const } } : {}),
    },
  };
}

/** Stripe Checkout: Trial in payment mode, Pro in subscription mode; one Stripe customer per user. */
export function createStripeProvider(deps: {
  db: Db;
  clock: Clock;
  config: StripeConfig;
  stripe: Stripe;
  publicUrl: string;
}): PaymentProvider {
  const { db, clock, config, stripe, publicUrl } = deps;
  // A test key's objects are test money; test credit is never put on a live account's customers.
  const testKey = /^(sk|rk)_test_/.test(config.secretKey);

  async function customerOf(user: UserRow): Promise<string> {
    const known = await findCustomerIdOfUser(db, user.id);
    if (known) return known;
    const customer = await stripe.customers.create(
      { email: user.email, name: `${user.first_name} ${user.last_name}`.trim(), metadata: { userId: user.id } },
      { idempotencyKey: `customer-${user.id}` },
    );
    return saveCustomer(db, user.id, customer.id, clock.now().toISOString());
  }

  const calling = async <T>(call: () => Promise<T>): Promise<T> => {
    try {
      return await call();
    } catch (error) {
      if (error instanceof Stripe.errors.StripeError)
        throw new ProviderUnavailableError(error.message, { cause: error });
      throw error;
    }
  };

  return {
    name: "stripe",
    createCheckout: ({ checkoutId, user, plan, providerPromotionCodeId }) =>
      calling(async () => {
        const metadata = { userId: user.id, plan, checkoutId };
        const customer = await customerOf(user);
        const session = await refusingPromotion(() =>
          stripe.checkout.sessions.create(
            {
              mode: plan === "pro" ? "subscription" : "payment",
              customer,
              client_reference_id: user.id,
              metadata,
              line_items: [lineItem(plan, config.priceIds[plan])],
              success_url: `${publicUrl}/subscription/success?session_id={CHECKOUT_SESSION_ID}`,
              cancel_url: `${publicUrl}/plans`,
              expires_at: Math.floor((clock.now().getTime() + CHECKOUT_LIFETIME_MS) / 1000),
              // A code is applied by Stripe from our page's link; none is typed on Stripe's page, where the rules
              // Stripe cannot hold (which plans, once per member) would go unchecked.
              ...(providerPromotionCodeId ? { discounts: [{ promotion_code: providerPromotionCodeId }] } : {}),
              ...(plan === "pro" ? { subscription_data: { metadata } } : { payment_intent_data: { metadata } }),
            },
            { idempotencyKey: `checkout-${checkoutId}` },
          ),
        );
        if (!session.url) throw new ProviderUnavailableError("Stripe answered a checkout session without a url");
        return { providerSessionId: session.id, url: session.url };
      }),
    expireCheckout: (providerSessionId) =>
      calling(async () => {
        try {
          await stripe.checkout.sessions.expire(providerSessionId);
        } catch (error) {
          // Already completed or expired: nothing is left to pay on it.
          if (!(error instanceof Stripe.errors.StripeInvalidRequestError)) throw error;
        }
      }),
    billingPortalUrl: (user) =>
      calling(async () => {
        const customer = await findCustomerIdOfUser(db, user.id);
        if (!customer) return undefined;
        const portal = await stripe.billingPortal.sessions.create({ customer, return_url: `${publicUrl}/account` });
        return portal.url;
      }),
    cancelSubscriptionNow: (subscriptionId) =>
      calling(async () => {
        try {
          await stripe.subscriptions.cancel(subscriptionId);
        } catch (error) {
          // No such subscription, or it has ended already: nothing more is charged on it.
          if (!(error instanceof Stripe.errors.StripeInvalidRequestError)) throw error;
        }
      }),
    cancelAtPeriodEnd: (subscriptionId) =>
      calling(async () => {
        await stripe.subscriptions.update(subscriptionId, { cancel_at_period_end: true });
      }),
    refundCharge: ({ userId, paymentReference, amountCents, idempotencyKey }) =>
      calling(async () => {
        // The ledger knows a Pro charge by its invoice, a trial's by its payment intent.
        let paymentIntent = paymentReference;
        if (paymentReference.startsWith("in_")) {
          const payments = await stripe.invoicePayments.list({ invoice: paymentReference, limit: 1 });
          const intent = payments.data[0]?.payment.payment_intent;
          const id = typeof intent === "string" ? intent : intent?.id;
          if (!id) throw new ProviderUnavailableError(`no payment intent paid invoice ${paymentReference}`);
          paymentIntent = id;
        }
        const refund = await stripe.refunds.create(
          { payment_intent: paymentIntent, amount: amountCents, metadata: { userId } },
          idempotencyKey ? { idempotencyKey } : undefined,
        );
        const chargeId = typeof refund.charge === "string" ? refund.charge : refund.charge?.id;
        return chargeId ? { chargeId } : undefined;
      }),
    createPromotion: (promotion) =>
      calling(async () => {
        const { discount } = promotion;
        const coupon = await stripe.coupons.create(
          {
            name: promotion.name,
            ...(discount.kind === "percent"
              ? { percent_off: discount.value }
              : { amount_off: discount.value, currency: SALE_CURRENCY }),
            duration: discount.duration,
            ...(discount.duration === "repeating" ? { duration_in_months: discount.months ?? 1 } : {}),
            metadata: { promotionId: promotion.id },
          },
          { idempotencyKey: `coupon-${promotion.id}` },
        );
        const code = await stripe.promotionCodes.create(
          {
            promotion: { type: "coupon", coupon: coupon.id },
            code: promotion.code,
            ...(promotion.expiresAt ? { expires_at: Math.floor(promotion.expiresAt.getTime() / 1000) } : {}),
            ...(promotion.maxRedemptions ? { max_redemptions: promotion.maxRedemptions } : {}),
            metadata: { promotionId: promotion.id },
          },
          { idempotencyKey: `promotion-code-${promotion.id}` },
        );
        return { couponId: coupon.id, promotionCodeId: code.id };
      }),
    deactivatePromotion: (providerPromotionCodeId) =>
      calling(async () => {
        await stripe.promotionCodes.update(providerPromotionCodeId, { active: false });
      }),
    grantCredit: (grant) =>
      calling(async () => {
        if (!grant.livemode && !testKey) return null;
        const user = await findUserById(db, grant.userId);
        if (!user) return null;
        // A negative amount is a credit: Stripe takes it off the customer's next invoices until it is used up.
        const transaction = await stripe.customers.createBalanceTransaction(
          await customerOf(user),
          {
            amount: -grant.amountCents,
            currency: SALE_CURRENCY,
            description: grant.description,
            metadata: { userId: user.id, rewardId: grant.rewardId },
          },
          { idempotencyKey: grant.idempotencyKey },
        );
        return { transactionId: transaction.id };
      }),
  };
}
