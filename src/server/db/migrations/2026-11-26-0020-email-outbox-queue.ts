import { sql, type Kysely } from "kysely";

/*
 * The outbox becomes a queue every instance works (docs/decisions/0012-email-outbox.md). A message is stored as its
 * template (`kind`) and data (`props`, JSON), rendered when sent; `dedup_key` makes a message that must go once
 * (a reminder, a receipt) go once however many runs or instances queue it. Delivery is leased like the push queue:
 * `lease_owner`/`lease_until` while an instance sends it, `attempts` and `next_attempt_at` for retries with backoff,
 * `last_error` for the operator. Rows from before were sent at once or never: they keep their plain-text body and
 * are marked sent, or failed.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const columns: [string, "text" | "integer", string | number | null][] = [
    ["user_id", "text", null],
    ["kind", "text", "plain"],
    ["props", "text", "{}"],
    ["dedup_key", "text", null],
    ["status", "text", "pending"],
    ["attempts", "integer", 0],
    ["next_attempt_at", "text", ""],
    ["lease_owner", "text", null],
    ["lease_until", "text", null],
    ["last_error", "text", null],
  ];
  for (const [name, type, fallback] of columns) {
    await db.schema
      .alterTable("email_outbox")
      .addColumn(name, type, (c) => (fallback === null ? c : c.notNull().defaultTo(fallback)))
      .execute();
  }
  await sql`update email_outbox set status = 'sent', next_attempt_at = created_at where sent_at is not null`.execute(
    db,
  );
  await sql`update email_outbox set status = 'failed', next_attempt_at = created_at, last_error = 'queued before the outbox was worked' where sent_at is null`.execute(
    db,
  );
  await db.schema.createIndex("email_outbox_dedup_key_idx").on("email_outbox").column("dedup_key").unique().execute();
  await db.schema
    .createIndex("email_outbox_due_idx")
    .on("email_outbox")
    .columns(["status", "next_attempt_at"])
    .execute();
  await db.schema.createIndex("email_outbox_recipient_idx").on("email_outbox").column("recipient").execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex("email_outbox_recipient_idx").execute();
  await db.schema.dropIndex("email_outbox_due_idx").execute();
  await db.schema.dropIndex("email_outbox_dedup_key_idx").execute();
  for (const name of [
    "last_error",
    "lease_until",
    "lease_owner",
    "next_attempt_at",
    "attempts",
    "status",
    "dedup_key",
    "props",
    "kind",
    "user_id",
  ]) {
    await db.schema.alterTable("email_outbox").dropColumn(name).execute();
  }
}
