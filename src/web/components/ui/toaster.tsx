import { Toaster as Sonner } from "sonner";
import { useIsPhone } from "@/lib/use-is-phone";

/** At most 3 toasts visible, 4 s each. The palette comes from index.css. */
const VISIBLE_TOASTS = 3;
const TOAST_DURATION_MS = 4000;
/** Above the phone's bottom bar. */
const ABOVE_BOTTOM_BAR = { bottom: "calc(4rem + env(safe-area-inset-bottom) + 8px)" };
const DESKTOP_CORNER = { bottom: "24px", right: "24px" };

/**
 * The app has one theme, dark (index.css sets `color-scheme: dark` and the toasts' palette). Toasts keep to the bottom,
 * away from the header, its menus (the notification feed opens under the bell) and the banners under it: centred
 * above the bottom bar on a phone, in the bottom-right corner from 768 px.
 */
export function Toaster() {
  const phone = useIsPhone();
  const offset = phone ? ABOVE_BOTTOM_BAR : DESKTOP_CORNER;
  return (
    <Sonner
      theme="dark"
      position={phone ? "bottom-center" : "bottom-right"}
      visibleToasts={VISIBLE_TOASTS}
      duration={TOAST_DURATION_MS}
      closeButton
      offset={offset}
      mobileOffset={offset}
    />
  );
}
