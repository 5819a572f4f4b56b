import type { Kysely } from "kysely";

/*
 * A feed item's words as catalogue keys (src/shared/trade-event-words.ts), JSON, so that the feed, pushes, emails
 * and room posts word a trade event in each reader's language (docs/decisions/0037-languages.md). Null on a release
 * notice and on events stored before: their English `message` is read as it is.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable("notification_events").addColumn("words", "text").execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable("notification_events").dropColumn("words").execute();
}
