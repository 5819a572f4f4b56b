import type { Position } from "@shared/positions";
import { voidedPriceWords } from "@shared/void-marks";
import { PnlValue } from "@/components/trading/pnl-value";
import { Skeleton } from "@/components/ui/skeleton";
import { useCountedTrade } from "@/features/positions/hooks/use-counted-trade";
import { InEnglish, useT } from "@/lib/i18n";
import { useFormat } from "@/lib/use-format";

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
            <InEnglish>
              <p className="text-xs">{voidedPriceWords(position, counted)}</p>
            </InEnglish>
          </>
        )
      )}
    </div>
  );
}
