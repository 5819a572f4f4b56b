import type { Kysely } from "kysely";

/*
 * The Discord room on the rooms' tables (docs/decisions/0022-discord-room.md):
 * - `room_members.display_name`: the account's name, shown as "linked as @name".
 * - `room_members.role_tier`: the role last given ('trial' or 'pro'), so an upgrade or downgrade is noticed.
 * - `room_oauth_grants`: the OAuth2 tokens that let the bot add the account to the server (`guilds.join`).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable("room_members").addColumn("display_name", "text").execute();
  await db.schema.alterTable("room_members").addColumn("role_tier", "text").execute();
  await db.schema
    .createTable("room_oauth_grants")
    .addColumn("platform", "text", (c) => c.notNull())
    .addColumn("external_id", "text", (c) => c.notNull())
    .addColumn("access_token", "text", (c) => c.notNull())
    .addColumn("refresh_token", "text")
    .addColumn("expires_at", "text", (c) => c.notNull())
    .addColumn("updated_at", "text", (c) => c.notNull())
    .addPrimaryKeyConstraint("room_oauth_grants_pk", ["platform", "external_id"])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable("room_oauth_grants").execute();
  await db.schema.alterTable("room_members").dropColumn("role_tier").execute();
  await db.schema.alterTable("room_members").dropColumn("display_name").execute();
}
