import { sql, type RawBuilder, type Selectable, type SqlBool } from "kysely";
import type { Executor } from "../../db/database.js";
import { hasAccessSql, holdsPlanFeatureSql, memberWithAccessSql } from "../../db/access.js";
import { audienceSql, deliverySql, type Audience } from "../../db/delivery.js";
import type { Notice } from "../../../shared/notification-preferences.js";
import type { RoomMemberState, RoomMembersTable } from "../../db/schema.js";
import type { Language } from "../../../shared/i18n/languages.js";

/*
 * The SQL of the gated rooms (docs/decisions/0017-telegram-room.md). Every table is keyed by platform, so another
 * chat platform uses the same queries.
 */

export type RoomMemberRow = Selectable<RoomMembersTable>;

export function findRoomMemberByUser(db: Executor, platform: string, userId: string) {
  return db
    .selectFrom("room_members")
    .selectAll()
    .where("platform", "=", platform)
    .where("user_id", "=", userId)
    .executeTakeFirst();
}

export function findRoomMember(db: Executor, platform: string, externalId: string) {
  return db
    .selectFrom("room_members")
    .selectAll()
    .where("platform", "=", platform)
    .where("external_id", "=", externalId)
    .executeTakeFirst();
}

export function findRoomMemberByLink(db: Executor, platform: string, link: string) {
  return db
    .selectFrom("room_members")
    .selectAll()
    .where("platform", "=", platform)
    .where("invite_link", "=", link)
    .executeTakeFirst();
}

/** The member and the fields the access rule reads, or null when the account has no member behind it any more. */
export function roomMemberWithUser(db: Executor, platform: string, externalId: string) {
  return db
    .selectFrom("room_members as m")
    .leftJoin("users as u", "u.id", "m.user_id")
    .selectAll("m")
    .select(["u.role", "u.subscription_status", "u.subscription_expiry", "u.language"])
    .where("m.platform", "=", platform)
    .where("m.external_id", "=", externalId)
    .executeTakeFirst();
}

/**
 * Binds an external account to a member: the member's earlier account (if another) and the account's earlier member
 * (if another) are unbound, so the access check removes whichever of them no longer belongs.
 */
export async function bindRoomMember(
  db: Executor,
  row: { platform: string; externalId: string; userId: string; at: string },
): Promise<void> {
  await db
    .updateTable("room_members")
    .set({ user_id: null, updated_at: row.at })
    .where("platform", "=", row.platform)
    .where("user_id", "=", row.userId)
    .where("external_id", "!=", row.externalId)
    .execute();
  const existing = await findRoomMember(db, row.platform, row.externalId);
  if (existing) {
    await db
      .updateTable("room_members")
      .set({
        user_id: row.userId,
        // A new binding starts over, unless the account is in the room already (the check keeps or removes it).
        state: existing.state === "joined" ? "joined" : "linked",
        reason: null,
        updated_at: row.at,
      })
      .where("platform", "=", row.platform)
      .where("external_id", "=", row.externalId)
      .execute();
    return;
  }
  await db
    .insertInto("room_members")
    .values({
      platform: row.platform,
      external_id: row.externalId,
      user_id: row.userId,
      state: "linked",
      linked_at: row.at,
      updated_at: row.at,
    })
    .execute();
}

export async function unbindRoomUser(db: Executor, platform: string, userId: string, at: string): Promise<number> {
  const result = await db
    .updateTable("room_members")
    .set({ user_id: null, updated_at: at })
    .where("platform", "=", platform)
    .where("user_id", "=", userId)
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}

export async function updateRoomMember(
  db: Executor,
  platform: string,
  externalId: string,
  fields: Partial<Pick<RoomMemberRow, "state" | "invite_link" | "invite_expires_at" | "reason" | "member_seen_at">> & {
    updated_at: string;
  },
): Promise<void> {
  await db
    .updateTable("room_members")
    .set(fields)
    .where("platform", "=", platform)
    .where("external_id", "=", externalId)
    .execute();
}

