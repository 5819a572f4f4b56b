import { useSyncExternalStore } from "react";

/** Mobile breakpoint; the same width as Tailwind's `md`, where the rest of the site switches. */
const MOBILE_BREAKPOINT_PX = 768;
const query = `(max-width: ${MOBILE_BREAKPOINT_PX - 0.02}px)`;

function subscribe(onChange: () => void): () => void {
  const list = window.matchMedia(query);
  list.addEventListener("change", onChange);
  return () => list.removeEventListener("change", onChange);
}

/** Under 768 px: the admin's mobile panel, the toasts above the bottom bar. It follows a resize or a rotation. */
export function useIsPhone(): boolean {
  return useSyncExternalStore(subscribe, () => window.matchMedia(query).matches);
}
