import type { Selectable } from "kysely";
import type { Executor } from "../../db/database.js";
import type { NotificationOptOutsTable, NotificationPreferencesTable } from "../../db/schema.js";

export type PreferencesRow = Selectable<NotificationPreferencesTable>;
export type OptOutRow = Omit<Selectable<NotificationOptOutsTable>, "user_id">;

export async function findPreferences(
  db: Executor,
  userId: string,
): Promise<{ row: PreferencesRow; optOuts: OptOutRow[] } | undefined> {
  const row = await db
    .selectFrom("notification_preferences")
    .selectAll()
    .where("user_id", "=", userId)
    .executeTakeFirst();
  if (!row) return undefined;
  const optOuts = await db
    .selectFrom("notification_opt_outs")
    .select(["channel", "subject"])
    .where("user_id", "=", userId)
    .execute();
  return { row, optOuts };
}

/** Replaces the member's saved preferences: the row and every opt-out, in the caller's transaction. */
export async function replacePreferences(db: Executor, row: PreferencesRow, optOuts: OptOutRow[]): Promise<void> {
  const { user_id: userId, ...values } = row;
  await db
    .insertInto("notification_preferences")
    .values(row)
    .onConflict((oc) => oc.column("user_id").doUpdateSet(values))
    .execute();
  await db.deleteFrom("notification_opt_outs").where("user_id", "=", userId).execute();
  if (optOuts.length > 0) {
    await db
      .insertInto("notification_opt_outs")
      .values(optOuts.map((optOut) => ({ user_id: userId, ...optOut })))
      .execute();
  }
}

/** Every quiet-hours schedule some member keeps, once each (few: members share zones and round hours). */
export function listQuietSchedules(
  db: Executor,
): Promise<Pick<PreferencesRow, "time_zone" | "quiet_hours_start" | "quiet_hours_end">[]> {
  return db
    .selectFrom("notification_preferences")
    .select(["time_zone", "quiet_hours_start", "quiet_hours_end"])
    .distinct()
    .where("quiet_hours_enabled", "=", 1)
    .where("time_zone", "is not", null)
    .execute();
}
