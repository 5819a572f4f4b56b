import { formatR } from "@shared/format";
import type { Position } from "@shared/positions";
import { OUTCOME_NAMES } from "@shared/trade-lifecycle";
import { VOID_COUNTS, voidedPriceWords } from "@shared/void-marks";
import { PnlValue } from "@/components/trading/pnl-value";
import { Skeleton } from "@/components/ui/skeleton";
import { useCountedTrade } from "@/features/positions/hooks/use-counted-trade";

/**
 * docs/product.md#track-record: a voided position still counts, as it stood when voided. It says so, with what it counts
 * as and the price that comes from, worked out from its history by the record's own rule.
 */
export function VoidedResult({ position }: { position: Position }) {
  const counted = useCountedTrade(position);
  return (
    <div role="note" className="flex flex-col gap-1 rounded-md border border-loss/40 bg-loss/10 px-3 py-2 text-sm">
      <p>
        <span className="font-semibold text-loss">{OUTCOME_NAMES.voided}</span>
        {position.outcomeReason && `: ${position.outcomeReason}`}
      </p>
      <p className="text-xs">{VOID_COUNTS}</p>
      {counted === undefined ? (
        <Skeleton className="h-8 w-full" />
      ) : (
        counted && (
          <>
            <p className="flex flex-wrap items-baseline gap-x-3">
              <span className="text-xs">Counts as</span>
              <PnlValue value={counted.results.percent} className="tabular font-semibold" />
              {counted.results.r !== null && (
                <span className="tabular font-semibold">{formatR(counted.results.r)}</span>
              )}
            </p>
            <p className="text-xs">{voidedPriceWords(position, counted)}</p>
          </>
        )
      )}
    </div>
  );
}
