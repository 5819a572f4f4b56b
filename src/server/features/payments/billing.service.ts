import type { Billing, PaymentEntry } from "../../../shared/payments.js";
import type { Db } from "../../db/database.js";
import type { PaymentProviderName, PaymentRow } from "../../db/schema.js";
import { guaranteeStanding } from "./guarantee.service.js";
import { listUserPayments } from "./ledger.repo.js";
import { listUserProSubscriptions } from "./pro-subscriptions.repo.js";

function toPaymentEntry(row: PaymentRow): PaymentEntry {
  return {
    id: row.id,
    kind: row.kind,
    plan: row.plan,
    amountCents: row.amount_cents,
    currency: row.currency,
    description: row.description,
    occurredAt: row.occurred_at,
  };
}

/** The caller's billing: their latest Pro subscription and their own payments, newest first. */
export async function getBilling(
  { db }: { db: Db },
  provider: PaymentProviderName,
  userId: string,
  now: Date,
): Promise<Billing> {
  const [latest] = await listUserProSubscriptions(db, userId);
  const payments = await listUserPayments(db, userId);
  const { status, until, amountCents } = await guaranteeStanding(db, provider, userId, now);
  return {
    provider,
    subscription: latest
      ? {
          status: latest.status,
          cancelAtPeriodEnd: latest.cancel_at_period_end === 1,
          paidThrough: latest.paid_through,
          endedAt: latest.ended_at,
          paymentFailed: latest.last_failed_at !== null && latest.last_failed_at > (latest.last_paid_at ?? ""),
        }
      : null,
    payments: payments.map(toPaymentEntry),
    guarantee: { status, until, amountCents },
  };
}
