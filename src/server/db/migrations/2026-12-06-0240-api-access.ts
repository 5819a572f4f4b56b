import { PostgresAdapter, type ColumnDefinitionBuilder, type Kysely } from "kysely";

/*
 * Members' API access (docs/integrations.md): read-only API tokens, stored as their SHA-256 only, and signed webhook
 * endpoints with the messages queued to each (docs/decisions/0031-webhooks-as-a-channel.md). A message is one event
 * for one endpoint, sent in its endpoint's order; its row is the endpoint's delivery log.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const postgres = db.getExecutor().adapter instanceof PostgresAdapter;
  const autoIncrement = (c: ColumnDefinitionBuilder) => (postgres ? c.primaryKey() : c.primaryKey().autoIncrement());
  await db.schema
    .createTable("api_tokens")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("user_id", "text", (c) => c.notNull().references("users.id").onDelete("cascade"))
    .addColumn("name", "text", (c) => c.notNull())
    .addColumn("token_hash", "text", (c) => c.notNull().unique())
    .addColumn("created_at", "text", (c) => c.notNull())
    .addColumn("last_used_at", "text")
    .execute();
  await db.schema.createIndex("api_tokens_user_idx").on("api_tokens").column("user_id").execute();

  await db.schema
    .createTable("webhook_endpoints")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("user_id", "text", (c) => c.notNull().references("users.id").onDelete("cascade"))
    .addColumn("url", "text", (c) => c.notNull())
    .addColumn("event_types", "text", (c) => c.notNull())
    .addColumn("secret", "text", (c) => c.notNull())
    .addColumn("previous_secret", "text")
    .addColumn("previous_secret_until", "text")
    .addColumn("failing_since", "text")
    .addColumn("disabled_at", "text")
    .addColumn("disabled_reason", "text")
    .addColumn("created_at", "text", (c) => c.notNull())
    .execute();
  await db.schema.createIndex("webhook_endpoints_user_idx").on("webhook_endpoints").column("user_id").execute();

  await db.schema
    .createTable("webhook_messages")
    .addColumn("seq", postgres ? "bigserial" : "integer", autoIncrement)
    .addColumn("id", "text", (c) => c.notNull().unique())
    .addColumn("endpoint_id", "text", (c) => c.notNull().references("webhook_endpoints.id").onDelete("cascade"))
    .addColumn("event_type", "text", (c) => c.notNull())
    .addColumn("body", "text", (c) => c.notNull())
    .addColumn("status", "text", (c) => c.notNull().defaultTo("pending"))
    .addColumn("attempts", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("last_status_code", "integer")
    .addColumn("last_error", "text")
    .addColumn("last_attempt_at", "text")
    .addColumn("created_at", "text", (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex("webhook_messages_endpoint_idx")
    .on("webhook_messages")
    .columns(["endpoint_id", "status", "seq"])
    .execute();
  // What waits anywhere (the delivery's sweep) and what is old enough to go (the log's trim).
  await db.schema
    .createIndex("webhook_messages_status_idx")
    .on("webhook_messages")
    .columns(["status", "created_at"])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable("webhook_messages").execute();
  await db.schema.dropTable("webhook_endpoints").execute();
  await db.schema.dropTable("api_tokens").execute();
}
