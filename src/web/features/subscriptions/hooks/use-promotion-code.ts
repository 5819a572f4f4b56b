import { useMemo } from "react";
import { useHydrated } from "@/lib/use-hydrated";

const STORAGE_KEY = "promotion-code";

/** The link's code, remembered for the tab; storage may be refused (a private window), the link still counts. */
function readPromotionCode(): string | null {
  const fromLink = new URLSearchParams(window.location.search).get("code")?.trim() || null;
  try {
    if (fromLink) window.sessionStorage.setItem(STORAGE_KEY, fromLink);
    return fromLink ?? window.sessionStorage.getItem(STORAGE_KEY);
  } catch {
    return fromLink;
  }
}

/**
 * The promotion code a link carried (`/plans?code=SPRING`, docs/product.md#promotion-codes). Kept for the tab's
 * session, so it is still applied when the visitor comes back to the plans page after creating an account. Read
 * only once hydrated: the prerendered page has no query string.
 */
export function usePromotionCode(): string | null {
  const hydrated = useHydrated();
  return useMemo(() => (hydrated ? readPromotionCode() : null), [hydrated]);
}
