import type { Executor } from "../../db/database.js";
import type { PaymentRow, UsersTable } from "../../db/schema.js";
import { enqueueEmail, type QueuedEmail } from "../mail/outbox.service.js";
import { findUserById } from "../users/users.service.js";
import type { RecordContext } from "./payment-facts.js";

/*
 * docs/product.md#email: the billing messages a payment fact brings, queued in the fact's own transaction, so a
 * receipt exists exactly when its ledger row does. Each has a dedup key, so a fact recorded again (a webhook
 * delivered twice) queues nothing more.
 */

/** A message without its recipient, kept per kind, so each kind's props are checked. */
type BillingEmail = QueuedEmail extends infer E ? (E extends QueuedEmail ? Omit<E, "to" | "userId"> : never) : never;

/** Queues a message to the member the fact is about (none when the account is gone), in the fact's transaction. */
async function queueToMember(
  trx: Executor,
  ctx: RecordContext,
  message: (user: Pick<UsersTable, "first_name">) => BillingEmail,
): Promise<void> {
  const user = await findUserById(trx, ctx.userId);
  if (!user) return;
  await enqueueEmail(trx, { to: user.email, userId: user.id, ...message(user) }, new Date(ctx.now));
}

/** A receipt for a charge or a refund just recorded; a refund's amount is the total refunded of that charge. */
export async function queueReceipt(
  trx: Executor,
  ctx: RecordContext,
  payment: Pick<
    PaymentRow,
    "kind" | "plan" | "amount_cents" | "currency" | "description" | "payment_reference" | "occurred_at"
  >,
  period: { start: string | null; end: string | null },
): Promise<void> {
  await queueToMember(trx, ctx, (user) => ({
    kind: "receipt",
    props: {
      firstName: user.first_name,
      kind: payment.kind,
      amountCents: payment.amount_cents,
      currency: payment.currency,
      plan: payment.plan,
      description: payment.description,
      periodStart: period.start,
      periodEnd: period.end,
      reference: payment.payment_reference,
      occurredAt: payment.occurred_at,
      test: !ctx.livemode,
    },
    dedupKey: `${payment.kind}:${payment.payment_reference}:${payment.amount_cents}`,
  }));
}

/** A renewal that could not be charged: the member is asked to update the card while access lasts. */
export async function queuePaymentFailed(
  trx: Executor,
  ctx: RecordContext,
  failure: { subscriptionId: string; failedAt: string; paidThrough: string | null },
): Promise<void> {
  await queueToMember(trx, ctx, (user) => ({
    kind: "payment-failed",
    props: { firstName: user.first_name, failedAt: failure.failedAt, paidThrough: failure.paidThrough },
    dedupKey: `payment-failed:${failure.subscriptionId}:${failure.failedAt}`,
  }));
}
