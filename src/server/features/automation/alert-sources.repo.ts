import type { Executor } from "../../db/database.js";
import type { AlertReceiptsTable, AlertSourcesTable } from "../../db/schema.js";
import type { Selectable, Updateable } from "kysely";

export type AlertSourceRow = Selectable<AlertSourcesTable>;
export type AlertReceiptRow = Selectable<AlertReceiptsTable>;

export async function insertSource(db: Executor, row: AlertSourceRow): Promise<void> {
  await db.insertInto("alert_sources").values(row).execute();
}

export function listSources(db: Executor): Promise<AlertSourceRow[]> {
  return db.selectFrom("alert_sources").selectAll().orderBy("created_at", "desc").orderBy("id").execute();
}

export async function findSource(db: Executor, id: string): Promise<AlertSourceRow | undefined> {
  return db.selectFrom("alert_sources").selectAll().where("id", "=", id).executeTakeFirst();
}

/** The live source whose secret hashes to this. */
export async function findLiveSourceBySecret(db: Executor, secretHash: string): Promise<AlertSourceRow | undefined> {
  return db
    .selectFrom("alert_sources")
    .selectAll()
    .where("secret_hash", "=", secretHash)
    .where("revoked_at", "is", null)
    .executeTakeFirst();
}

export async function updateSource(
  db: Executor,
  id: string,
  values: Updateable<AlertSourcesTable>,
): Promise<AlertSourceRow | undefined> {
  return db.updateTable("alert_sources").set(values).where("id", "=", id).returningAll().executeTakeFirst();
}

export async function insertReceipt(db: Executor, row: AlertReceiptRow): Promise<void> {
  await db.insertInto("alert_receipts").values(row).execute();
}

/**
 * Counts one alert refused before it was read on its source's line for this reason and minute (`key`): the first
 * writes the line, the rest add to its count, so a flood costs one row a minute, not one per alert.
 */
export async function countRefusal(db: Executor, row: AlertReceiptRow & { dedupe_key: string }): Promise<void> {
  await db
    .insertInto("alert_receipts")
    .values(row)
    .onConflict((oc) =>
      oc.columns(["source_id", "dedupe_key"]).doUpdateSet((eb) => ({ count: eb("alert_receipts.count", "+", 1) })),
    )
    .execute();
}

export async function findReceiptByKey(
  db: Executor,
  sourceId: string,
  dedupeKey: string,
): Promise<AlertReceiptRow | undefined> {
  return db
    .selectFrom("alert_receipts")
    .selectAll()
    .where("source_id", "=", sourceId)
    .where("dedupe_key", "=", dedupeKey)
    .executeTakeFirst();
}

export async function findReceipt(db: Executor, id: string): Promise<AlertReceiptRow | undefined> {
  return db.selectFrom("alert_receipts").selectAll().where("id", "=", id).executeTakeFirst();
}

/** Decides a draft: true when it was still a draft (a second tap, or another admin's, finds it decided). */
export async function decideDraft(
  db: Executor,
  id: string,
  values: Pick<AlertReceiptRow, "outcome" | "decided_at"> & { position_id?: string },
): Promise<boolean> {
  const result = await db
    .updateTable("alert_receipts")
    .set(values)
    .where("id", "=", id)
    .where("outcome", "=", "draft")
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export interface ReceiptWithSource extends AlertReceiptRow {
  source_name: string;
}

/** The newest receipts first. */
export function listReceipts(
  db: Executor,
  { limit, outcome }: { limit: number; outcome?: string },
): Promise<ReceiptWithSource[]> {
  let query = db
    .selectFrom("alert_receipts as r")
    .innerJoin("alert_sources as s", "s.id", "r.source_id")
    .selectAll("r")
    .select("s.name as source_name")
    .orderBy("r.received_at", "desc")
    .orderBy("r.id", "desc")
    .limit(limit);
  if (outcome) query = query.where("r.outcome", "=", outcome as AlertReceiptRow["outcome"]);
  return query.execute();
}

export async function deleteReceiptsBefore(db: Executor, before: string): Promise<void> {
  await db.deleteFrom("alert_receipts").where("received_at", "<", before).execute();
}

export async function insertTrade(
  db: Executor,
  row: { source_id: string; reference: string; position_id: string; created_at: string },
): Promise<void> {
  await db.insertInto("alert_trades").values(row).execute();
}

export async function findTradePosition(db: Executor, sourceId: string, reference: string): Promise<string | null> {
  const row = await db
    .selectFrom("alert_trades")
    .select("position_id")
    .where("source_id", "=", sourceId)
    .where("reference", "=", reference)
    .executeTakeFirst();
  return row?.position_id ?? null;
}
