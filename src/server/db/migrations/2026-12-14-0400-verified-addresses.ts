import { sql, type Kysely } from "kysely";

/*
 * The members with a verified address, in id order: whom a signal's email goes to (features/mail/email-channel.ts).
 * Without it, every signal's recipient query walked every member with access, 4-7 ms for 10,000 of them on SQLite,
 * right after the live broadcast and whether or not any address was verified; with it, the walk is as long as the
 * list it finds (docs/performance.md).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createIndex("users_verified_id_idx")
    .on("users")
    .column("id")
    .where(sql.ref("email_verified_at"), "is not", null)
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex("users_verified_id_idx").execute();
}
