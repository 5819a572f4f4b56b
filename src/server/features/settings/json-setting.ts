import { parseStoredJson } from "../../../shared/stored-json.js";
import type { z } from "zod";
import type { Executor } from "../../db/database.js";
import { getSettingValue, upsertSetting } from "./settings.repo.js";

/** A setting stored as JSON, or null when none is stored or the stored row no longer parses (the feature is off). */
export async function readJsonSetting<T>(db: Executor, key: string, schema: z.ZodType<T>): Promise<T | null> {
  return parseStoredJson(await getSettingValue(db, key), schema);
}

/** Stores a setting as JSON (`null` turns its feature off), with when and by whom (null: the app itself). */
export async function writeJsonSetting(
  db: Executor,
  key: string,
  value: unknown,
  change: { at: string; by: string | null },
): Promise<void> {
  await upsertSetting(db, { key, value: JSON.stringify(value), updatedAt: change.at, updatedBy: change.by });
}

/** A stored secret as the admin panel shows it: its last four characters only. */
export const secretHint = (secret: string): string => `…${secret.slice(-4)}`;
