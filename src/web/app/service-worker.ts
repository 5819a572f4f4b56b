import { resyncPushOnThisDevice } from "@/features/push-device/lib/resync-push-device";
import { offerUpdatesOf } from "@/features/pwa/lib/update-prompt";

/**
 * Registers /sw.js once the page has loaded, so it never competes with the first render's downloads.
 * A failure is only logged; the app works without it, minus offline start and push.
 */
export function registerServiceWorker(): void {
  if (!("serviceWorker" in navigator)) return;
  const register = () => {
    navigator.serviceWorker
      .register("/sw.js", { scope: "/" })
      .then((registration) => {
        offerUpdatesOf(registration);
        void resyncPushOnThisDevice(registration);
      })
      .catch((error: unknown) => {
        console.warn("Service worker registration failed", error);
      });
  };
  if (document.readyState === "complete") register();
  else window.addEventListener("load", register, { once: true });
}
