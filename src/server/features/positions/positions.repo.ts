import { sql, type Expression, type ExpressionBuilder, type SqlBool, type Updateable } from "kysely";
import type { ChainLink } from "../../../shared/record-chain.js";
import { dialectOf, type Executor } from "../../db/database.js";
import { releasedSql } from "../../db/access.js";
import { readsKeptWhileUnchanged } from "../../db/unchanged-reads.js";
import { precompiled } from "../../db/precompiled.js";
import type { Database, PositionEventRow, PositionRow, PositionsTable } from "../../db/schema.js";
import type { AssetClass, Direction, PositionStatus, ViewKind } from "../../../shared/positions.js";

export type PositionWrite = Omit<PositionRow, "id" | "created_by" | "created_at" | "deleted_at">;

/**
 * Every visible position, newest first; drafts only when asked for (admins). The list is the same for every member,
 * so it carries no per-viewer field (follows are their own call). The derived state is on each row
 * (docs/decisions/0010-trade-lifecycle-events.md), so the list is one query, however many events positions have.
 */
export function listPositions(
  db: Executor,
  options: { includeDrafts: boolean; releasedBy?: string },
): Promise<PositionRow[]> {
  let query = db.selectFrom("positions").selectAll().where("deleted_at", "is", null);
  if (!options.includeDrafts) query = query.where("status", "!=", "planning");
  if (options.releasedBy !== undefined) query = query.where(releasedSql(options.releasedBy));
  return query.orderBy("created_at", "desc").orderBy("id", "desc").execute();
}

// Made by every GET /api/positions: compiled once (db/precompiled.ts).
const revisionQuery = precompiled((db) =>
  db.selectFrom("list_revisions").select("revision").where("name", "=", "positions"),
);

// Kept until the next commit (db/unchanged-reads.ts).
const keptRevision = readsKeptWhileUnchanged<string, { revision: string }>(1);

/**
 * Raised by the database on every write to the positions table (its triggers), whoever writes: a prepared list
 * filed under this revision is current until it changes or a release comes due (`nextRelease`). One primary-key read,
 * cheap enough for every list read, so no instance serves a list another instance has changed.
 */
export async function positionsRevision(db: Executor): Promise<string> {
  const kept = await keptRevision(db, "positions", async () => {
    const [row] = await revisionQuery(db, ["positions"]);
    return { revision: String(row?.revision ?? 0) };
  });
  return kept?.revision ?? "0";
}

/** The ids of the positions a user follows. */
export async function listFollowedIds(db: Executor, userId: string): Promise<string[]> {
  const rows = await db
    .selectFrom("position_follows as f")
    .innerJoin("positions as p", "p.id", "f.position_id")
    .select("f.position_id")
    .where("f.user_id", "=", userId)
    .where("p.deleted_at", "is", null)
    .execute();
  return rows.map((row) => row.position_id);
}

/** A position that has not been deleted (or any, with `includeDeleted`). */
export function findPosition(
  db: Executor,
  id: string,
  options: { includeDeleted?: boolean } = {},
): Promise<PositionRow | undefined> {
  let query = db.selectFrom("positions").selectAll().where("id", "=", id);
  if (!options.includeDeleted) query = query.where("deleted_at", "is", null);
  return query.executeTakeFirst();
}

export async function insertPosition(db: Executor, row: PositionRow): Promise<void> {
  await db.insertInto("positions").values(row).execute();
}

