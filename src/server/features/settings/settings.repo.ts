import type { Executor } from "../../db/database.js";

export function listSettingRows(db: Executor): Promise<{ key: string; value: string }[]> {
  return db.selectFrom("app_settings").select(["key", "value"]).execute();
}

export async function getSettingValue(db: Executor, key: string): Promise<string | undefined> {
  const row = await db.selectFrom("app_settings").select("value").where("key", "=", key).executeTakeFirst();
  return row?.value;
}

export async function upsertSetting(
  db: Executor,
  row: { key: string; value: string; updatedAt: string; updatedBy: string | null },
): Promise<void> {
  await db
    .insertInto("app_settings")
    .values({ key: row.key, value: row.value, updated_at: row.updatedAt, updated_by: row.updatedBy })
    .onConflict((oc) =>
      oc.column("key").doUpdateSet({ value: row.value, updated_at: row.updatedAt, updated_by: row.updatedBy }),
    )
    .execute();
}
