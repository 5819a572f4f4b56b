/**
 * A Pro member's update about a signal they took (docs/product.md#portfolio), as listed on their portfolio and sent on
 * their live connection. Apart from the portfolio's other schemas so the live channel's code stays small.
 */
import { z } from "zod";
import { portfolioUpdateWordsSchema } from "./portfolio-update-words.js";

export const portfolioActivitySchema = z.object({
  id: z.string(),
  tradeId: z.string(),
  positionId: z.string(),
  /** The update in English, as stored with it; what a member reads is `words`, where the update has them. */
  message: z.string(),
  /**
   * The update as catalogue keys, worded in the reader's language (src/shared/portfolio-update-words.ts); absent on
   * an update stored before its words were, which is read as its `message`.
   */
  words: portfolioUpdateWordsSchema.optional(),
  money: z.number().nullable(),
  at: z.string(),
});
export type PortfolioActivity = z.infer<typeof portfolioActivitySchema>;
