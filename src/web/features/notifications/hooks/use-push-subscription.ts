import { useCallback, useEffect, useState } from "react";
import { toast } from "sonner";
import { pushSubscriptionSchema } from "@shared/notifications";
import { ApiError } from "@/lib/api-client";
import { getVapidPublicKey } from "@/features/notifications/api/get-vapid-public-key";
import { subscribePush } from "@/features/push-device/api/subscribe-push";
import { unsubscribePush } from "@/features/push-device/api/unsubscribe-push";
import { vapidKeyBytes } from "@/features/notifications/lib/vapid-key";
import { useT } from "@/lib/i18n";

/** Push toasts, in the member's language. */
export const PUSH_MESSAGES = {
  initFailed: "account:push.toasts.initFailed",
  serverRefused: "account:push.toasts.serverRefused",
  enableFailed: "account:push.toasts.enableFailed",
  disableFailed: "account:push.toasts.disableFailed",
  enabled: "account:push.toasts.enabled",
  disabled: "account:push.toasts.disabled",
} as const;

/** Push card states; granted splits into subscribed on this device or not. */
export type PushCardState = "checking" | "unsupported" | "denied" | "default" | "granted" | "subscribed";

export const isPushSupported = (): boolean =>
  "serviceWorker" in navigator && "PushManager" in window && "Notification" in window;

/** Follows the permission when the member changes it in the browser's settings while the page is open. */
function watchPermission(onChange: () => void): () => void {
  let status: PermissionStatus | undefined;
  let stopped = false;
  navigator.permissions
    ?.query({ name: "notifications" })
    .then((result) => {
      if (stopped) return;
      status = result;
      status.addEventListener("change", onChange);
    })
    .catch(() => undefined);
  return () => {
    stopped = true;
    status?.removeEventListener("change", onChange);
  };
}

/**
 * This device's Web Push subscription: enabling asks permission while undecided, subscribes with the
 * server's VAPID key and registers the subscription; disabling unsubscribes here and tells the server.
 */
export function usePushSubscription() {
  const { t } = useT();
  const supported = isPushSupported();
  const [permission, setPermission] = useState<NotificationPermission>(() =>
    supported ? Notification.permission : "denied",
  );
  const [subscription, setSubscription] = useState<PushSubscription | null | undefined>(undefined);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    if (!supported) return;
    let cancelled = false;
    navigator.serviceWorker.ready
      .then((registration) => registration.pushManager.getSubscription())
      .then((current) => {
        if (!cancelled) setSubscription(current);
      })
      .catch((error: unknown) => {
        console.error("Failed to initialize notifications", error);
        toast.error(t(PUSH_MESSAGES.initFailed));
        if (!cancelled) setSubscription(null);
      });
    const stopWatching = watchPermission(() => setPermission(Notification.permission));
    return () => {
      cancelled = true;
      stopWatching();
    };
  }, [supported, t]);

  const enable = useCallback(async () => {
    setBusy(true);
    try {
      const answer =
        Notification.permission === "default" ? await Notification.requestPermission() : Notification.permission;
      setPermission(answer);
      // A refusal shows as the card's blocked state; a prompt closed without answering can be asked again.
      if (answer === "denied") return;
      if (answer !== "granted") throw new Error("Notification permission was not given");
      const registration = await navigator.serviceWorker.ready;
      const applicationServerKey = vapidKeyBytes(await getVapidPublicKey());
      const created = await registration.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey });
      try {
        await subscribePush(pushSubscriptionSchema.parse(created.toJSON()));
      } catch (error) {
        // The server does not know this device: keep the browser from holding a subscription nothing uses.
        await created.unsubscribe().catch(() => undefined);
        throw error;
      }
      setSubscription(created);
      toast.success(t(PUSH_MESSAGES.enabled));
    } catch (error) {
      console.error("Failed to enable notifications", error);
      toast.error(t(error instanceof ApiError ? PUSH_MESSAGES.serverRefused : PUSH_MESSAGES.enableFailed));
    } finally {
      setBusy(false);
    }
  }, [t]);

  const disable = useCallback(async () => {
    setBusy(true);
    try {
      const registration = await navigator.serviceWorker.ready;
      const current = await registration.pushManager.getSubscription();
      if (current) {
        await current.unsubscribe();
        // The server's answer is only logged; the browser has stopped receiving either way.
        await unsubscribePush(current.endpoint).catch((error: unknown) =>
          console.error("Unsubscribe on the server failed", error),
        );
      }
      setSubscription(null);
      toast.success(t(PUSH_MESSAGES.disabled));
    } catch (error) {
      console.error("Failed to disable notifications", error);
      toast.error(t(PUSH_MESSAGES.disableFailed));
    } finally {
      setBusy(false);
    }
  }, [t]);

  const state: PushCardState = !supported
    ? "unsupported"
    : permission === "denied"
      ? "denied"
      : permission === "default"
        ? "default"
        : subscription === undefined
          ? "checking"
          : subscription
            ? "subscribed"
            : "granted";

  return { state, busy, enable, disable };
}
