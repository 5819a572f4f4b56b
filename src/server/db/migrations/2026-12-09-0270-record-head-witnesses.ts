import type { Kysely } from "kysely";

/*
 * The time-stamps an outside authority signed over the record's published heads
 * (docs/decisions/0029-witnessed-record-heads.md): at most one per head, kept once received. A head without one
 * is pending while authorities are configured; the head run asks again until one answers.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable("record_head_witnesses")
    .addColumn("sequence", "integer", (col) => col.primaryKey().references("record_heads.sequence"))
    .addColumn("tsa", "text", (col) => col.notNull())
    .addColumn("signer", "text", (col) => col.notNull())
    .addColumn("at", "text", (col) => col.notNull())
    .addColumn("token", "text", (col) => col.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable("record_head_witnesses").execute();
}
