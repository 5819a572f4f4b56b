import { parseStoredJson } from "./stored-json.js";
import { z } from "zod";
import type { TradeEventWords } from "./trade-event-words.js";

/**
 * A number of the words (`TradeNumber`): a price's decimals as `priceDecimals` gives them, at most the 20 every
 * engine's Intl takes (the smallest price allowed needs 11).
 */
const tradeNumberSchema = z.discriminatedUnion("kind", [
  z.object({ kind: z.literal("price"), value: z.number(), decimals: z.number().int().min(0).max(20) }),
  z.object({ kind: z.literal("pnl"), value: z.number() }),
  z.object({ kind: z.literal("result"), percent: z.number(), r: z.number().nullable() }),
]);

/**
 * A trade event's words as stored and sent (trade-event-words.ts): in the feed, the live events and the history.
 * Words stored before their numbers were typed have them as text, and are read as they were.
 */
export const tradeEventWordsSchema: z.ZodType<TradeEventWords> = z.object({
  key: z.string().regex(/^positions:tradeEvent\.\w+$/),
  values: z.record(z.string(), z.union([z.string(), z.number(), tradeNumberSchema])),
  texts: z.record(z.string(), z.string()).optional(),
});

/** The words stored with a feed item (JSON), or null: none stored, or not a trade event's words. */
export const storedWords = (json: string | null): TradeEventWords | null =>
  parseStoredJson(json, tradeEventWordsSchema);
