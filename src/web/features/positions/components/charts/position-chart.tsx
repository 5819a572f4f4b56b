import { useState } from "react";
import type { Position } from "@shared/positions";
import { tradingViewSymbol } from "@shared/tradingview-symbol";
import { FallbackChart } from "@/features/positions/components/charts/fallback-chart";
import {
  isTradingViewKnownUnavailable,
  TradingViewWidget,
  type ChartInterval,
} from "@/features/positions/components/charts/tradingview-widget";

interface PositionChartProps {
  position: Position;
  interval: ChartInterval;
}

/** The TradingView chart, or the recorded-price chart when the widget cannot load (docs/product.md#charts). */
export default function PositionChart({ position, interval }: PositionChartProps) {
  const [widgetFailed, setWidgetFailed] = useState(isTradingViewKnownUnavailable);
  if (widgetFailed) return <FallbackChart position={position} />;
  return (
    <TradingViewWidget
      symbol={tradingViewSymbol(position.asset, position.assetClass)}
      interval={interval}
      onUnavailable={() => setWidgetFailed(true)}
    />
  );
}
