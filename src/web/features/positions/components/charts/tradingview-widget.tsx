import { useEffect, useRef } from "react";

export const TRADINGVIEW_SCRIPT_URL = "https://s3.tradingview.com/external-embedding/embed-widget-advanced-chart.js";
/** Past this without the script, the widget counts as unavailable (a network that hangs rather than fails). */
const LOAD_TIMEOUT_MS = 6000;

/** Once the script has failed in this page, later charts go straight to the fallback instead of waiting again. */
let knownUnavailable = false;
export const isTradingViewKnownUnavailable = (): boolean => knownUnavailable;

/** 15 minutes in dialogs, daily in the full-screen embed. */
export type ChartInterval = "15" | "D";

interface TradingViewWidgetProps {
  symbol: string;
  interval: ChartInterval;
  /** Called once when the script fails or times out: the caller shows the self-hosted chart. */
  onUnavailable: () => void;
}

/**
 * TradingView's advanced-chart embed (docs/product.md#charts), loaded in the browser only when a chart opens. The
 * script reads its settings from its own text and opens the chart in a frame (both origins allowed by CSP).
 */
export function TradingViewWidget({ symbol, interval, onUnavailable }: TradingViewWidgetProps) {
  const containerRef = useRef<HTMLDivElement>(null);
  const unavailableRef = useRef(onUnavailable);
  useEffect(() => {
    unavailableRef.current = onUnavailable;
  }, [onUnavailable]);

  useEffect(() => {
    const container = containerRef.current;
    if (!container) return;
    let settled = false;
    const fail = () => {
      if (settled) return;
      settled = true;
      knownUnavailable = true;
      unavailableRef.current();
    };
    const timer = window.setTimeout(fail, LOAD_TIMEOUT_MS);

    const target = document.createElement("div");
    target.className = "tradingview-widget-container__widget h-full w-full";
    const script = document.createElement("script");
    script.src = TRADINGVIEW_SCRIPT_URL;
    script.async = true;
    script.text = JSON.stringify({
      symbol,
      interval,
      autosize: true,
      theme: "dark",
      style: "1",
      locale: "en",
      timezone: "Etc/UTC",
      allow_symbol_change: false,
      save_image: false,
      support_host: "https://www.tradingview.com",
    });
    script.addEventListener("load", () => {
      settled = true;
      window.clearTimeout(timer);
    });
    script.addEventListener("error", fail);
    container.replaceChildren(target, script);
    return () => {
      settled = true;
      window.clearTimeout(timer);
      container.replaceChildren();
    };
  }, [symbol, interval]);

  return <div ref={containerRef} className="tradingview-widget-container h-full w-full" />;
}
