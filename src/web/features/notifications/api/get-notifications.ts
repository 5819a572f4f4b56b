import { queryOptions, useQuery } from "@tanstack/react-query";
import { notificationFeedSchema, type NotificationFeed } from "@shared/notifications";
import { apiFetch } from "@/lib/api-client";
import { notificationsKeys } from "@/features/notifications/api/query-keys";

/** docs/product.md#notifications: the member's feed as the server keeps it, the 50 newest first, with the unread count. */
export function getNotifications(): Promise<NotificationFeed> {
  return apiFetch("/api/notifications", { schema: notificationFeedSchema });
}

export function notificationsQueryOptions() {
  return queryOptions({ queryKey: notificationsKeys.feed(), queryFn: getNotifications });
}

export function useNotifications(enabled = true) {
  return useQuery({ ...notificationsQueryOptions(), enabled });
}
