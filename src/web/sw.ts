/// <reference lib="webworker" />
import { cleanupOutdatedCaches, matchPrecache, precacheAndRoute } from "workbox-precaching";
import { NavigationRoute, registerRoute } from "workbox-routing";
import { NOTIFICATION_URL, SKIP_WAITING_MESSAGE, browserNotificationOptions } from "@shared/pwa";
import { renewPushSubscription, type PushRenewal } from "./push-renewal";
import { notificationTarget } from "./notification-target";

declare global {
  /** Not in TypeScript's worker typings yet. */
  interface PushSubscriptionChangeEvent extends ExtendableEvent, PushRenewal {}
  interface ServiceWorkerGlobalScopeEventMap {
    pushsubscriptionchange: PushSubscriptionChangeEvent;
  }
}

declare const self: ServiceWorkerGlobalScope & {
  __WB_MANIFEST: Array<string | { url: string; revision: string | null }>;
};

// The app shell: index.html, every screen's code and styles, the icons (vite.config.ts lists them). "/" is a page
// like the others (prerendered for visitors, docs/decisions/0011-prerendered-public-pages.md), not the cached shell.
precacheAndRoute(self.__WB_MANIFEST, { directoryIndex: "" });
cleanupOutdatedCaches();

// Pages come from the network, so they carry the server's current meta and preloads; offline, the precached
// shell opens instead and the app shows its offline state. The API and the live channel are never cached.
registerRoute(
  new NavigationRoute(
    async ({ request }) => {
      try {
        return await fetch(request);
      } catch {
        return (await matchPrecache("/index.html")) ?? Response.error();
      }
    },
    { denylist: [/^\/api\//, /^\/ws\//] },
  ),
);

// A new version waits until the member accepts the page's "Update available" prompt: open tabs keep loading the
// old screens from this worker's precache until then. The first install has nothing to replace and takes over.
self.addEventListener("message", (event) => {
  const data: unknown = event.data;
  if (typeof data === "object" && data !== null && "type" in data && data.type === SKIP_WAITING_MESSAGE.type) {
    void self.skipWaiting();
  }
});
self.addEventListener("activate", (event) => event.waitUntil(self.clients.claim()));

interface PushPayloadFields {
  title?: unknown;
  body?: unknown;
  action?: unknown;
  url?: unknown;
  time?: unknown;
}

function readPush(event: PushEvent): { title: string; body: string; url: string; time?: string; action?: string } {
  let payload: PushPayloadFields = {};
  try {
    payload = (event.data?.json() ?? {}) as PushPayloadFields;
  } catch {
    // A push without JSON still announces something: the fallback texts below.
  }
  return {
    title: typeof payload.title === "string" ? payload.title : "New Trading Signal",
    body: typeof payload.body === "string" ? payload.body : (event.data?.text() ?? ""),
    url: typeof payload.url === "string" && payload.url.startsWith("/") ? payload.url : NOTIFICATION_URL,
    ...(typeof payload.time === "string" ? { time: payload.time } : {}),
    // The button in the member's language; a push from before it carried one shows the English.
    ...(typeof payload.action === "string" ? { action: payload.action } : {}),
  };
}

// The server's push names the product in its title; one tag, so a newer signal replaces the last.
self.addEventListener("push", (event) => {
  const { title, body, url, time, action } = readPush(event);
  event.waitUntil(self.registration.showNotification(title, browserNotificationOptions(body, url, time, action)));
});

/** Focuses a window of the app, on the page if one is there, else opens one (a click opens /dashboard). */
async function openApp(path: string): Promise<void> {
  const target = new URL(path, self.location.origin).href;
  const windows = await self.clients.matchAll({ type: "window", includeUncontrolled: true });
  const ours = windows.filter((client) => new URL(client.url).origin === self.location.origin);
  const open = ours.find((client) => client.url === target) ?? ours[0];
  if (open) {
    const focused = await open.focus();
    if (focused.url === target) return;
    try {
      await focused.navigate(target);
      return;
    } catch {
      // Only a window this worker controls can be sent elsewhere; a new one opens instead.
    }
  }
  await self.clients.openWindow(target);
}

self.addEventListener("notificationclick", (event) => {
  event.notification.close();
  event.waitUntil(openApp(notificationTarget(event.notification.data, self.location.origin, NOTIFICATION_URL)));
});

// The push service replaced or dropped this device's subscription: subscribe again and tell the server.
self.addEventListener("pushsubscriptionchange", (event) => {
  const deps = { pushManager: self.registration.pushManager, fetch: self.fetch.bind(self) };
  event.waitUntil(renewPushSubscription(event, deps));
});
