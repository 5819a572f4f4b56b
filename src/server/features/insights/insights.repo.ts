import type { Selectable } from "kysely";
import type { Executor } from "../../db/database.js";
import type { Database } from "../../db/schema.js";

export type InsightRow = Selectable<Database["insights"]> & { has_image: number };
export type InsightImageRow = Selectable<Database["insight_images"]>;

const withImageFlag = (db: Executor) =>
  db
    .selectFrom("insights as i")
    .leftJoin("insight_images as img", "img.insight_id", "i.id")
    .selectAll("i")
    .select((eb) => eb.case().when("img.insight_id", "is not", null).then(1).else(0).end().as("has_image"));

/** The newest insights first (ties by id, so the order is stable). */
export async function listInsights(db: Executor, limit: number): Promise<InsightRow[]> {
  const rows = await withImageFlag(db).orderBy("i.published_at", "desc").orderBy("i.id", "desc").limit(limit).execute();
  return rows.map((row) => ({ ...row, has_image: Number(row.has_image) }));
}

export async function findInsight(db: Executor, id: string): Promise<InsightRow | undefined> {
  const row = await withImageFlag(db).where("i.id", "=", id).executeTakeFirst();
  return row && { ...row, has_image: Number(row.has_image) };
}

export async function insertInsight(db: Executor, row: Selectable<Database["insights"]>): Promise<void> {
  await db.insertInto("insights").values(row).execute();
}

export async function updateInsight(
  db: Executor,
  id: string,
  fields: Pick<InsightRow, "title" | "body" | "instrument" | "updated_at">,
): Promise<boolean> {
  const result = await db.updateTable("insights").set(fields).where("id", "=", id).executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

export async function deleteInsight(db: Executor, id: string): Promise<boolean> {
  const result = await db.deleteFrom("insights").where("id", "=", id).executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

export async function findInsightImage(db: Executor, insightId: string): Promise<InsightImageRow | undefined> {
  return db.selectFrom("insight_images").selectAll().where("insight_id", "=", insightId).executeTakeFirst();
}

/** Sets the insight's chart, replacing any it had. */
export async function saveInsightImage(db: Executor, image: InsightImageRow): Promise<void> {
  await db.deleteFrom("insight_images").where("insight_id", "=", image.insight_id).execute();
  await db.insertInto("insight_images").values(image).execute();
}

export async function deleteInsightImage(db: Executor, insightId: string): Promise<void> {
  await db.deleteFrom("insight_images").where("insight_id", "=", insightId).execute();
}
