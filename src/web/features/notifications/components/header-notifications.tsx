import { NotificationBell } from "@/features/notifications/components/notification-bell";
import { NotificationsErrorBoundary } from "@/features/notifications/components/notifications-error-boundary";

/** The header slot of issue 3 (spec §2's extra component for non-admins), fenced so a failure stays in it. */
export function HeaderNotifications() {
  return (
    <NotificationsErrorBoundary compact>
      <NotificationBell />
    </NotificationsErrorBoundary>
  );
}
