import { sql } from "kysely";
import type { Executor } from "../../db/database.js";
import type { PaymentRow, PositionEventRow, PositionRow, UserRow } from "../../db/schema.js";

/** A keyset cursor: the last row's creation time and id. Pages stay cheap however deep the export reads. */
export interface Cursor {
  createdAt: string;
  id: string;
}

/** Row-value comparison, the keyset condition both dialects read (SQLite since 3.15). */
const after = (cursor: Cursor) => sql<boolean>`(created_at, id) > (${cursor.createdAt}, ${cursor.id})`;

/** Users in creation order after the cursor. */
export function usersAfter(db: Executor, cursor: Cursor | null, limit: number): Promise<UserRow[]> {
  let query = db.selectFrom("users").selectAll();
  if (cursor) query = query.where(after(cursor));
  return query.orderBy("created_at").orderBy("id").limit(limit).execute();
}

/** Positions that are not deleted, drafts included, in creation order after the cursor. */
export function positionsAfter(db: Executor, cursor: Cursor | null, limit: number): Promise<PositionRow[]> {
  let query = db.selectFrom("positions").selectAll().where("deleted_at", "is", null);
  if (cursor) query = query.where(after(cursor));
  return query.orderBy("created_at").orderBy("id").limit(limit).execute();
}

/** The events of these positions, each position's in its own order. */
export function eventsOf(db: Executor, positionIds: readonly string[]): Promise<PositionEventRow[]> {
  if (positionIds.length === 0) return Promise.resolve([]);
  return db
    .selectFrom("position_events")
    .selectAll()
    .where("position_id", "in", positionIds)
    .orderBy("position_id")
    .orderBy("seq")
    .execute();
}

/** A ledger row with its member's email, or null once the member was deleted (the ledger keeps the row). */
export type PaymentWithMember = PaymentRow & { email: string | null };

/** A payments cursor: the last row's payment time and id. */
export interface PaymentCursor {
  occurredAt: string;
  id: string;
}

/** Charges and refunds that occurred in [from, to), in payment order after the cursor. */
export function paymentsAfter(
  db: Executor,
  range: { from?: string; to?: string },
  cursor: PaymentCursor | null,
  limit: number,
): Promise<PaymentWithMember[]> {
  let query = db
    .selectFrom("payments")
    .leftJoin("users", "users.id", "payments.user_id")
    .selectAll("payments")
    .select("users.email");
  if (range.from) query = query.where("payments.occurred_at", ">=", range.from);
  if (range.to) query = query.where("payments.occurred_at", "<", range.to);
  if (cursor)
    query = query.where(sql<boolean>`(payments.occurred_at, payments.id) > (${cursor.occurredAt}, ${cursor.id})`);
  return query.orderBy("payments.occurred_at").orderBy("payments.id").limit(limit).execute();
}
