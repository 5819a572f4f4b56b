import { vapidPublicKeySchema } from "@shared/notifications";
import { apiFetch } from "@/lib/api-client";

/** The server's VAPID public key, which a push subscription must name. */
export async function getVapidPublicKey(): Promise<string> {
  const { publicKey } = await apiFetch("/api/notifications/vapid-public-key", { schema: vapidPublicKeySchema });
  return publicKey;
}
