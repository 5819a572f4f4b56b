import type { Kysely } from "kysely";

/*
 * Which device a session is: the browser's User-Agent and the address it signed in from, so a member can tell their
 * sessions apart in account settings and end one. Sessions from before have neither.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable("sessions").addColumn("user_agent", "text").execute();
  await db.schema.alterTable("sessions").addColumn("ip", "text").execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable("sessions").dropColumn("ip").execute();
  await db.schema.alterTable("sessions").dropColumn("user_agent").execute();
}
