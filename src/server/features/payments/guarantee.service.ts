import { GUARANTEE_MESSAGES, type Guarantee } from "../../../shared/payments.js";
import { DAY_MS, MONEY_BACK_DAYS, PLANS } from "../../../shared/plans.js";
import { formatCents } from "../../../shared/subscriptions.js";
import { fullName } from "../../../shared/users.js";
import type { Db, Executor } from "../../db/database.js";
import { ENDED_PRO_SUBSCRIPTION_STATUSES, type PaymentRow, type UserRow } from "../../db/schema.js";
import { AppError } from "../../lib/app-error.js";
import type { Clock } from "../../lib/clock.js";
import { isUniqueViolation } from "../../lib/unique-violation.js";
import { enqueueEmails } from "../mail/outbox.service.js";
import { listAdminEmails } from "../users/users.service.js";
import { processPaymentEvent } from "./fulfilment.service.js";
import * as repo from "./guarantee-refunds.repo.js";
import { listUserPayments } from "./ledger.repo.js";
import { recordRefund, recordSubscriptionState, type RecordContext } from "./payment-facts.js";
import type { PaymentProvider } from "./payment-provider.js";
import { listUserProSubscriptions } from "./pro-subscriptions.repo.js";

/*
 * The money-back guarantee as a button (docs/product.md#payments): within MONEY_BACK_DAYS of a member's first
 * payment, and while it is their only one, they may have it back from the account page. Once per member (the
 * guarantee_refunds row is keyed by member), so pressing twice refunds once; later refunds stay with the admin.
 */

export interface GuaranteeDeps {
  db: Db;
  clock: Clock;
  provider: PaymentProvider;
}

const refundedOf = (rows: PaymentRow[], charge: PaymentRow) =>
  rows
    .filter((row) => row.kind === "refund" && row.payment_reference === charge.payment_reference)
    .reduce((sum, row) => sum + row.amount_cents, 0);

interface Standing extends Guarantee {
  charge?: PaymentRow;
}

/** Whether the member may use the guarantee now, and on which charge. */
export async function guaranteeStanding(
  db: Executor,
  provider: PaymentProvider["name"],
  userId: string,
  now: Date,
): Promise<Standing> {
  const used = await repo.findGuaranteeRefund(db, userId);
  if (used) return { status: "used", until: null, amountCents: used.amount_cents };
  const rows = await listUserPayments(db, userId);
  const charges = rows
    .filter((row) => row.kind === "charge")
    .sort((a, b) => a.occurred_at.localeCompare(b.occurred_at));
  const [first] = charges;
  // A test-checkout payment after the switch to Stripe has no money behind it to give back.
  if (!first || first.provider !== provider) return { status: "none", until: null, amountCents: 0 };
  const left = first.amount_cents - refundedOf(rows, first);
  if (left <= 0) return { status: "none", until: null, amountCents: 0 };
  if (charges.length > 1) return { status: "later-payment", until: null, amountCents: 0 };
  const until = new Date(Date.parse(first.occurred_at) + MONEY_BACK_DAYS * DAY_MS);
  if (now >= until) return { status: "expired", until: null, amountCents: 0 };
  return { status: "available", until: until.toISOString(), amountCents: left, charge: first };
}

const REFUSALS = {
  used: GUARANTEE_MESSAGES.used,
  expired: GUARANTEE_MESSAGES.expired,
  "later-payment": GUARANTEE_MESSAGES.laterPayment,
  none: GUARANTEE_MESSAGES.none,
} as const;

/**
 * Gives the member's first payment back in full and ends their access (password already checked by the caller).
 * The claim is written first, so a second press, here or on another instance, is refused before any money moves;
 * if the provider fails the claim is withdrawn and the member may try again. A running Pro subscription ends at once
 * so nothing more is charged. The refund is recorded now, on the path every refund takes (access, ledger and
 * revenue follow); Stripe's later `charge.refunded` names the same charge and total, so it changes nothing more.
 */
