import { Toaster as Sonner } from "sonner";

/** At most 3 toasts visible, 4 s each. The palette comes from index.css. */
const VISIBLE_TOASTS = 3;
const TOAST_DURATION_MS = 4000;
/** Below the sticky header, so a toast never covers the notification bell it is about. */
const BELOW_HEADER = { top: "calc(4rem + env(safe-area-inset-top) + 8px)" };

export function Toaster() {
  return (
    <Sonner
      theme="dark"
      position="top-center"
      visibleToasts={VISIBLE_TOASTS}
      duration={TOAST_DURATION_MS}
      closeButton
      offset={BELOW_HEADER}
      mobileOffset={BELOW_HEADER}
    />
  );
}
