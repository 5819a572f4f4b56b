import { apiFetch } from "@/lib/api-client";
import { useFeedMutation } from "@/features/notifications/api/update-feed";

export function markNotificationRead(id: number): Promise<unknown> {
  return apiFetch(`/api/notifications/${id}/read`, { method: "POST" });
}

export function useMarkNotificationRead() {
  return useFeedMutation(
    markNotificationRead,
    (feed, id: number) => {
      const target = feed.items.find((item) => item.id === id);
      if (!target || target.read) return feed;
      return {
        items: feed.items.map((item) => (item.id === id ? { ...item, read: true } : item)),
        unreadCount: Math.max(0, feed.unreadCount - 1),
      };
    },
    "positions:feed.markReadFailed",
  );
}
