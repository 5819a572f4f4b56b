import { useEffect, useState } from "react";
import type { Position } from "@shared/positions";

/**
 * docs/product.md#track-record: how long the plan of a published position may still be corrected, in ms, ticking each
 * second until the window (`correctableUntil`, from the server's CORRECTION_WINDOW_MINUTES) ends; null when it cannot
 * be corrected at all: a draft, a finished trade, one partly closed or with a target hit, or the window over.
 */
export function useCorrectionWindow(position: Position | undefined): number | null {
  const until = correctableUntil(position);
  const [now, setNow] = useState(() => Date.now());
  const open = until !== null && until > now;
  useEffect(() => {
    if (!open) return;
    const timer = window.setInterval(() => setNow(Date.now()), 1000);
    return () => window.clearInterval(timer);
  }, [open]);
  return open ? until - now : null;
}

function correctableUntil(position: Position | undefined): number | null {
  if (!position?.correctableUntil || position.status !== "active") return null;
  if (position.realizedShare > 0 || position.targets.some((target) => target.state === "hit")) return null;
  return Date.parse(position.correctableUntil);
}
