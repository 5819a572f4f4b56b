import { lazy, Suspense, useMemo } from "react";
import type { Position } from "@shared/positions";
import { recordedPrices, type PricePoint } from "@shared/recorded-prices";
import { Alert, AlertDescription } from "@/components/ui/alert";
import { Skeleton } from "@/components/ui/skeleton";
import { usePositionHistory } from "@/features/positions/api/get-position-history";
import { useT } from "@/lib/i18n";

// lightweight-charts is its own chunk: only members whose TradingView widget fails download it.
const RecordedPriceChart = lazy(() => import("@/features/positions/components/charts/recorded-price-chart"));

/** An open position's last recorded price holds until now: drawn as a step to the present. */
function untilNow(position: Position, points: PricePoint[]): PricePoint[] {
  const last = points.at(-1);
  const now = Math.floor(Date.now() / 1000);
  if (position.status === "closed" || !last || last.time >= now) return points;
  return [...points, { time: now, value: last.value }];
}

export function FallbackChart({ position }: { position: Position }) {
  const { t } = useT();
  const history = usePositionHistory(position.id);
  const points = useMemo(
    () => (history.data ? untilNow(position, recordedPrices(position, history.data)) : []),
    [history.data, position],
  );
  const chartPlaceholder = <Skeleton className="h-full min-h-64 w-full" />;

  return (
    <div className="flex h-full min-h-0 flex-col gap-3">
      <p className="text-xs text-muted-foreground" role="status">
        {t("positions:chart.fallback")}
      </p>
      {history.isError ? (
        <Alert variant="destructive">
          <AlertDescription>{t("positions:chart.fallbackFailed")}</AlertDescription>
        </Alert>
      ) : (
        <figure
          className="m-0 min-h-64 flex-1"
          aria-label={t("positions:chart.recordedLabel", { asset: position.asset, count: points.length })}
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
