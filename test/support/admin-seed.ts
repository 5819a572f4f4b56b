import type { Language } from "../../src/shared/i18n/languages.js";
import type { SubscriptionStatus, UserRole } from "../../src/shared/users.js";
import type { Db } from "../../src/server/db/database.js";
import type { PaymentsTable, ProSubscriptionStatus } from "../../src/server/db/schema.js";
import { newId } from "../../src/server/lib/ids.js";

/*
 * Rows written straight into the tables, for tests about what the admin reads back (lists, stats, exports):
 * many users with chosen names and times, ledger rows, views and live sessions, without going through the
 * flows that normally write them.
 */

let sequence = 0;

export interface SeedUser {
  firstName?: string;
  lastName?: string;
  email?: string;
  role?: UserRole;
  status?: SubscriptionStatus;
  expiry?: string | null;
  createdAt?: string;
  /** Whether the address is verified; it is unless told otherwise, as every account from before verification was. */
  verified?: boolean;
  /** The language chosen on the account; none unless told. */
  language?: Language | null;
}

export async function seedUser(db: Db, user: SeedUser = {}): Promise<string> {
  sequence += 1;
  const id = newId();
  const createdAt = user.createdAt ?? new Date(Date.UTC(2026, 0, 1) + sequence * 1000).toISOString();
  await db
    .insertInto("users")
    .values({
      id,
      email: user.email ?? `seed${sequence}-${id.slice(0, 8)}@example.com`,
      password_hash: "not-a-real-hash",
      first_name: user.firstName ?? "Seed",
      last_name: user.lastName ?? `User${sequence}`,
      role: user.role ?? "user",
      subscription_status: user.status ?? "inactive",
      subscription_expiry: user.expiry ?? null,
      created_at: createdAt,
      updated_at: createdAt,
      email_verified_at: user.verified === false ? null : createdAt,
      language: user.language ?? null,
    })
    .execute();
  return id;
}

export async function seedPayment(
  db: Db,
  payment: Pick<PaymentsTable, "user_id" | "kind" | "plan" | "amount_cents" | "occurred_at"> & {
    paymentReference?: string;
    /** A real Stripe payment unless told it is a test one. */
    livemode?: boolean;
  },
): Promise<void> {
  const id = newId();
  await db
    .insertInto("payments")
    .values({
      id,
      user_id: payment.user_id,
      kind: payment.kind,
      plan: payment.plan,
      amount_cents: payment.amount_cents,
      currency: "usd",
      provider: payment.livemode === false ? "local" : "stripe",
      livemode: payment.livemode === false ? 0 : 1,
      reference: `seed:${id}`,
      payment_reference: payment.paymentReference ?? id,
      description: "seeded",
      occurred_at: payment.occurred_at,
      created_at: payment.occurred_at,
    })
    .execute();
}

/** A Stripe Pro subscription of the member, paid through `paidThrough`. */
export async function seedProSubscription(
  db: Db,
  subscription: {
    userId: string;
    status: ProSubscriptionStatus;
    paidThrough: string;
    cancelAtPeriodEnd?: boolean;
    endedAt?: string | null;
  },
): Promise<string> {
  const id = `sub_seed_${newId().slice(0, 8)}`;
  await db
    .insertInto("pro_subscriptions")
    .values({
      id,
      user_id: subscription.userId,
      provider: "stripe",
      status: subscription.status,
      status_at: null,
      cancel_at_period_end: subscription.cancelAtPeriodEnd ? 1 : 0,
      paid_through: subscription.paidThrough,
      ended_at: subscription.endedAt ?? null,
      last_paid_at: null,
      last_failed_at: null,
      created_at: "2026-10-21T12:00:00.000Z",
      updated_at: "2026-10-21T12:00:00.000Z",
    })
    .execute();
  return id;
}

export async function seedView(db: Db, positionId: string, userId: string, viewedAt: string): Promise<void> {
  await db
    .insertInto("position_views")
    .values({ id: newId(), position_id: positionId, user_id: userId, kind: "details", viewed_at: viewedAt })
    .execute();
}

export async function seedLiveSession(db: Db, userId: string, startedAt: string, endedAt: string | null) {
  await db
    .insertInto("live_sessions")
    .values({ id: newId(), user_id: userId, started_at: startedAt, ended_at: endedAt })
    .execute();
}

export async function seedSession(db: Db, userId: string, lastSeenAt: string): Promise<void> {
  await db
    .insertInto("sessions")
    .values({
      id: newId(),
      user_id: userId,
      created_at: lastSeenAt,
      last_seen_at: lastSeenAt,
      expires_at: "2099-01-01T00:00:00.000Z",
    })
    .execute();
}
