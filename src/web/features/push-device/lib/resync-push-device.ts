import { subscribePush } from "@/features/push-device/api/subscribe-push";
import type { PushSubscriptionInput } from "@shared/notifications";

/**
 * The browser may hold a subscription the server lost (a restored database, a device registered before a reset):
 * each load sends it again, which the server stores once per endpoint. Signed out, the server refuses and nothing
 * changes, so a failure is only logged.
 */
export async function resyncPushOnThisDevice(registration: ServiceWorkerRegistration): Promise<void> {
  try {
    if (!("PushManager" in window)) return;
    const subscription = await registration.pushManager.getSubscription();
    if (!subscription) return;
    await subscribePush(subscription.toJSON() as PushSubscriptionInput);
  } catch (error) {
    console.warn("Could not re-send this device's push subscription", error);
  }
}
