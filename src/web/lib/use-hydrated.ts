import { startTransition, useEffect, useState } from "react";

/**
 * The app was drawn without prerendered markup to take over: what mounts starts hydrated. Never set by a take-over
 * itself: parts of a prerendered page behind Suspense (code still loading) are taken over later, and must start as
 * the markup they take over was drawn.
 */
let nothingToTakeOver = false;

/** The app draws without prerendered markup to take over (a fresh root): useHydrated is true from the first render. */
export function markNothingToTakeOver(): void {
  nothingToTakeOver = true;
}

/**
 * False while React prerenders a page or takes over prerendered markup, true in every render after. What depends on
 * the visitor's own browser (the clock, the address bar) renders only then, so the markup React takes over matches
 * what it would draw (docs/decisions/0011-prerendered-public-pages.md). The switch after the take-over is a
 * transition: what it changes renders in slices that yield to the browser, not in one long task on a phone's slow CPU
 * (docs/performance.md#public-pages-lighthouse).
 */
export function useHydrated(): boolean {
  const [hydrated, setHydrated] = useState(nothingToTakeOver);
  useEffect(() => {
    if (hydrated) return;
    startTransition(() => setHydrated(true));
  }, [hydrated]);
  return hydrated;
}
