/**
 * What the service worker does when the push service replaces or drops this device's subscription
 * (`pushsubscriptionchange`: keys rotated, the subscription expired): subscribe again with the same VAPID key, send
 * the new subscription to the server, and have it forget the old endpoint. Without a session the server refuses and
 * nothing changes; the next page load re-sends the browser's subscription anyway.
 */
export interface PushRenewal {
  oldSubscription: PushSubscription | null;
  newSubscription: PushSubscription | null;
}

export interface PushRenewalDeps {
  pushManager: Pick<PushManager, "subscribe">;
  fetch: typeof fetch;
}

const post = (deps: PushRenewalDeps, path: string, body: unknown) =>
  deps.fetch(path, {
    method: "POST",
    credentials: "same-origin",
    headers: { "content-type": "application/json" },
    body: JSON.stringify(body),
  });

export async function renewPushSubscription(change: PushRenewal, deps: PushRenewalDeps): Promise<void> {
  const { oldSubscription } = change;
  const applicationServerKey = oldSubscription?.options.applicationServerKey;
  const fresh =
    change.newSubscription ??
    (applicationServerKey ? await deps.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey }) : null);
  if (fresh) await post(deps, "/api/notifications/subscribe", { subscription: fresh.toJSON() });
  if (oldSubscription && oldSubscription.endpoint !== fresh?.endpoint) {
    await post(deps, "/api/notifications/unsubscribe", { subscription: { endpoint: oldSubscription.endpoint } });
  }
}