/** An account removed with no member behind it is forgotten: nothing more is owed to it. */
export async function forgetRoomMember(db: Executor, platform: string, externalId: string): Promise<void> {
  await db
    .deleteFrom("room_members")
    .where("platform", "=", platform)
    .where("external_id", "=", externalId)
    .where("user_id", "is", null)
    .execute();
}

/**
 * Accounts whose place in the room does not match their member's access at `now` (the SQL twin of the check in
 * room-access.ts, through `hasAccessSql`): someone to invite (linked or removed, with access) or to remove (invited
 * or joined, without access or without a member). Exceptions are left out by the caller.
 */
export function mismatchedRoomMembers(db: Executor, platform: string, now: string, proOnly = false) {
  const access = sql<boolean>`(u.id is not null and (u.role = 'admin' or ${hasAccessSql(now, "u")}))`;
  // The Pro room: access and Pro's plan (or an admin), as early access is decided (docs/product.md#telegram).
  const entitled = proOnly ? sql<boolean>`(${access} and ${holdsPlanFeatureSql("proRoom", "u")})` : access;
  return db
    .selectFrom("room_members as m")
    .leftJoin("users as u", "u.id", "m.user_id")
    .select(["m.external_id", "m.user_id", "m.state"])
    .where("m.platform", "=", platform)
    .where((eb) =>
      eb.or([
        eb.and([eb("m.state", "in", ["linked", "removed"]), eb(entitled, "=", sql<boolean>`true`)]),
        eb.and([
          eb("m.state", "in", ["invited", "joined"]),
          eb(sql<boolean>`not ${entitled}`, "=", sql<boolean>`true`),
        ]),
        eb.and([eb("m.state", "in", ["linked", "removed", "left"]), eb("m.user_id", "is", null)]),
      ]),
    )
    .execute();
}

/**
 * A room that admits a subset of the linked members (the Pro room) holds the accounts linked for the main one
 * (`from`): new links are added as "linked", and each account's member follows the main room's, so a re-link or an
 * unlink there is one here too. Two updates, so the unique member per room holds at every row.
 */
export async function mirrorRoomLinks(db: Executor, from: string, to: string, now: string): Promise<void> {
  const source = sql<
    string | null
  >`(select s.user_id from room_members s where s.platform = ${from} and s.external_id = room_members.external_id)`;
  await db
    .updateTable("room_members")
    .set({ user_id: null, updated_at: now })
    .where("platform", "=", to)
    .where("user_id", "is not", null)
    .where(sql<boolean>`coalesce(${source}, '') <> user_id`)
    .execute();
  await db
    .updateTable("room_members")
    .set({ user_id: source, updated_at: now })
    .where("platform", "=", to)
    .where("user_id", "is", null)
    .where(sql<boolean>`${source} is not null`)
    .execute();
  await db
    .insertInto("room_members")
    .columns(["platform", "external_id", "user_id", "state", "linked_at", "updated_at"])
    .expression((eb) =>
      eb
        .selectFrom("room_members as m")
        .select([
          sql<string>`cast(${to} as text)`.as("platform"),
          "m.external_id",
          "m.user_id",
          sql<string>`cast('linked' as text)`.as("state"),
          sql<string>`cast(${now} as text)`.as("linked_at"),
          sql<string>`cast(${now} as text)`.as("updated_at"),
        ])
        .where("m.platform", "=", from)
        .where("m.user_id", "is not", null)
        .where(({ not, exists, selectFrom }) =>
          not(
            exists(
              selectFrom("room_members as p")
                .select("p.external_id")
                .where("p.platform", "=", to)
                .whereRef("p.external_id", "=", "m.external_id"),
            ),
          ),
        ),
    )
    .execute();
}

