import { formatPrice, formatRate, type Instrument } from "@shared/format";
import type { Language } from "@shared/i18n/languages";
import type { AssetClass, Direction } from "@shared/positions";
import type { VoidMark, VoidedOpen } from "@shared/void-marks";
import type { TranslateFunction } from "@/lib/i18n";

/** An asset class's name on the track record and the free feed, which load the `record` catalogue. */
export const ASSET_CLASS_WORDS: Record<AssetClass, string> = {
  forex: "details:assetClass.forex",
  commodities: "details:assetClass.commodities",
  crypto: "details:assetClass.crypto",
  indices: "details:assetClass.indices",
  stocks: "details:assetClass.stocks",
};

/** A signal's direction on the track record, as the position badges write it. */
export const DIRECTION_WORDS: Record<Direction, string> = {
  long: "details:direction.long",
  short: "details:direction.short",
};

/** Where a void's share still open counts from (src/shared/void-marks.ts), in the member's words for it. */
const VOID_MARK_WORDS: Record<VoidMark, string> = {
  market: "positions:result.voidMarket",
  stop: "positions:result.voidStop",
  favour: "positions:result.voidFavour",
  entry: "positions:result.voidEntry",
};

/**
 * How a voided signal still counts, in the page's language, its share and price written as the language writes
 * numbers: "Voided, it still counts in the track record, as it stood then. The open 60% counts at 1.09500, the price
 * when it was voided." (docs/product.md#track-record).
 */
export function voidedCountWords(
  t: TranslateFunction,
  language: Language,
  instrument: Instrument,
  { exitPrice, voidedOpen }: { exitPrice: number | null; voidedOpen: VoidedOpen | null },
): string {
  const price = voidedOpen
    ? t(VOID_MARK_WORDS[voidedOpen.mark], {
        share: formatRate(voidedOpen.share, language),
        price: formatPrice(voidedOpen.price, instrument, language),
      })
    : t("positions:result.voidClosed", { price: formatPrice(exitPrice, instrument, language) });
  return `${t("positions:result.voidCounts")} ${price}`;
}
