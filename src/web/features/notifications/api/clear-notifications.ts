import { apiFetch } from "@/lib/api-client";
import { useFeedMutation } from "@/features/notifications/api/update-feed";

export function clearNotifications(): Promise<unknown> {
  return apiFetch("/api/notifications", { method: "DELETE" });
}

export function useClearNotifications() {
  return useFeedMutation(clearNotifications, () => ({ items: [], unreadCount: 0 }), "positions:feed.clearFailed");
}
