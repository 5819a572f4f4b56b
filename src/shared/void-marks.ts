/**
 * docs/product.md#track-record: how a voided signal counts, in the words the member's history, the admin's void dialog
 * and the public record's row all use. Apart from the record's schemas, so the public track record page does not load
 * zod with its first paint (docs/decisions/0018-lean-public-entry.md).
 */
import { formatPrice, type Instrument } from "./format.js";

/**
 * Where the share still open when a signal was voided is counted from: the price recorded then (`market`) or, without
 * one, the stop then (`stop`), when it stood against the trade; the entry when it stood in the trade's favour
 * (`favour`: a void earns nothing), or when neither was known (`entry`).
 */
export const VOID_MARKS = ["market", "stop", "favour", "entry"] as const;
export type VoidMark = (typeof VOID_MARKS)[number];

/** A void's share still open then, the price it counts at and why. */
export interface VoidedOpen {
  share: number;
  price: number;
  mark: VoidMark;
}

const MARK_WORDS: Record<VoidMark, string> = {
  market: "the price when it was voided",
  stop: "the stop when it was voided, as no price was recorded",
  favour: "the entry: a void earns nothing",
  entry: "the entry, as no price or stop was recorded",
};

/** "Voided, it still counts in the track record, as it stood then." */
export const VOID_COUNTS = "Voided, it still counts in the track record, as it stood then.";

/**
 * The price a void's result comes from, as a sentence: "The open 60% counts at 1.09500, the price when it was voided."
 * With nothing open when it was voided, it counts at the exit it had.
 */
export function voidedPriceWords(
  instrument: Instrument,
  counted: { exitPrice: number | null; voidedOpen: VoidedOpen | null },
): string {
  const { voidedOpen: open, exitPrice } = counted;
  if (open)
    return `The open ${open.share}% counts at ${formatPrice(open.price, instrument)}, ${MARK_WORDS[open.mark]}.`;
  return `It was closed before it was voided: it counts at its exit, ${formatPrice(exitPrice, instrument)}.`;
}
