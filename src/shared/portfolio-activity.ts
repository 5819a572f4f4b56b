/**
 * A Pro member's update about a signal they took (docs/product.md#portfolio), as listed on their portfolio and sent on
 * their live connection. Apart from the portfolio's other schemas so the live channel's code stays small.
 */
import { z } from "zod";

export const portfolioActivitySchema = z.object({
  id: z.string(),
  tradeId: z.string(),
  positionId: z.string(),
  message: z.string(),
  money: z.number().nullable(),
  at: z.string(),
});
export type PortfolioActivity = z.infer<typeof portfolioActivitySchema>;
