import { useSyncExternalStore } from "react";

const noSubscription = () => () => {};

/**
 * False while React prerenders a page or takes over prerendered markup, true in every render after. What depends on
 * the visitor's own browser (the clock, the address bar) renders only then, so the markup React takes over matches
 * what it would draw (docs/decisions/0011-prerendered-public-pages.md).
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}
