import { lazy, Suspense, useMemo } from "react";
import type { Position } from "@shared/positions";
import { recordedPrices, type PricePoint } from "@shared/recorded-prices";
import { Alert, AlertDescription } from "@/components/ui/alert";
import { Skeleton } from "@/components/ui/skeleton";
import { usePositionHistory } from "@/features/positions/api/get-position-history";

// lightweight-charts is its own chunk: only members whose TradingView widget fails download it.
const RecordedPriceChart = lazy(() => import("@/features/positions/components/charts/recorded-price-chart"));

/** An open position is drawn to the present, at its current price once one is published. */
function untilNow(position: Position, points: PricePoint[]): PricePoint[] {
  const last = points.at(-1);
  const now = Math.floor(Date.now() / 1000);
  if (position.status === "closed" || !last || last.time >= now) return points;
  return [...points, { time: now, value: position.currentPrice ?? last.value }];
}

export function FallbackChart({ position }: { position: Position }) {
  const history = usePositionHistory(position.id);
  const points = useMemo(
    () => (history.data ? untilNow(position, recordedPrices(history.data)) : []),
    [history.data, position],
  );
  const chartPlaceholder = <Skeleton className="h-full min-h-64 w-full" />;

  return (
    <div className="flex h-full min-h-0 flex-col gap-3">
      <p className="text-xs text-muted-foreground" role="status">
        The live chart could not load. Showing the prices recorded for this position, with its entry, target and stop
        loss.
      </p>
      {history.isError ? (
        <Alert variant="destructive">
          <AlertDescription>The recorded prices could not be loaded. Please try again.</AlertDescription>
        </Alert>
      ) : (
        <figure
          className="m-0 min-h-64 flex-1"
          aria-label={`Recorded prices of ${position.asset}: ${points.length} recorded, with entry, target and stop loss lines`}
          data-testid="recorded-price-chart"
        >
          {history.isPending ? (
            chartPlaceholder
          ) : (
            <Suspense fallback={chartPlaceholder}>
              <RecordedPriceChart position={position} points={points} />
            </Suspense>
          )}
        </figure>
      )}
    </div>
  );
}
