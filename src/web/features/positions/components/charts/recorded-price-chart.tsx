import {
  ColorType,
  LineSeries,
  LineStyle,
  LineType,
  createChart,
  type AutoscaleInfo,
  type Time,
  type UTCTimestamp,
} from "lightweight-charts";
import { useEffect, useRef } from "react";
import { priceDecimals } from "@shared/format";
import type { Position } from "@shared/positions";
import type { PricePoint } from "@shared/recorded-prices";
import { useT } from "@/lib/i18n";

/** The theme's colours (index.css), read once: the canvas cannot use CSS variables. */
function themeColor(name: string, fallback: string): string {
  return getComputedStyle(document.documentElement).getPropertyValue(`--color-${name}`).trim() || fallback;
}

/** The instrument's precision (docs/product.md#prices), enough for the smallest price drawn. */
function precisionFor(position: Position, prices: number[]): number {
  return Math.max(...prices.map((price) => priceDecimals(price, position)));
}

interface RecordedPriceChartProps {
  position: Position;
  points: PricePoint[];
}

/** docs/product.md#charts's self-hosted chart: recorded prices with entry, target (TP1, TP2…) and stop-loss lines. */
export default function RecordedPriceChart({ position, points }: RecordedPriceChartProps) {
  const { t } = useT();
  const containerRef = useRef<HTMLDivElement>(null);
  const entryTitle = t("positions:levels.entry");
  const stopTitle = t("positions:levels.stop");

  useEffect(() => {
    const container = containerRef.current;
    if (!container) return;
    const text = themeColor("muted-foreground", "#9aa8bf");
    const grid = themeColor("border", "#23324f");
    const chart = createChart(container, {
      autoSize: true,
      layout: { background: { type: ColorType.Solid, color: "transparent" }, textColor: text, attributionLogo: false },
      grid: { vertLines: { color: grid }, horzLines: { color: grid } },
      rightPriceScale: { borderColor: grid },
      timeScale: { borderColor: grid, timeVisible: true },
    });
    const targets = position.targets.map((target) => ({ title: `TP${target.number}`, price: target.price }));
    const levels = [position.entryPrice, ...targets.map((target) => target.price), position.stopLoss].filter(
      (v): v is number => v != null,
    );
    const precision = precisionFor(position, [...levels, ...points.map((point) => point.value)]);
    const series = chart.addSeries(LineSeries, {
      color: themeColor("info", "#7dd3fc"),
      lineWidth: 2,
      lineType: LineType.WithSteps,
      priceFormat: { type: "price", precision, minMove: 10 ** -precision },
      // Keep the entry, target and stop lines in view even when the prices never came near them.
      autoscaleInfoProvider: (original: () => AutoscaleInfo | null) => {
        const info = original();
        if (!info?.priceRange) return info;
        return {
          ...info,
          priceRange: {
            minValue: Math.min(info.priceRange.minValue, ...levels),
            maxValue: Math.max(info.priceRange.maxValue, ...levels),
          },
        };
      },
    });
    series.setData(points.map((point) => ({ time: point.time as UTCTimestamp as Time, value: point.value })));
    const line = (price: number | null, title: string, color: string) => {
      if (price != null) series.createPriceLine({ price, title, color, lineStyle: LineStyle.Dashed, lineWidth: 1 });
    };
    line(position.entryPrice, entryTitle, text);
    for (const target of targets) line(target.price, target.title, themeColor("gain", "#34d399"));
    line(position.stopLoss, stopTitle, themeColor("loss", "#f87171"));
    chart.timeScale().fitContent();
    return () => chart.remove();
  }, [position, points, entryTitle, stopTitle]);

  return <div ref={containerRef} className="h-full min-h-64 w-full" />;
}
