import type { LocalCheckout } from "../../../shared/payments.js";
import { PAYMENT_MESSAGES } from "../../../shared/payments.js";
import type { Db } from "../../db/database.js";
import type { CheckoutSessionRow } from "../../db/schema.js";
import { AppError } from "../../lib/app-error.js";
import { findUserById } from "../users/users.service.js";
import { closeCheckout, findCheckoutSession } from "./checkout-sessions.repo.js";
import { purchaseRefusal } from "./checkout.service.js";
import { applyPaymentEvent, type NewSubscription, type NewSubscriptionListener } from "./fulfilment.service.js";
import { addMonths } from "./months.js";
import { CHECKOUT_LIFETIME_MS } from "./payment-provider.js";
import { recordSubscriptionCharge, recordSubscriptionState, recordTrialCharge } from "./payment-facts.js";
import { findPromotionCode } from "./promotion-codes.repo.js";
import { discountOf, recordRedemption } from "./promotion-codes.service.js";
import { PLANS } from "../../../shared/plans.js";
import { describeDiscount } from "../../../shared/promotions.js";
import { applyLedgerCredit, ledgerCreditFor } from "../referrals/rewards.service.js";

const notFound = () => new AppError("not_found", PAYMENT_MESSAGES.checkoutNotFound);

function visibleStatus(session: CheckoutSessionRow, now: Date): LocalCheckout["status"] {
  if (session.status === "creating") return "open";
  if (session.status !== "open") return session.status;
  const age = now.getTime() - new Date(session.created_at).getTime();
  return age > CHECKOUT_LIFETIME_MS ? "expired" : "open";
}

/** The caller's own local checkout; anyone else's is 404, as if it did not exist. */
async function ownLocalCheckout(db: Db, id: string, userId: string): Promise<CheckoutSessionRow> {
  const session = await findCheckoutSession(db, id);
  if (!session || session.provider !== "local" || session.user_id !== userId) throw notFound();
  return session;
}

export async function getLocalCheckout(
  { db }: { db: Db },
  id: string,
  userId: string,
  now: Date,
): Promise<LocalCheckout> {
  const session = await ownLocalCheckout(db, id, userId);
  const code = session.promotion_code_id ? await findPromotionCode(db, session.promotion_code_id) : undefined;
  return {
    id: session.id,
    planType: session.plan,
    amountCents: session.amount_cents,
    listPriceCents: PLANS[session.plan].priceCents,
    promotion: code
      ? {
          code: code.code,
          name: code.name,
          description: describeDiscount(discountOf(code)),
          discount: discountOf(code),
        }
      : null,
    creditCents:
      session.plan === "pro" && session.status !== "completed"
        ? await ledgerCreditFor(db, { userId, amountCents: session.amount_cents, livemode: false })
        : 0,
    status: visibleStatus(session, now),
    createdAt: session.created_at,
  };
}

export const successRedirect = (id: string) => `/subscription/success?session_id=${encodeURIComponent(id)}`;

/**
 * The local checkout's Pay button: fulfils exactly as a confirmed Stripe webhook would, through the same
 * fulfilment path. Closing the session is conditional and in the same transaction, so of two concurrent
 * completions one fulfils and the other finds it done; both answer the success page. A new subscription is
 * announced once the transaction has committed.
 */
export async function completeLocalCheckout(
  db: Db,
  id: string,
  userId: string,
  now: Date,
  onNewSubscription?: NewSubscriptionListener,
): Promise<string> {
  const session = await ownLocalCheckout(db, id, userId);
  if (visibleStatus(session, now) === "expired") throw new AppError("conflict", PAYMENT_MESSAGES.checkoutClosed);
  const timestamp = now.toISOString();
  const outcome = await db.transaction().execute(async (trx): Promise<NewSubscription | "closed" | null> => {
    if (!(await closeCheckout(trx, id, "completed", timestamp))) return "closed";
    const fulfilment = await applyPaymentEvent(
      trx,
      { id: `local:checkout:${id}`, type: "checkout.session.completed", userId, livemode: false, provider: "local" },
      now,
      async (tx, uid) => {
        // Checked again with the user row locked: since the checkout opened, another purchase or an admin's
        // grant may have made this one pointless, and the test payment can still be refused, unlike a real one.
        const buyer = await findUserById(tx, uid);
        const refusal = buyer ? await purchaseRefusal({ db: tx }, buyer, session.plan, now) : null;
        if (refusal) throw new AppError("conflict", refusal);
        await recordRedemption(tx, session, session.amount_cents, now, true);
        const ctx = { userId: uid, provider: "local" as const, livemode: false, now: timestamp };
        if (session.plan === "trial") {
          await recordTrialCharge(tx, ctx, {
            paymentReference: id,
            amountCents: session.amount_cents,
            currency: "usd",
            paidAt: timestamp,
          });
          return;
        }
        const subscriptionId = `sub_local_${id}`;
        await recordSubscriptionState(tx, ctx, {
          subscriptionId,
          status: "active",
          cancelAtPeriodEnd: false,
          endedAt: null,
          observedAt: timestamp,
        });
        const invoiceId = `in_local_${id}`;
        await recordSubscriptionCharge(tx, ctx, {
          subscriptionId,
          invoiceId,
          // Stripe Checkout takes the customer's credit off a subscription's first invoice; so does this one.
          amountCents: await applyLedgerCredit(tx, {
            userId: uid,
            paymentReference: invoiceId,
            amountCents: session.amount_cents,
            livemode: false,
            at: timestamp,
          }),
          currency: "usd",
          paidAt: timestamp,
          periodEnd: addMonths(now, 1).toISOString(),
        });
      },
    );
    return fulfilment.newSubscription;
  });
  if (outcome === "closed") {
    const current = await findCheckoutSession(db, id);
    if (current?.status !== "completed") throw new AppError("conflict", PAYMENT_MESSAGES.checkoutClosed);
  } else if (outcome) {
    void onNewSubscription?.(outcome);
  }
  return successRedirect(id);
}

/** The local checkout's Cancel button: nothing is charged and the plans page is shown again. */
export async function cancelLocalCheckout({ db }: { db: Db }, id: string, userId: string, now: Date): Promise<string> {
  const session = await ownLocalCheckout(db, id, userId);
  if (session.status === "completed") throw new AppError("conflict", PAYMENT_MESSAGES.checkoutClosed);
  await closeCheckout(db, id, "canceled", now.toISOString());
  return "/plans";
}
