import { z } from "zod";
import { closeTakenTradeSchema, takenTradeEditSchema } from "@shared/portfolio";
import { typedNumber } from "@shared/position-size";
import type { TakenTradeView } from "@shared/portfolio-api";

const optional = (text: string) => (text.trim() === "" ? null : typedNumber(text));
const decimal = (value: number | null) => (value === null ? "" : String(value));

/** The trade form's boxes as typed, mapped onto the shared rule (docs/architecture.md, forms). */
export const tradeFormSchema = z
  .object({
    entryPrice: z.string().max(30),
    size: z.string().max(30),
    accountSize: z.string().max(30),
    riskPercent: z.string().max(10),
    quotePerUsd: z.string().max(30),
    followSignal: z.boolean(),
  })
  .transform((form): z.input<typeof takenTradeEditSchema> => ({
    entryPrice: typedNumber(form.entryPrice),
    size: typedNumber(form.size),
    accountSize: optional(form.accountSize),
    riskPercent: optional(form.riskPercent),
    quotePerUsd: optional(form.quotePerUsd),
    followSignal: form.followSignal,
  }))
  .pipe(takenTradeEditSchema);
export type TradeForm = z.input<typeof tradeFormSchema>;

/** A new trade starts at the signal's entry, following its closes. */
export const newTradeForm = (entryPrice: number): TradeForm => ({
  entryPrice: String(entryPrice),
  size: "",
  accountSize: "",
  riskPercent: "",
  quotePerUsd: "",
  followSignal: true,
});

export const editTradeForm = (trade: TakenTradeView): TradeForm => ({
  entryPrice: String(trade.entryPrice),
  size: String(trade.size),
  accountSize: decimal(trade.accountSize),
  riskPercent: decimal(trade.riskPercent),
  quotePerUsd: decimal(trade.quotePerUsd),
  followSignal: trade.followSignal,
});

/** The close form: a price, and a size (all that is open when empty). */
export const closeFormSchema = z
  .object({ price: z.string().max(30), size: z.string().max(30) })
  .transform((form): z.input<typeof closeTakenTradeSchema> => ({
    price: typedNumber(form.price),
    ...(form.size.trim() === "" ? {} : { size: typedNumber(form.size) }),
  }))
  .pipe(closeTakenTradeSchema);
export type CloseForm = z.input<typeof closeFormSchema>;