export async function refundUnderGuarantee(deps: GuaranteeDeps, user: UserRow): Promise<Guarantee> {
  const now = deps.clock.now();
  const timestamp = now.toISOString();
  const standing = await guaranteeStanding(deps.db, deps.provider.name, user.id, now);
  if (standing.status !== "available" || !standing.charge) {
    // The values fill the expired refusal's number of days; the others have none.
    throw new AppError("conflict", REFUSALS[standing.status === "available" ? "none" : standing.status], {
      values: { count: MONEY_BACK_DAYS },
    });
  }
  const charge = standing.charge;
  try {
    await repo.claimGuaranteeRefund(deps.db, {
      user_id: user.id,
      payment_id: charge.id,
      amount_cents: standing.amountCents,
      status: "pending",
      requested_at: timestamp,
      completed_at: null,
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw new AppError("conflict", GUARANTEE_MESSAGES.inProgress);
    throw error;
  }

  const subscriptions = await listUserProSubscriptions(deps.db, user.id);
  const running = subscriptions.find(
    (s) => s.id === charge.subscription_id && !ENDED_PRO_SUBSCRIPTION_STATUSES.includes(s.status),
  );
  let chargeId = charge.id;
  try {
    if (running) await deps.provider.cancelSubscriptionNow(running.id);
    const refunded = await deps.provider.refundCharge({
      userId: user.id,
      paymentReference: charge.payment_reference,
      amountCents: standing.amountCents,
      idempotencyKey: `guarantee-${user.id}`,
    });
    if (refunded) chargeId = refunded.chargeId;
  } catch (error) {
    await repo.withdrawGuaranteeClaim(deps.db, user.id);
    throw error;
  }

  const livemode = charge.livemode === 1;
  await processPaymentEvent(
    deps.db,
    { id: `guarantee:${user.id}`, type: "charge.refunded", userId: user.id, livemode, provider: deps.provider.name },
    now,
    async (trx, userId) => {
      const ctx: RecordContext = { userId, provider: deps.provider.name, livemode, now: timestamp };
      if (running) {
        await recordSubscriptionState(trx, ctx, {
          subscriptionId: running.id,
          status: "canceled",
          cancelAtPeriodEnd: false,
          endedAt: timestamp,
          observedAt: timestamp,
        });
      }
      await recordRefund(trx, ctx, {
        chargeId,
        paymentReference: charge.payment_reference,
        amountCents: charge.amount_cents,
        currency: charge.currency,
        refundedAt: timestamp,
      });
      await repo.completeGuaranteeRefund(trx, userId, timestamp);
      await queueGuaranteeMail(trx, user, charge, standing.amountCents, timestamp);
    },
  );
  return { status: "used", until: null, amountCents: standing.amountCents };
}

/** The member's confirmation and every admin's notice, queued with the refund's record. */
async function queueGuaranteeMail(trx: Executor, user: UserRow, charge: PaymentRow, cents: number, at: string) {
  const amount = formatCents(cents, charge.currency);
  const name = fullName({ firstName: user.first_name, lastName: user.last_name });
  const plan = charge.plan ? PLANS[charge.plan].name : charge.description;
  const admins = await listAdminEmails(trx);
  await enqueueEmails(
    trx,
    [
      {
        to: user.email,
        userId: user.id,
        kind: "guarantee-refunded" as const,
        props: { firstName: user.first_name, amountCents: cents, currency: charge.currency, refundedAt: at },
        dedupKey: `guarantee-refunded:${user.id}`,
      },
      ...admins.map((admin) => ({
        to: admin.email,
        userId: admin.id,
        kind: "guarantee-used" as const,
        props: { name, email: user.email, amount, plan },
        dedupKey: `guarantee-used:${user.id}:${admin.id}`,
      })),
    ],
    new Date(at),
  );
}
