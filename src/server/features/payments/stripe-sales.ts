import type Stripe from "stripe";
import { DAY_MS, PLANS, type PlanType } from "../../../shared/plans.js";
import type { Executor } from "../../db/database.js";
import type { CheckoutSessionRow } from "../../db/schema.js";
import { findCheckoutByProviderId, findCheckoutSession } from "./checkout-sessions.repo.js";
import { findProSubscription } from "./pro-subscriptions.repo.js";
import { findPromotionCode } from "./promotion-codes.repo.js";

/*
 * A signed event proves Stripe sent it, not that we sold it: the account may hold payment links, other products
 * or invoices made by hand, whose metadata anyone with dashboard access (or a buyer, for a payment link's
 * client_reference_id) chooses. Access follows only checkouts this server created, for the price it asked.
 */

/** The currency every plan is sold in (Checkout is given it with inline prices). */
export const SALE_CURRENCY = "usd";

export type PriceIds = { trial: string | undefined; pro: string | undefined };

/** Whose sale it is, or why the event is not for one of ours. */
export type Sale = { userId: string; checkout: CheckoutSessionRow | undefined } | { refusal: string };

const mismatch = (claimed: string | null | undefined, owner: string) => (claimed ? claimed !== owner : false);

/** A completed Checkout Session: one we created, in the mode of its plan, for the amount we asked. */
export async function checkoutSale(db: Executor, session: Stripe.Checkout.Session, priceIds: PriceIds): Promise<Sale> {
  const checkout = await findCheckoutByProviderId(db, session.id);
  if (!checkout || checkout.provider !== "stripe") return { refusal: "checkout session not created by this server" };
  if (mismatch(session.client_reference_id ?? session.metadata?.userId, checkout.user_id)) {
    return { refusal: "checkout session names another user than the one it was created for" };
  }
  if (session.mode !== (checkout.plan === "pro" ? "subscription" : "payment")) {
    return { refusal: `checkout session mode ${session.mode} is not the ${checkout.plan} plan's` };
  }
  // With a configured price id Stripe charged that price, which we put on the session ourselves.
  if (session.payment_status === "paid" && !priceIds[checkout.plan]) {
    const discount = await ourDiscountCents(db, session, checkout);
    const refusal = priceRefusal(checkout.plan, (session.amount_total ?? 0) + discount, session.currency ?? "");
    if (refusal) return { refusal };
  }
  return { userId: checkout.user_id, checkout };
}

/**
 * What Stripe took off for the promotion code the checkout was opened with (docs/product.md#promotion-codes): the
 * list price is then what was paid plus that. Any other discount counts for nothing, so the price check refuses it.
 */
async function ourDiscountCents(db: Executor, session: Stripe.Checkout.Session, checkout: CheckoutSessionRow) {
  if (!checkout.promotion_code_id) return 0;
  const code = await findPromotionCode(db, checkout.promotion_code_id);
  const named = (session.discounts ?? []).some((discount) => {
    const id = typeof discount.promotion_code === "string" ? discount.promotion_code : discount.promotion_code?.id;
    return id !== undefined && id === code?.provider_promotion_code_id;
  });
  return named ? (session.total_details?.amount_discount ?? 0) : 0;
}

function priceRefusal(plan: PlanType, amountCents: number, currency: string): string | null {
  if (currency.toLowerCase() !== SALE_CURRENCY) return `currency ${currency} is not ${SALE_CURRENCY}`;
  if (amountCents !== PLANS[plan].priceCents) {
    return `amount ${amountCents} is not the ${plan} price ${PLANS[plan].priceCents}`;
  }
  return null;
}

/**
 * A subscription is ours when a checkout of ours created it: known from that checkout's completion, or, when its
 * invoice arrives first, from the checkout id we put in the subscription's metadata, naming a Pro checkout of
 * ours not yet tied to another subscription.
 */
export async function subscriptionSale(
  db: Executor,
  subscriptionId: string,
  metadata: { userId?: string; checkoutId?: string } | null | undefined,
): Promise<Sale> {
  const known = await findProSubscription(db, subscriptionId);
  let owner = known?.provider === "stripe" ? known.user_id : undefined;
  let checkout: CheckoutSessionRow | undefined;
  if (!owner && metadata?.checkoutId) {
    checkout = await findCheckoutSession(db, metadata.checkoutId);
    const fits =
      checkout?.provider === "stripe" &&
      checkout.plan === "pro" &&
      (checkout.provider_subscription_id === null || checkout.provider_subscription_id === subscriptionId);
    owner = fits ? checkout?.user_id : undefined;
  }
  if (!owner) return { refusal: "subscription not created by a checkout of this server" };
  if (mismatch(metadata?.userId, owner)) {
    return { refusal: "subscription names another user than the one it was created for" };
  }
  return { userId: owner, checkout };
}

/** A month, as Stripe counts one: 28 to 31 days. */
const isMonth = (start: number, end: number) => {
  const days = ((end - start) * 1000) / DAY_MS;
  return days >= 28 && days <= 31;
};

/**
 * The customer's credit Stripe took off an invoice: what the balance rose by from its start to its end (a credit is
 * negative), never more than the credit there was; 0 for an invoice not yet finalized or a customer without credit.
 */
export function invoiceCreditCents(invoice: Pick<Stripe.Invoice, "starting_balance" | "ending_balance">): number {
  const start = invoice.starting_balance ?? 0;
  if (start >= 0 || invoice.ending_balance === null || invoice.ending_balance === undefined) return 0;
  return Math.max(Math.min(invoice.ending_balance, 0) - start, 0);
}

/** A paid Pro invoice charges the configured price id, or else $179 a month in dollars, less discounts and credit. */
export function invoicePriceRefusal(invoice: Stripe.Invoice, priceIds: PriceIds): string | null {
  const lines = invoice.lines.data;
  if (lines.length === 0) return "invoice has no lines";
  const configured = priceIds.pro;
  if (configured) {
    const priceOf = (line: Stripe.InvoiceLineItem) => {
      const price = line.pricing?.price_details?.price;
      return typeof price === "string" ? price : price?.id;
    };
    const other = lines.find((line) => priceOf(line) !== configured);
    return other ? `invoice price ${priceOf(other) ?? "none"} is not the configured Pro price` : null;
  }
  if (!lines.every((line) => isMonth(line.period.start, line.period.end))) return "invoice period is not one month";
  // A promotion code's coupon stays on the subscription for its months: the invoice shows what it took off.
  const discounted = (invoice.total_discount_amounts ?? []).reduce((sum, discount) => sum + discount.amount, 0);
  // The member's referral credit (their customer balance) paid part of it: that is not a lower price.
  return priceRefusal("pro", invoice.amount_paid + discounted + invoiceCreditCents(invoice), invoice.currency);
}
