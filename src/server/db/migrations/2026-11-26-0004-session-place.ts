import type { Kysely } from "kysely";

/*
 * The approximate place a session signed in from ("Berlin, Germany", "Local network"), as the trusted proxy's
 * headers told it, for the member's list of devices. Sessions from before have none.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable("sessions").addColumn("place", "text").execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable("sessions").dropColumn("place").execute();
}
