import { unsubscribePush } from "@/features/push-device/api/unsubscribe-push";

/**
 * Signing out stops this device's pushes: the server forgets the endpoint while the session still allows it, then
 * the browser drops the subscription, so the next person on this device gets none of the last member's signals.
 * Never blocks the sign-out: a failure is only logged.
 */
export async function forgetPushOnThisDevice(): Promise<void> {
  try {
    if (!("serviceWorker" in navigator) || !("PushManager" in window)) return;
    const registration = await navigator.serviceWorker.getRegistration();
    const subscription = await registration?.pushManager.getSubscription();
    if (!subscription) return;
    await unsubscribePush(subscription.endpoint).catch((error: unknown) => {
      console.warn("The server could not forget this device's push subscription", error);
    });
    await subscription.unsubscribe();
  } catch (error) {
    console.warn("Could not drop this device's push subscription", error);
  }
}
