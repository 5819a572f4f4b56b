import { apiFetch } from "@/lib/api-client";
import { useFeedMutation } from "@/features/notifications/api/update-feed";

export function markAllNotificationsRead(): Promise<unknown> {
  return apiFetch("/api/notifications/read-all", { method: "POST" });
}

export function useMarkAllNotificationsRead() {
  return useFeedMutation(
    markAllNotificationsRead,
    (feed) => ({ items: feed.items.map((item) => ({ ...item, read: true })), unreadCount: 0 }),
    "positions:feed.markAllReadFailed",
  );
}
