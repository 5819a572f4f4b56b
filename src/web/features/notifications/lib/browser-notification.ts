import { browserNotificationOptions } from "@shared/pwa";
import { pageText } from "@/lib/page-text";
import { getAppName } from "@/lib/site-info";

/**
 * A live event also becomes a browser notification when permitted. Only while the page is hidden
 * (on screen the toast says it) and only when this device has no push subscription: then the service worker
 * shows the server's push for the same event, and a second notification would be noise. Failures are only
 * logged.
 */
export async function showBrowserNotification(message: string, url?: string, time?: string): Promise<void> {
  if (document.visibilityState === "visible") return;
  if (!("Notification" in window) || Notification.permission !== "granted") return;
  if (!("serviceWorker" in navigator)) return;
  try {
    const registration = await navigator.serviceWorker.getRegistration();
    if (!registration) return;
    const pushed = await registration.pushManager?.getSubscription();
    if (pushed) return;
    // Titled and labelled as the server's push is, in the page's language.
    const [title, action] = await Promise.all([
      pageText({ key: "positions:browserNotification.title", values: { appName: getAppName() } }),
      pageText("positions:browserNotification.action"),
    ]);
    await registration.showNotification(title, browserNotificationOptions(message, url, time, action));
  } catch (error) {
    console.warn("Browser notification failed", error);
  }
}
