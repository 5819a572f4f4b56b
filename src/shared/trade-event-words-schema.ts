import { z } from "zod";
import type { TradeEventWords } from "./trade-event-words.js";

/** A trade event's words as stored and sent (trade-event-words.ts): in the feed, the live events and the history. */
export const tradeEventWordsSchema: z.ZodType<TradeEventWords> = z.object({
  key: z.string().regex(/^positions:tradeEvent\.\w+$/),
  values: z.record(z.string(), z.union([z.string(), z.number()])),
  texts: z.record(z.string(), z.string()).optional(),
});

/** The words stored with a feed item (JSON), or null: none stored, or not a trade event's words. */
export function storedWords(json: string | null): TradeEventWords | null {
  if (json === null) return null;
  try {
    const words = tradeEventWordsSchema.safeParse(JSON.parse(json));
    return words.success ? words.data : null;
  } catch {
    return null;
  }
}
