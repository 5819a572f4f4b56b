import type { z } from "zod";

/**
 * JSON a row stores as text, read with its schema: null when none is stored, or when what is stored is not what the
 * schema says (a row written before it, or edited by hand), so that a reader falls back rather than fails.
 */
export function parseStoredJson<T>(json: string | null | undefined, schema: z.ZodType<T>): T | null {
  if (json === null || json === undefined) return null;
  try {
    const parsed = schema.safeParse(JSON.parse(json));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}
