import type { Executor } from "../../db/database.js";
import type { PaymentProviderName, ProSubscriptionStatus } from "../../db/schema.js";
import { DAY_MS, PLANS, TRIAL_DAYS } from "../../../shared/plans.js";
import { newId } from "../../lib/ids.js";
import {
  fillRefundsOfCharge,
  findChargeByPaymentReference,
  insertPaymentOnce,
  upsertRefund,
  type NewPayment,
} from "./ledger.repo.js";
import { ensureProSubscription, updateProSubscription } from "./pro-subscriptions.repo.js";
import { queuePaymentFailed, queueReceipt } from "./billing-mail.js";
import { recordReferredPayment, reverseReferredPayment } from "../referrals/referrals.service.js";

/*
 * Recording what a provider reported, as facts rather than transitions: each function can run in any order and
 * any number of times and leaves the same records. The user's status is derived from these afterwards.
 */

const maxIso = (a: string | null, b: string) => (a && a >= b ? a : b);

export interface RecordContext {
  userId: string;
  provider: PaymentProviderName;
  /** False for test money (the local checkout, Stripe's test mode): kept out of revenue. */
  livemode: boolean;
  now: string;
}

/** A ledger row of the member's, as the provider reported it. */
const ledgerRow = <Row extends Omit<NewPayment, "id" | "user_id" | "provider" | "livemode">>(
  ctx: RecordContext,
  row: Row,
) => ({ id: newId(), user_id: ctx.userId, provider: ctx.provider, livemode: ctx.livemode ? 1 : 0, ...row });

/** The member's Pro subscription, recorded with `status` if this is the first that was heard of it. */
const proSubscription = (trx: Executor, ctx: RecordContext, id: string, status: ProSubscriptionStatus) =>
  ensureProSubscription(trx, { id, userId: ctx.userId, provider: ctx.provider, status }, ctx.now);

/** A new charge may earn the member's referrer a commission (docs/product.md#referrals), counted with the charge. */
const referredPayment = (
  trx: Executor,
  ctx: RecordContext,
  charge: { id: string; payment_reference: string; amount_cents: number; occurred_at: string },
) =>
  recordReferredPayment(trx, {
    paymentId: charge.id,
    paymentReference: charge.payment_reference,
    userId: ctx.userId,
    amountCents: charge.amount_cents,
    livemode: ctx.livemode,
    paidAt: charge.occurred_at,
    now: ctx.now,
  });

/** A paid one-time trial purchase. */
export async function recordTrialCharge(
  trx: Executor,
  ctx: RecordContext,
  input: { paymentReference: string; amountCents: number; currency: string; paidAt: string },
): Promise<void> {
  const charge = ledgerRow(ctx, {
    kind: "charge",
    plan: "trial",
    amount_cents: input.amountCents,
    currency: input.currency,
    reference: `trial:${input.paymentReference}`,
    payment_reference: input.paymentReference,
    description: `${PLANS.trial.name} (${TRIAL_DAYS} days)`,
    occurred_at: input.paidAt,
  });
  if (await insertPaymentOnce(trx, charge, ctx.now)) {
    const end = new Date(Date.parse(input.paidAt) + TRIAL_DAYS * DAY_MS).toISOString();
    await queueReceipt(trx, ctx, charge, { start: input.paidAt, end });
    await referredPayment(trx, ctx, charge);
  }
  await fillRefundsOfCharge(trx, input.paymentReference, { plan: "trial" });
}

/** A paid Pro invoice: the subscription is paid through `periodEnd`. */
export async function recordSubscriptionCharge(
  trx: Executor,
  ctx: RecordContext,
  input: {
    subscriptionId: string;
    invoiceId: string;
    amountCents: number;
    currency: string;
    paidAt: string;
    periodEnd: string;
  },
): Promise<void> {
  const subscription = await proSubscription(trx, ctx, input.subscriptionId, "active");
  await updateProSubscription(trx, subscription.id, {
    paid_through: maxIso(subscription.paid_through, input.periodEnd),
    last_paid_at: maxIso(subscription.last_paid_at, input.paidAt),
    updated_at: ctx.now,
  });
  if (input.amountCents <= 0) return;
  const charge = ledgerRow(ctx, {
    kind: "charge",
    plan: "pro",
    subscription_id: input.subscriptionId,
    amount_cents: input.amountCents,
    currency: input.currency,
    reference: `invoice:${input.invoiceId}`,
    payment_reference: input.invoiceId,
    description: `${PLANS.pro.name} (monthly)`,
    occurred_at: input.paidAt,
  });
  if (await insertPaymentOnce(trx, charge, ctx.now)) {
    // The period this invoice pays starts where the one paid before ended (or now, for the first).
    const paidBefore = subscription.paid_through;
    const start = paidBefore && paidBefore < input.periodEnd ? paidBefore : input.paidAt;
    await queueReceipt(trx, ctx, charge, { start, end: input.periodEnd });
    await referredPayment(trx, ctx, charge);
  }
  await fillRefundsOfCharge(trx, input.invoiceId, { plan: "pro", subscription_id: input.subscriptionId });
}

