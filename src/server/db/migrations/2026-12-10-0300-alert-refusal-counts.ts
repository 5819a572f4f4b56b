import type { Kysely } from "kysely";

/*
 * Alerts refused before they are read (a source over its alerts a minute, a body over the read limit) are logged as
 * one line per source, reason and minute, with how many came (docs/integrations.md#providers): a flood adds to a
 * count, not rows. Every other line stands for one alert.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable("alert_receipts")
    .addColumn("count", "integer", (col) => col.notNull().defaultTo(1))
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable("alert_receipts").dropColumn("count").execute();
}
