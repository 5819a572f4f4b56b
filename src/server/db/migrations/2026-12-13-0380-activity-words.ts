import type { Kysely } from "kysely";

/*
 * A portfolio update's words as catalogue keys (src/shared/portfolio-update-words.ts), JSON, so that the member reads
 * it on their portfolio, live and in their push in their language, its money and size formatted as they read them
 * (docs/decisions/0037-languages.md). Null on updates stored before: their English `message` is read as it is.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable("portfolio_activity").addColumn("words", "text").execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable("portfolio_activity").dropColumn("words").execute();
}
