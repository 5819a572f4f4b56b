import { sql } from "kysely";
import type { Executor } from "../../../db/database.js";
import { hasAccessSql, holdsPlanFeatureSql } from "../../../db/access.js";

/*
 * The Discord room's own SQL (docs/decisions/0022-discord-room.md); the rooms' shared queries are in
 * features/telegram/rooms.repo.ts.
 */

const PLATFORM = "discord";

export async function upsertGrant(
  db: Executor,
  row: { externalId: string; accessToken: string; refreshToken: string | null; expiresAt: string; at: string },
): Promise<void> {
  await db
    .insertInto("room_oauth_grants")
    .values({
      platform: PLATFORM,
      external_id: row.externalId,
      access_token: row.accessToken,
      refresh_token: row.refreshToken,
      expires_at: row.expiresAt,
      updated_at: row.at,
    })
    .onConflict((oc) =>
      oc.columns(["platform", "external_id"]).doUpdateSet({
        access_token: row.accessToken,
        refresh_token: row.refreshToken,
        expires_at: row.expiresAt,
        updated_at: row.at,
      }),
    )
    .execute();
}

export function findGrant(db: Executor, externalId: string) {
  return db
    .selectFrom("room_oauth_grants")
    .selectAll()
    .where("platform", "=", PLATFORM)
    .where("external_id", "=", externalId)
    .executeTakeFirst();
}

export async function deleteGrant(db: Executor, externalId: string): Promise<void> {
  await db
    .deleteFrom("room_oauth_grants")
    .where("platform", "=", PLATFORM)
    .where("external_id", "=", externalId)
    .execute();
}

export async function setDisplayName(db: Executor, externalId: string, name: string, at: string): Promise<void> {
  await db
    .updateTable("room_members")
    .set({ display_name: name, updated_at: at })
    .where("platform", "=", PLATFORM)
    .where("external_id", "=", externalId)
    .execute();
}

export async function setRoleTier(
  db: Executor,
  externalId: string,
  fields: { state: "linked" | "joined" | "removed"; role_tier: "trial" | "pro" | null; reason: string | null },
  at: string,
): Promise<void> {
  await db
    .updateTable("room_members")
    .set({ ...fields, updated_at: at })
    .where("platform", "=", PLATFORM)
    .where("external_id", "=", externalId)
    .execute();
}

/**
 * The role a member's account should hold at `now`: Pro for Pro members and admins, Trial for every other plan with
 * access (Trial and the standard plan an admin grants), none without access or without a member (the SQL twin of
 * `tierOf` in discord-access.service.ts).
 */
const expectedTierSql = (now: string) =>
  sql<"trial" | "pro" | null>`(case
    when u.id is null then null
    when u.role = 'admin' then 'pro'
    when ${hasAccessSql(now, "u")} then (case when ${holdsPlanFeatureSql("proRole", "u")} then 'pro' else 'trial' end)
    else null end)`;

/**
 * Accounts whose place in the server no longer matches their member's plan: to add (linked or removed, with access
 * and a grant to add them by), to change role, or to remove (joined without access, or without a member).
 */
export function mismatchedDiscordMembers(db: Executor, now: string) {
  const expected = expectedTierSql(now);
  return db
    .selectFrom("room_members as m")
    .leftJoin("users as u", "u.id", "m.user_id")
    .select(["m.external_id"])
    .where("m.platform", "=", PLATFORM)
    .where((eb) =>
      eb.or([
        eb.and([
          eb("m.state", "in", ["linked", "removed", "left"]),
          eb(sql<boolean>`${expected} is not null`, "=", sql<boolean>`true`),
          eb.exists(
            eb
              .selectFrom("room_oauth_grants as g")
              .select("g.external_id")
              .where("g.platform", "=", PLATFORM)
              .whereRef("g.external_id", "=", "m.external_id"),
          ),
        ]),
        eb.and([
          eb("m.state", "=", "joined"),
          eb(
            sql<boolean>`(${expected} is null or m.role_tier is null or m.role_tier <> ${expected})`,
            "=",
            sql<boolean>`true`,
          ),
        ]),
        eb("m.user_id", "is", null),
      ]),
    )
    .execute();
}

/** Every account linked to the server: the reconciler asks Discord where each stands. */
export function discordMembersToReconcile(db: Executor) {
  return db
    .selectFrom("room_members as m")
    .leftJoin("users as u", "u.id", "m.user_id")
    .selectAll("m")
    .select(["u.role", "u.subscription_status", "u.subscription_expiry", "u.language"])
    .where("m.platform", "=", PLATFORM)
    .orderBy("m.external_id")
    .execute();
}
