import { ConnectionErrorBanner } from "@/features/notifications/components/connection-error-banner";
import { NotificationsErrorBoundary } from "@/features/notifications/components/notifications-error-boundary";
import { PushCard } from "@/features/notifications/components/push-card";

/** The dashboard's notification pieces: the connection's error banner and the push card. */
export function DashboardNotifications() {
  return (
    <NotificationsErrorBoundary>
      <div className="flex flex-col gap-2 sm:gap-3">
        <ConnectionErrorBanner />
        <PushCard dismissible />
      </div>
    </NotificationsErrorBoundary>
  );
}
