import { NotificationBell } from "@/features/notifications/components/notification-bell";
import { NotificationsErrorBoundary } from "@/features/notifications/components/notifications-error-boundary";

/** The header's notification slot for non-admins, fenced so a failure stays in it. */
export function HeaderNotifications() {
  return (
    <NotificationsErrorBoundary compact>
      <NotificationBell />
    </NotificationsErrorBoundary>
  );
}
