import type { z } from "zod";
import type { Executor } from "../../db/database.js";
import { getSettingValue } from "./settings.repo.js";

/** A setting stored as JSON, or null when none is stored or the stored row no longer parses (the feature is off). */
export async function readJsonSetting<T>(db: Executor, key: string, schema: z.ZodType<T>): Promise<T | null> {
  const value = await getSettingValue(db, key);
  if (value === undefined) return null;
  try {
    const parsed = schema.safeParse(JSON.parse(value));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

/** A stored secret as the admin panel shows it: its last four characters only. */
export const secretHint = (secret: string): string => `…${secret.slice(-4)}`;
