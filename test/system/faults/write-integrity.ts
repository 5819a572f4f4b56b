import { sql } from "kysely";
import type { DatabaseHandle } from "../../../src/server/db/database.js";

/** Foreign keys the schema declares, as (table, column, referenced table): checked on PostgreSQL by query. */
const FOREIGN_KEYS: [string, string, string][] = [
  ["sessions", "user_id", "users"],
  ["checkout_sessions", "user_id", "users"],
  ["pro_subscriptions", "user_id", "users"],
  ["payments", "user_id", "users"],
  ["position_events", "position_id", "positions"],
  ["feed_marks", "user_id", "users"],
  ["feed_reads", "event_id", "notification_events"],
  ["feed_reads", "user_id", "users"],
  ["push_subscriptions", "user_id", "users"],
];

/**
 * Rows that point at nothing. SQLite checks every declared key with PRAGMA foreign_key_check (and the file with
 * integrity_check); PostgreSQL enforces its keys at commit, and the same relations are checked by query.
 */
export async function danglingReferences(database: DatabaseHandle): Promise<string[]> {
  const found: string[] = [];
  if (database.dialect === "sqlite") {
    const integrity = await sql<{ integrity_check: string }>`pragma integrity_check`.execute(database.db);
    if (integrity.rows[0]?.integrity_check !== "ok") found.push(`integrity_check: ${JSON.stringify(integrity.rows)}`);
    const broken = await sql<{ table: string; parent: string }>`pragma foreign_key_check`.execute(database.db);
    found.push(...broken.rows.map((row) => `${row.table} -> ${row.parent}`));
  }
  for (const [table, column, parent] of FOREIGN_KEYS) {
    const rows = await sql<{ count: number | string }>`
      select count(*) as count from ${sql.table(table)} as child
      where child.${sql.ref(column)} is not null
        and not exists (select 1 from ${sql.table(parent)} as p where p.id = child.${sql.ref(column)})`.execute(
      database.db,
    );
    if (Number(rows.rows[0]?.count ?? 0) > 0) found.push(`${table}.${column} -> ${parent}`);
  }
  return found;
}

/** Positions recorded only in part: published without their `opened` event, or without their notification. */
export async function halfWrittenPositions(database: DatabaseHandle): Promise<string[]> {
  const { db } = database;
  const withoutHistory = await db
    .selectFrom("positions as p")
    .select("p.id")
    .where("p.status", "!=", "planning")
    .where(({ not, exists, selectFrom }) =>
      not(
        exists(
          selectFrom("position_events as e")
            .select("e.id")
            .whereRef("e.position_id", "=", "p.id")
            .where("e.type", "=", "opened"),
        ),
      ),
    )
    .execute();
  const withoutEvent = await db
    .selectFrom("positions as p")
    .select("p.id")
    .where("p.status", "!=", "planning")
    .where(({ not, exists, selectFrom }) =>
      not(exists(selectFrom("notification_events as e").select("e.id").whereRef("e.position_id", "=", "p.id"))),
    )
    .execute();
  return [
    ...withoutHistory.map((row) => `published position ${row.id} has no opened event`),
    ...withoutEvent.map((row) => `published position ${row.id} has no notification event`),
  ];
}

/** One member's one payment: the provider's event that fulfils it, and (local provider) its checkout. */
export interface Purchase {
  userId: string;
  eventId: string;
  plan: "trial" | "pro";
  amountCents: number;
  checkoutId?: string;
}

/**
 * Payments recorded only in part: the event processed without its ledger row or the buyer's access (or the
 * local checkout not completed), or the other way round (a charge, access or a completed checkout without it).
 */
export async function halfWrittenPayments(database: DatabaseHandle, purchases: Purchase[], now: Date) {
  const { db } = database;
  const problems: string[] = [];
  for (const purchase of purchases) {
    const event = await db
      .selectFrom("payment_events")
      .select("id")
      .where("id", "=", purchase.eventId)
      .executeTakeFirst();
    const charges = await db
      .selectFrom("payments")
      .select("amount_cents")
      .where("user_id", "=", purchase.userId)
      .where("kind", "=", "charge")
      .execute();
    const buyer = await db
      .selectFrom("users")
      .select(["subscription_status", "subscription_expiry"])
      .where("id", "=", purchase.userId)
      .executeTakeFirstOrThrow();
    const checkout = purchase.checkoutId
      ? await db
          .selectFrom("checkout_sessions")
          .select("status")
          .where("id", "=", purchase.checkoutId)
          .executeTakeFirst()
      : undefined;
    const access =
      buyer.subscription_status === (purchase.plan === "trial" ? "trial" : "premium") &&
      buyer.subscription_expiry !== null &&
      new Date(buyer.subscription_expiry) > now;
    const whole = event
      ? charges.length === 1 &&
        charges[0]?.amount_cents === purchase.amountCents &&
        access &&
        (!purchase.checkoutId || checkout?.status === "completed")
      : charges.length === 0 && buyer.subscription_status === "inactive" && checkout?.status !== "completed";
    if (!whole) {
      problems.push(
        `payment ${purchase.eventId}: processed ${Boolean(event)}, charges ${charges.length}, status ${buyer.subscription_status}, checkout ${checkout?.status}`,
      );
    }
  }
  return problems;
}
