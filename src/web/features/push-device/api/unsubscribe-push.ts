import { apiFetch } from "@/lib/api-client";

/** Tells the server to stop pushing to this device; only the endpoint matters. */
export function unsubscribePush(endpoint: string): Promise<unknown> {
  return apiFetch("/api/notifications/unsubscribe", { method: "POST", body: { subscription: { endpoint } } });
}
