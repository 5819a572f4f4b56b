/** What the portfolio routes answer (docs/product.md#portfolio). The rules behind the figures are in portfolio.ts. */
import { z } from "zod";
import { ASSET_CLASSES, DIRECTIONS } from "./positions.js";
import { portfolioActivitySchema } from "./portfolio-activity.js";
import { takenPartSchema } from "./portfolio.js";

export { portfolioActivitySchema, type PortfolioActivity } from "./portfolio-activity.js";

const results = z.object({ percent: z.number().nullable(), r: z.number().nullable() });

/** A member's trade on a signal, with their results and the signal's beside them. */
export const takenTradeSchema = z.object({
  id: z.string(),
  positionId: z.string(),
  asset: z.string(),
  assetClass: z.enum(ASSET_CLASSES),
  direction: z.enum(DIRECTIONS),
  entryPrice: z.number(),
  size: z.number(),
  sizeUnit: z.string(),
  openSize: z.number(),
  accountSize: z.number().nullable(),
  riskPercent: z.number().nullable(),
  quotePerUsd: z.number().nullable(),
  followSignal: z.boolean(),
  parts: z.array(takenPartSchema),
  status: z.enum(["open", "closed"]),
  /** Money the closed parts made, in US dollars; null while a needed rate is missing. */
  realisedMoney: z.number().nullable(),
  realisedPercentOfAccount: z.number().nullable(),
  /** What the open size stands at on the signal's current price. */
  openMoney: z.number().nullable(),
  results,
  signal: z.object({
    status: z.string(),
    entryPrice: z.number(),
    currentPrice: z.number().nullable(),
    results,
  }),
  takenAt: z.string(),
  closedAt: z.string().nullable(),
});
export type TakenTradeView = z.infer<typeof takenTradeSchema>;

export const portfolioSchema = z.object({
  trades: z.array(takenTradeSchema),
  totals: z.object({
    realisedMoney: z.number(),
    /** Null when no open trade has a current price to value it at. */
    openMoney: z.number().nullable(),
    closedTrades: z.number(),
    openTrades: z.number(),
    wins: z.number(),
  }),
  equity: z.array(z.object({ at: z.string(), money: z.number() })),
  activity: z.array(portfolioActivitySchema),
});
export type Portfolio = z.infer<typeof portfolioSchema>;
