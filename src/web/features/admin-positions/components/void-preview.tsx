import { useState } from "react";
import { formatR } from "@shared/format";
import type { Position } from "@shared/positions";
import { voidedPriceWords } from "@shared/void-marks";
import { PnlValue } from "@/components/trading/pnl-value";
import { Skeleton } from "@/components/ui/skeleton";
import { useCountedTrade } from "@/features/positions/hooks/use-counted-trade";

/**
 * docs/product.md#track-record: what voiding now would count as, by the record's own rule: an open trade is voided at
 * its last price (the server records the same one), a closed one at its exit.
 */
export function VoidPreview({ position }: { position: Position }) {
  const [at] = useState(() => new Date().toISOString());
  const price = position.status === "active" ? position.currentPrice : null;
  const counted = useCountedTrade(position, { type: "voided", reason: "", price, at });
  if (counted === undefined) return <Skeleton className="h-12 w-full" />;
  if (counted === null) return null;
  return (
    <div role="status" className="flex flex-col gap-1 rounded-md border px-3 py-2 text-sm">
      <p className="flex flex-wrap items-baseline gap-x-3">
        <span>Voided now, it counts in the track record as</span>
        <PnlValue value={counted.results.percent} className="tabular font-semibold" />
        {counted.results.r !== null && <span className="tabular font-semibold">{formatR(counted.results.r)}</span>}
      </p>
      <p className="text-xs text-muted-foreground">{voidedPriceWords(position, counted)}</p>
    </div>
  );
}