/** Writes the change only if nobody else changed the row since `expectedVersion` was read. */
export async function updatePosition(
  db: Executor,
  id: string,
  expectedVersion: number,
  changes: Partial<PositionWrite> & { deleted_at?: string },
): Promise<boolean> {
  const result = await db
    .updateTable("positions")
    .set(changes)
    .where("id", "=", id)
    .where("version", "=", expectedVersion)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export async function insertEvents(db: Executor, rows: readonly PositionEventRow[]): Promise<void> {
  if (rows.length > 0)
    await db
      .insertInto("position_events")
      .values([...rows])
      .execute();
}

/**
 * Holds the event chain's end for this transaction (docs/decisions/0015-verifiable-track-record.md): on PostgreSQL a
 * transaction lock, so two writers never link to the same event; SQLite already writes one transaction at a time.
 */
export async function lockEventChain(trx: Executor): Promise<void> {
  if (dialectOf(trx) === "postgres") {
    await sql`select pg_advisory_xact_lock(hashtext('position_events_chain'))`.execute(trx);
  }
}

/** The last event stored, as a link of the chain; null before the first. */
export async function lastChainLink(db: Executor): Promise<ChainLink | null> {
  const row = await db
    .selectFrom("position_events")
    .select(["chain_seq", "prev_hash", "content_hash", "hash"])
    .orderBy("chain_seq", "desc")
    .limit(1)
    .executeTakeFirst();
  return row
    ? { sequence: Number(row.chain_seq), prevHash: row.prev_hash, contentHash: row.content_hash, hash: row.hash }
    : null;
}

/** A position's events, oldest first. */
export function listEvents(db: Executor, positionId: string): Promise<PositionEventRow[]> {
  return db.selectFrom("position_events").selectAll().where("position_id", "=", positionId).orderBy("seq").execute();
}

export interface EventRowWithActor extends PositionEventRow {
  actor_first_name: string | null;
  actor_last_name: string | null;
}

/** A position's events with their reporters' names, oldest first. */
export function listEventsWithActors(db: Executor, positionId: string): Promise<EventRowWithActor[]> {
  return db
    .selectFrom("position_events as e")
    .leftJoin("users as u", "u.id", "e.actor_id")
    .selectAll("e")
    .select(["u.first_name as actor_first_name", "u.last_name as actor_last_name"])
    .where("e.position_id", "=", positionId)
    .orderBy("e.seq")
    .execute();
}

export async function insertFollow(db: Executor, userId: string, positionId: string, now: string): Promise<void> {
  await db
    .insertInto("position_follows")
    .values({ user_id: userId, position_id: positionId, created_at: now })
    .onConflict((conflict) => conflict.columns(["user_id", "position_id"]).doNothing())
    .execute();
}

export async function deleteFollow(db: Executor, userId: string, positionId: string): Promise<void> {
  await db.deleteFrom("position_follows").where("user_id", "=", userId).where("position_id", "=", positionId).execute();
}

export async function insertView(
  db: Executor,
  view: { id: string; positionId: string; userId: string; kind: ViewKind; viewedAt: string },
): Promise<void> {
  await db
    .insertInto("position_views")
    .values({
      id: view.id,
      position_id: view.positionId,
      user_id: view.userId,
      kind: view.kind,
      viewed_at: view.viewedAt,
    })
    .execute();
}

/**
 * Open and draft undeleted positions: what the price tracker follows (docs/prices.md); drafts only so that their
 * market is known when they are published.
 */
export function listOpenPositions(db: Executor): Promise<PositionRow[]> {
  const followed: PositionStatus[] = ["active", "planning"];
  return db
    .selectFrom("positions")
    .selectAll()
    .where("status", "in", followed)
    .where("deleted_at", "is", null)
    .orderBy("id")
    .execute();
}

interface InstrumentKey {
  asset: string;
  asset_class: AssetClass;
}

/**
 * Sets `values` on the open positions of an instrument that `differ` picks, raising their versions so the list is
 * rebuilt; answers the ids changed.
 */
async function updateOpenOfInstrument(
  db: Executor,
  instrument: InstrumentKey,
  values: Updateable<PositionsTable>,
  differ: (eb: ExpressionBuilder<Database, "positions">) => Expression<SqlBool>,
): Promise<string[]> {
  const rows = await db
    .updateTable("positions")
    .set((eb) => ({ ...values, version: eb("version", "+", 1) }))
    .where("asset", "=", instrument.asset)
    .where("asset_class", "=", instrument.asset_class)
    .where("status", "=", "active")
    .where("deleted_at", "is", null)
    .where(differ)
    .returning("id")
    .execute();
  return rows.map((row) => row.id);
}

/** Stores the market price on the open positions of an instrument and direction; answers the ids changed. */
export const setCurrentPrice = (db: Executor, instrument: InstrumentKey, direction: Direction, price: number) =>
  updateOpenOfInstrument(db, instrument, { current_price: price }, (eb) =>
    eb.and([
      eb("direction", "=", direction),
      eb.or([eb("current_price", "is", null), eb("current_price", "!=", price)]),
    ]),
  );

/** Marks (a time) or clears (null) tracking paused on an instrument's open positions; answers the ids changed. */
export const setTrackingPaused = (db: Executor, instrument: InstrumentKey, since: string | null) =>
  updateOpenOfInstrument(db, instrument, { tracking_paused_since: since }, (eb) =>
    eb("tracking_paused_since", since === null ? "is not" : "is", null),
  );

export function findPositions(db: Executor, ids: readonly string[]): Promise<PositionRow[]> {
  if (ids.length === 0) return Promise.resolve([]);
  return db
    .selectFrom("positions")
    .selectAll()
    .where("id", "in", [...ids])
    .execute();
}

/** Published positions whose release time has passed and whose release is not yet announced, oldest first. */
export async function listDueReleases(db: Executor, now: string): Promise<string[]> {
  const rows = await db
    .selectFrom("positions")
    .select("id")
    .where("release_announced_at", "is", null)
    .where("released_at", "<=", now)
    .orderBy("released_at")
    .execute();
  return rows.map((row) => row.id);
}

/** Takes a position's release for the caller; false when another instance (or an earlier run) did it. */
export async function claimRelease(db: Executor, id: string, now: string): Promise<boolean> {
  const result = await db
    .updateTable("positions")
    .set({ release_announced_at: now })
    .where("id", "=", id)
    .where("release_announced_at", "is", null)
    .where("released_at", "<=", now)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/**
 * A change of the early access delay moves the release of the positions not yet released: each is released its new
 * delay after its publication (docs/product.md#early-access). Answers how many moved.
 */
export async function rescheduleReleases(
  db: Executor,
  releaseTimeOf: (publishedAt: string) => string,
): Promise<number> {
  const rows = await db
    .selectFrom("positions")
    .select(["id", "published_at"])
    .where("release_announced_at", "is", null)
    .where("published_at", "is not", null)
    .execute();
  for (const row of rows) {
    if (row.published_at === null) continue;
    await db
      .updateTable("positions")
      .set({ released_at: releaseTimeOf(row.published_at) })
      .where("id", "=", row.id)
      .where("release_announced_at", "is", null)
      .execute();
  }
  return rows.length;
}

/** The earliest release still to come of a published position, or null. */
export async function nextRelease(db: Executor, now: string): Promise<string | null> {
  const row = await db
    .selectFrom("positions")
    .select((eb) => eb.fn.min("released_at").as("at"))
    .where("deleted_at", "is", null)
    .where("status", "!=", "planning")
    .where("released_at", ">", now)
    .executeTakeFirst();
  return row?.at ?? null;
}