/** A renewal that could not be charged: access stays until the paid period ends (docs/product.md#plans). */
export async function recordSubscriptionFailure(
  trx: Executor,
  ctx: RecordContext,
  input: { subscriptionId: string; failedAt: string },
): Promise<void> {
  const subscription = await proSubscription(trx, ctx, input.subscriptionId, "past_due");
  await updateProSubscription(trx, subscription.id, {
    last_failed_at: maxIso(subscription.last_failed_at, input.failedAt),
    updated_at: ctx.now,
  });
  // A failure older than the last payment was followed by a successful one: nothing to ask of the member.
  if (subscription.last_paid_at && subscription.last_paid_at >= input.failedAt) return;
  await queuePaymentFailed(trx, ctx, {
    subscriptionId: subscription.id,
    failedAt: input.failedAt,
    paidThrough: subscription.paid_through,
  });
}

/**
 * The subscription as the provider last described it. An older description never replaces a newer one, and
 * `canceled` is final: once ended, nothing reopens it.
 */
export async function recordSubscriptionState(
  trx: Executor,
  ctx: RecordContext,
  input: {
    subscriptionId: string;
    status: ProSubscriptionStatus;
    cancelAtPeriodEnd: boolean;
    endedAt: string | null;
    observedAt: string;
  },
): Promise<void> {
  const subscription = await proSubscription(trx, ctx, input.subscriptionId, input.status);
  const ended = input.status === "canceled";
  const final = subscription.status === "canceled" && subscription.status_at !== null;
  if (final && !ended) return;
  if (!final && !ended && subscription.status_at !== null && input.observedAt < subscription.status_at) return;
  const endedAt = input.endedAt ?? input.observedAt;
  await updateProSubscription(trx, subscription.id, {
    status: input.status,
    status_at: maxIso(subscription.status_at, input.observedAt),
    cancel_at_period_end: final
      ? Math.max(subscription.cancel_at_period_end, Number(input.cancelAtPeriodEnd))
      : Number(input.cancelAtPeriodEnd),
    // Two reports of the end (updated to canceled, then deleted) agree on the earliest.
    ended_at: ended
      ? final && subscription.ended_at && subscription.ended_at < endedAt
        ? subscription.ended_at
        : endedAt
      : null,
    updated_at: ctx.now,
  });
}

/**
 * Money given back for one charge; `amountCents` is the running total refunded of that charge, and
 * `paymentReference` the charge's own (a trial's payment intent, a Pro charge's invoice).
 */
export async function recordRefund(
  trx: Executor,
  ctx: RecordContext,
  input: { chargeId: string; paymentReference: string; amountCents: number; currency: string; refundedAt: string },
): Promise<void> {
  if (input.amountCents <= 0) return;
  const charge = await findChargeByPaymentReference(trx, input.paymentReference);
  const refund = ledgerRow(ctx, {
    kind: "refund",
    plan: charge?.plan ?? null,
    subscription_id: charge?.subscription_id ?? null,
    amount_cents: input.amountCents,
    currency: input.currency,
    reference: `refund:${input.chargeId}`,
    payment_reference: input.paymentReference,
    description: "Refund",
    occurred_at: input.refundedAt,
  });
  // A late report of a smaller total changes nothing, and tells the member nothing.
  if ((await upsertRefund(trx, refund, ctx.now)) === input.amountCents) {
    await queueReceipt(trx, ctx, refund, { start: null, end: null });
  }
  // Money given back earns no commission: one not yet paid out is reversed, once however often this is heard.
  await reverseReferredPayment(trx, input.paymentReference, { at: input.refundedAt, reason: "refund" });
}

/** A chargeback opened on a charge: its commission is reversed (docs/product.md#referrals). */
export async function recordDispute(
  trx: Executor,
  _ctx: RecordContext,
  input: { paymentReference: string; disputedAt: string },
): Promise<void> {
  await reverseReferredPayment(trx, input.paymentReference, { at: input.disputedAt, reason: "chargeback" });
}
