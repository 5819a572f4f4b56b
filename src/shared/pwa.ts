// Imports nothing: the service worker bundles this file, and a zod schema here would weigh it down.

/** The install banner shows 3 s after the browser offers installation. */
export const INSTALL_BANNER_DELAY_MS = 3_000;
/** Where a dismissal of the install banner (and of the iOS hint) is remembered, as "true". */
export const INSTALL_DISMISSED_KEY = "pwa-install-dismissed";

/** One browser notification at a time replaces the last. */
export const NOTIFICATION_TAG = "trading-notification";
/** A click on a browser notification opens the dashboard; on one about a position, with its details open. */
export const NOTIFICATION_URL = "/dashboard";
/**
 * The browser notification's button in English: what a push that does not carry it in its reader's language shows
 * (the `positions` catalogue's `browserNotification` texts, which the server's push and the page's own notification
 * carry, title and button).
 */
export const NOTIFICATION_ACTION_LABEL = "View Signal";
/** The browser notification vibrates 200-100-200. */
export const NOTIFICATION_VIBRATE_PATTERN = [200, 100, 200];
/** The one action of a browser notification ('View Signal', docs/product.md#push), as notificationclick sees it. */
export const VIEW_SIGNAL_ACTION = "view-signal";

/** What a browser notification carries for its click: the page to open. */
export interface BrowserNotificationData {
  url: string;
}

/** The notification options (docs/product.md#push) that the DOM typings of NotificationOptions do not list yet. */
export interface BrowserNotificationOptions {
  body: string;
  tag: string;
  renotify: boolean;
  requireInteraction: boolean;
  vibrate: number[];
  icon: string;
  badge: string;
  actions: { action: string; title: string }[];
  data: BrowserNotificationData;
}

/**
 * Browser notification, the same whether the service worker shows it for a push or the page shows
 * it for a live event: one tag, so the two collapse into one notification rather than stacking, and a newer
 * signal replaces the last one and still alerts. `time`, when it happened on the member's clock, is its second line.
 */
export function browserNotificationOptions(
  body: string,
  url: string = NOTIFICATION_URL,
  time?: string,
  action: string = NOTIFICATION_ACTION_LABEL,
): BrowserNotificationOptions {
  return {
    body: time ? `${body}\n${time}` : body,
    tag: NOTIFICATION_TAG,
    renotify: true,
    requireInteraction: true,
    vibrate: NOTIFICATION_VIBRATE_PATTERN,
    icon: "/icon-192.png",
    badge: "/icon-192.png",
    actions: [{ action: VIEW_SIGNAL_ACTION, title: action }],
    data: { url },
  };
}

/** What the page sends a waiting service worker when the member accepts the update: take over now. */
export const SKIP_WAITING_MESSAGE = { type: "SKIP_WAITING" } as const;
