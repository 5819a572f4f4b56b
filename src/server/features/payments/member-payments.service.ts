import { MEMBER_MESSAGES, type MemberPayment, type MemberSubscription } from "../../../shared/admin-member.js";
import type { Db } from "../../db/database.js";
import { ENDED_PRO_SUBSCRIPTION_STATUSES, type PaymentRow } from "../../db/schema.js";
import type { Clock } from "../../lib/clock.js";
import { adminOnlyText, AppError } from "../../lib/app-error.js";
import { processPaymentEvent } from "./fulfilment.service.js";
import { listUserPayments } from "./ledger.repo.js";
import { recordLocalSubscriptionChange } from "./local-subscriptions.service.js";
import { recordRefund } from "./payment-facts.js";
import type { PaymentProvider } from "./payment-provider.js";
import { listUserProSubscriptions } from "./pro-subscriptions.repo.js";

/** How other features read a member's payments and Pro subscriptions (the SQL stays in this feature's repositories). */
export { lastChargesOf, listUserPayments } from "./ledger.repo.js";
export { listUserProSubscriptions, runningProSubscriptionsOf } from "./pro-subscriptions.repo.js";

export interface MemberPaymentsDeps {
  db: Db;
  clock: Clock;
  provider: PaymentProvider;
}

const refundedOf = (rows: PaymentRow[], charge: PaymentRow) =>
  rows
    .filter((row) => row.kind === "refund" && row.payment_reference === charge.payment_reference)
    .reduce((sum, row) => sum + row.amount_cents, 0);

/** A member's charges and refunds from the ledger, newest first, each charge with what is left to give back. */
export async function memberPayments({ db }: { db: Db }, userId: string): Promise<MemberPayment[]> {
  const rows = await listUserPayments(db, userId);
  return rows.map((row) => ({
    id: row.id,
    kind: row.kind,
    plan: row.plan,
    amountCents: row.amount_cents,
    refundableCents: row.kind === "charge" ? Math.max(0, row.amount_cents - refundedOf(rows, row)) : 0,
    currency: row.currency,
    provider: row.provider,
    test: row.livemode === 0,
    description: row.description,
    occurredAt: row.occurred_at,
  }));
}

/** A member's Pro subscriptions, the newest first. */
export async function memberSubscriptions({ db }: { db: Db }, userId: string): Promise<MemberSubscription[]> {
  const rows = await listUserProSubscriptions(db, userId);
  return rows.map((row) => ({
    id: row.id,
    provider: row.provider,
    status: row.status,
    paidThrough: row.paid_through,
    cancelAtPeriodEnd: row.cancel_at_period_end === 1,
    endedAt: row.ended_at,
  }));
}

/**
 * Gives back part or all of one of the member's charges (docs/admin-panel.md#a-members-page). Stripe is asked to
 * refund, and its `charge.refunded` report records it as any refund is; the local checkout's refund is recorded at
 * once on the same path (recordRefund as a running total of the charge), so the ledger, revenue and access follow
 * alike. A charge of a provider this server no longer runs (a test checkout payment after the switch to Stripe) has
 * no money behind it to give back.
 */
export async function refundMemberPayment(
  deps: MemberPaymentsDeps,
  userId: string,
  input: { paymentId: string; amountCents: number },
): Promise<void> {
  const rows = await listUserPayments(deps.db, userId);
  const charge = rows.find((row) => row.id === input.paymentId && row.kind === "charge");
  if (!charge) throw new AppError("not_found", adminOnlyText(MEMBER_MESSAGES.paymentNotFound));
  if (charge.provider !== deps.provider.name)
    throw new AppError("conflict", adminOnlyText(MEMBER_MESSAGES.testPayment));
  const refunded = refundedOf(rows, charge);
  if (input.amountCents > charge.amount_cents - refunded) {
    throw new AppError("invalid", adminOnlyText(MEMBER_MESSAGES.refundTooLarge), {
      fieldErrors: { amountCents: adminOnlyText(MEMBER_MESSAGES.refundTooLarge) },
    });
  }
  if (deps.provider.name === "stripe") {
    await deps.provider.refundCharge({
      userId,
      paymentReference: charge.payment_reference,
      amountCents: input.amountCents,
    });
    return;
  }
  const now = deps.clock.now();
  const timestamp = now.toISOString();
  const total = refunded + input.amountCents;
  await processPaymentEvent(
    deps.db,
    { id: `local:refund:${charge.id}:${total}`, type: "charge.refunded", userId, livemode: false, provider: "local" },
    now,
    (trx, uid) =>
      recordRefund(
        trx,
        { userId: uid, provider: "local", livemode: false, now: timestamp },
        {
          chargeId: charge.id,
          paymentReference: charge.payment_reference,
          amountCents: total,
          currency: charge.currency,
          refundedAt: timestamp,
        },
      ),
  );
}

/**
 * Cancels the member's running Pro subscription: at the end of the paid period (access stays until then) or now
 * (access ends now). Stripe reports the change back to the webhook; the local checkout's is recorded at once.
 */
export async function cancelMemberSubscription(
  deps: MemberPaymentsDeps,
  userId: string,
  when: "period_end" | "now",
): Promise<void> {
  const subscriptions = await listUserProSubscriptions(deps.db, userId);
  const running = subscriptions.find(
    (row) => row.provider === deps.provider.name && !ENDED_PRO_SUBSCRIPTION_STATUSES.includes(row.status),
  );
  if (!running) throw new AppError("conflict", adminOnlyText(MEMBER_MESSAGES.noSubscription));
  if (when === "now") await deps.provider.cancelSubscriptionNow(running.id);
  else await deps.provider.cancelAtPeriodEnd(running.id);
  if (deps.provider.name === "stripe") return;
  await recordLocalSubscriptionChange(deps.db, userId, deps.clock.now(), {
    eventId: `local:admin-cancel:${when}:${running.id}`,
    type: when === "now" ? "customer.subscription.deleted" : "customer.subscription.updated",
    subscriptionId: running.id,
    status: when === "now" ? "canceled" : running.status,
    cancelAtPeriodEnd: true,
    ended: when === "now",
  });
}
