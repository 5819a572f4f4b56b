import { useEffect, useState } from "react";
import type { Position } from "@shared/positions";

/**
 * docs/product.md#track-record: how long the plan of a published position may still be corrected, in ms, ticking each
 * second until the window (`correctableUntil`: the shared rule in trade-state.ts, with the server's
 * CORRECTION_WINDOW_MINUTES) ends; null when it cannot be corrected at all or the window is over.
 */
export function useCorrectionWindow(position: Position | undefined): number | null {
  const until = position?.correctableUntil ? Date.parse(position.correctableUntil) : null;
  const [now, setNow] = useState(() => Date.now());
  const open = until !== null && until > now;
  useEffect(() => {
    if (!open) return;
    const timer = window.setInterval(() => setNow(Date.now()), 1000);
    return () => window.clearInterval(timer);
  }, [open]);
  return open ? until - now : null;
}
