import type { Position } from "@shared/positions";
import type { VoidMark } from "@shared/void-marks";
import { PnlValue } from "@/components/trading/pnl-value";
import { Skeleton } from "@/components/ui/skeleton";
import { useCountedTrade } from "@/features/positions/hooks/use-counted-trade";
import { useT } from "@/lib/i18n";
import { useFormat } from "@/lib/use-format";

/** Where the share still open when it was voided counts from (src/shared/void-marks.ts), in the page's language. */
const MARK_KEYS: Record<VoidMark, string> = {
  market: "positions:result.voidMarket",
  stop: "positions:result.voidStop",
  favour: "positions:result.voidFavour",
  entry: "positions:result.voidEntry",
};

/**
 * docs/product.md#track-record: a voided position still counts, as it stood when voided. It says so, with what it counts
 * as and the price that comes from, worked out from its history by the record's own rule.
 */
export function VoidedResult({ position }: { position: Position }) {
  const { t } = useT();
  const format = useFormat();
  const counted = useCountedTrade(position);
  return (
    <div role="note" className="flex flex-col gap-1 rounded-md border border-loss/40 bg-loss/10 px-3 py-2 text-sm">
      <p>
        <span className="font-semibold text-loss">{t("positions:outcome.voided")}</span>
        {position.outcomeReason && `: ${position.outcomeReason}`}
      </p>
      <p className="text-xs">{t("positions:result.voidCounts")}</p>
      {counted === undefined ? (
        <Skeleton className="h-8 w-full" />
      ) : (
        counted && (
          <>
            <p className="flex flex-wrap items-baseline gap-x-3">
              <span className="text-xs">{t("positions:result.countsAs")}</span>
              <PnlValue value={counted.results.percent} className="tabular font-semibold" />
              {counted.results.r !== null && (
                <span dir="ltr" className="tabular font-semibold">
                  {format.r(counted.results.r)}
                </span>
              )}
            </p>
            <p className="text-xs">
              {counted.voidedOpen
                ? t(MARK_KEYS[counted.voidedOpen.mark], {
                    share: format.rate(counted.voidedOpen.share),
                    price: format.price(counted.voidedOpen.price, position),
                  })
                : t("positions:result.voidClosed", { price: format.price(counted.exitPrice, position) })}
            </p>
          </>
        )
      )}
    </div>
  );
}
