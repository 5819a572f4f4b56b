import type { Kysely } from "kysely";

/*
 * A member's language (docs/product.md#languages): chosen in the switcher and kept on the account, so that every
 * device they sign in on shows it. Null until they choose; the browser's language applies meanwhile.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable("users").addColumn("language", "text").execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable("users").dropColumn("language").execute();
}
