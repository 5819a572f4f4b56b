import { startTransition, useEffect, useState } from "react";

/** A prerendered page has been taken over (or there was none to take over): what mounts from now on starts hydrated. */
let takenOver = false;

/** The app draws without prerendered markup to take over (a fresh root): useHydrated is true from the first render. */
export function markNothingToTakeOver(): void {
  takenOver = true;
}

/**
 * False while React prerenders a page or takes over prerendered markup, true in every render after. What depends on
 * the visitor's own browser (the clock, the address bar) renders only then, so the markup React takes over matches
 * what it would draw (docs/decisions/0011-prerendered-public-pages.md). The switch after the take-over is a
 * transition: what it changes renders in slices that yield to the browser, not in one long task on a phone's slow CPU
 * (docs/performance.md#public-pages-lighthouse).
 */
export function useHydrated(): boolean {
  const [hydrated, setHydrated] = useState(takenOver);
  useEffect(() => {
    if (hydrated) return;
    takenOver = true;
    startTransition(() => setHydrated(true));
  }, [hydrated]);
  return hydrated;
}