/** Every account the room may hold: the reconciler asks the platform where each stands. */
export function roomMembersToReconcile(db: Executor, platform: string) {
  return db
    .selectFrom("room_members")
    .select(["external_id", "state", "user_id"])
    .where("platform", "=", platform)
    .where("state", "in", ["invited", "joined", "left", "removed"])
    .orderBy("external_id")
    .execute();
}

/** The room's members for the admin panel: linked, and of those in the room now. */
export async function roomMemberCounts(db: Executor, platform: string) {
  const members = await db
    .selectFrom("room_members")
    .select(["state", (eb) => eb.fn.countAll<number | string>().as("n")])
    .where("platform", "=", platform)
    .where("user_id", "is not", null)
    .groupBy("state")
    .execute();
  const count = (rows: { n: number | string }[]) => rows.reduce((sum, row) => sum + Number(row.n), 0);
  return {
    linked: count(members),
    joined: count(members.filter((row) => row.state === "joined")),
  };
}

/**
 * The members of the audience with a linked account on this platform whose notification preferences want `notice`
 * there now (docs/product.md#notification-preferences): one query, as for pushes and emails.
 */
/** Members with an account linked on the platform, on the users alias: whom its direct messages reach. */
export const linkedAccountSql = (platform: string, users: string): RawBuilder<SqlBool> =>
  sql<SqlBool>`exists (select 1 from room_members r where r.user_id = ${sql.ref(`${users}.id`)} and r.platform = ${platform})`;

export async function listMessageRecipients(
  db: Executor,
  platform: string,
  audience: Audience,
  notice: Notice,
  quietNow: readonly string[],
  now: string,
): Promise<{ id: string; timeZone: string | null; language: Language | null }[]> {
  const rows = await db
    .selectFrom("users as u")
    .leftJoin("notification_preferences as p", "p.user_id", "u.id")
    .select(["u.id", "p.time_zone", "u.language"])
    .where(memberWithAccessSql(now, "u"))
    .where(audienceSql(audience, "u"))
    .where(linkedAccountSql(platform, "u"))
    .where(deliverySql("deliver", notice, quietNow, { users: "u", prefs: "p" }))
    .orderBy("u.id")
    .execute();
  return rows.map((row) => ({ id: row.id, timeZone: row.time_zone ?? null, language: row.language }));
}

// Link tokens

export async function insertLinkToken(
  db: Executor,
  row: { tokenHash: string; platform: string; userId: string; expiresAt: string },
): Promise<void> {
  await db
    .insertInto("room_link_tokens")
    .values({ token_hash: row.tokenHash, platform: row.platform, user_id: row.userId, expires_at: row.expiresAt })
    .execute();
}

/** Uses a token once: answers its member when it was unused and unexpired, and marks it used. */
export async function useLinkToken(
  db: Executor,
  platform: string,
  tokenHash: string,
  now: string,
): Promise<string | undefined> {
  const result = await db
    .updateTable("room_link_tokens")
    .set({ used_at: now })
    .where("platform", "=", platform)
    .where("token_hash", "=", tokenHash)
    .where("used_at", "is", null)
    .where("expires_at", ">", now)
    .executeTakeFirst();
  if (Number(result.numUpdatedRows) === 0) return undefined;
  const row = await db
    .selectFrom("room_link_tokens")
    .select("user_id")
    .where("token_hash", "=", tokenHash)
    .executeTakeFirst();
  return row?.user_id;
}

export async function deleteLinkTokensBefore(db: Executor, before: string): Promise<void> {
  await db.deleteFrom("room_link_tokens").where("expires_at", "<", before).execute();
}

// Posts done for good (room-jobs.ts)

/** Which of these post keys were done already. */
export async function findRoomJobsDone(db: Executor, keys: readonly string[]): Promise<Set<string>> {
  if (keys.length === 0) return new Set();
  const rows = await db.selectFrom("room_jobs_done").select("dedup_key").where("dedup_key", "in", keys).execute();
  return new Set(rows.map((row) => row.dedup_key));
}

