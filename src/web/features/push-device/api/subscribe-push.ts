import type { PushSubscriptionInput } from "@shared/notifications";
import { apiFetch } from "@/lib/api-client";

/** The browser's subscription, sent as {subscription}; a non-ok answer is a failure. */
export function subscribePush(subscription: PushSubscriptionInput): Promise<unknown> {
  return apiFetch("/api/notifications/subscribe", { method: "POST", body: { subscription } });
}