export async function markRoomJobsDone(db: Executor, keys: readonly string[], at: string): Promise<void> {
  if (keys.length === 0) return;
  await db
    .insertInto("room_jobs_done")
    .values(keys.map((key) => ({ dedup_key: key, done_at: at })))
    .onConflict((oc) => oc.column("dedup_key").doNothing())
    .execute();
}

export async function deleteRoomJobsDoneBefore(db: Executor, before: string): Promise<void> {
  await db.deleteFrom("room_jobs_done").where("done_at", "<", before).execute();
}

// Posts

export function findRoomPost(db: Executor, platform: string, positionId: string) {
  return db
    .selectFrom("room_posts")
    .selectAll()
    .where("platform", "=", platform)
    .where("position_id", "=", positionId)
    .executeTakeFirst();
}

export async function insertRoomPost(
  db: Executor,
  row: { platform: string; positionId: string; chatId: string; messageId: string; at: string },
): Promise<void> {
  await db
    .insertInto("room_posts")
    .values({
      platform: row.platform,
      position_id: row.positionId,
      chat_id: row.chatId,
      message_id: row.messageId,
      posted_at: row.at,
    })
    .onConflict((oc) => oc.columns(["platform", "position_id"]).doNothing())
    .execute();
}

// Actions

export async function insertRoomAction(
  db: Executor,
  row: {
    id: string;
    platform: string;
    at: string;
    externalId: string | null;
    userId: string | null;
    action: string;
    detail: string;
    source: string;
  },
): Promise<void> {
  await db
    .insertInto("room_actions")
    .values({
      id: row.id,
      platform: row.platform,
      at: row.at,
      external_id: row.externalId,
      user_id: row.userId,
      action: row.action,
      detail: row.detail,
      source: row.source,
    })
    .execute();
}

export async function deleteRoomActionsBefore(db: Executor, before: string): Promise<void> {
  await db.deleteFrom("room_actions").where("at", "<", before).execute();
}

export function listRoomActions(db: Executor, platform: string, limit: number) {
  return db
    .selectFrom("room_actions")
    .select(["at", "action", "detail", "source", "external_id"])
    .where("platform", "=", platform)
    .orderBy("at", "desc")
    .orderBy("id", "desc")
    .limit(limit)
    .execute();
}

// Updates and leases

/** Answers false when the update was handled already (a duplicate). */
export async function markUpdateSeen(db: Executor, platform: string, updateId: string, at: string): Promise<boolean> {
  const result = await db
    .insertInto("room_updates_seen")
    .values({ platform, update_id: updateId, seen_at: at })
    .onConflict((oc) => oc.columns(["platform", "update_id"]).doNothing())
    .executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0) > 0;
}

export async function deleteUpdatesSeenBefore(db: Executor, before: string): Promise<void> {
  await db.deleteFrom("room_updates_seen").where("seen_at", "<", before).execute();
}

/** Takes or renews the named lease for `owner` until `until`; answers whether `owner` holds it. */
export async function takeLease(
  db: Executor,
  name: string,
  owner: string,
  now: string,
  until: string,
): Promise<boolean> {
  await db
    .insertInto("room_leases")
    .values({ name, owner, until })
    .onConflict((oc) => oc.column("name").doNothing())
    .execute();
  const result = await db
    .updateTable("room_leases")
    .set({ owner, until })
    .where("name", "=", name)
    .where((eb) => eb.or([eb("owner", "=", owner), eb("until", "<", now)]))
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

export async function releaseLease(db: Executor, name: string, owner: string): Promise<void> {
  await db.deleteFrom("room_leases").where("name", "=", name).where("owner", "=", owner).execute();
}

export const ROOM_STATES_IN_ROOM: readonly RoomMemberState[] = ["invited", "joined"];
