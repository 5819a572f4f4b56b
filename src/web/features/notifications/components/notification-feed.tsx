import { BellRing } from "lucide-react";
import type { NotificationFeed as Feed } from "@shared/notifications";
import { Button } from "@/components/ui/button";
import { Spinner } from "@/components/ui/spinner";
import { useMarkAllNotificationsRead } from "@/features/notifications/api/mark-all-notifications-read";
import { useMarkNotificationRead } from "@/features/notifications/api/mark-notification-read";
import { ConnectionErrorBanner } from "@/features/notifications/components/connection-error-banner";
import { LiveStatus } from "@/features/notifications/components/live-status";
import { NotificationItem } from "@/features/notifications/components/notification-item";
import { useT } from "@/lib/i18n";

interface Props {
  titleId: string;
  feed: Feed | undefined;
  isError: boolean;
  /** "Clear" was pressed: the bell asks first (ClearFeedDialog). */
  onClear: () => void;
}

/**
 * Notification feed: newest first, each item opening its position; mark one or all read, clear (after asking);
 * the connection's state on top.
 */
export function NotificationFeed({ titleId, feed, isError, onClear }: Props) {
  const { t } = useT();
  const markRead = useMarkNotificationRead();
  const markAllRead = useMarkAllNotificationsRead();
  const items = feed?.items ?? [];

  return (
    <div className="flex max-h-[min(36rem,calc(100dvh-6rem))] flex-col">
      <div className="flex items-center justify-between gap-2 border-b px-4 py-3">
        <h2 id={titleId} className="text-base font-semibold">
          {t("positions:feed.title")}
        </h2>
        <LiveStatus />
      </div>
      <div className="px-4 pt-3 empty:hidden">
        <ConnectionErrorBanner />
      </div>
      {items.length > 0 && (
        <div className="flex items-center justify-between gap-2 border-b px-2 py-1">
          <Button
            variant="ghost"
            size="sm"
            disabled={feed?.unreadCount === 0}
            onClick={() => markAllRead.mutate(undefined)}
          >
            {t("positions:feed.markAllRead")}
          </Button>
          <Button variant="ghost" size="sm" onClick={onClear}>
            {t("positions:feed.clear")}
          </Button>
        </div>
      )}
      <div className="min-h-0 flex-1 overflow-y-auto overscroll-contain">
        {feed === undefined && !isError ? (
          <div className="flex justify-center p-6">
            <Spinner label={t("positions:feed.loading")} />
          </div>
        ) : isError && feed === undefined ? (
          <p className="p-6 text-center text-sm text-muted-foreground">{t("positions:feed.loadFailed")}</p>
        ) : items.length === 0 ? (
          <div className="flex flex-col items-center gap-2 p-8 text-center">
            <BellRing aria-hidden className="size-6 text-muted-foreground" />
            <p className="text-sm font-medium">{t("positions:feed.emptyTitle")}</p>
            <p className="text-sm text-muted-foreground">{t("positions:feed.emptyText")}</p>
          </div>
        ) : (
          <ul aria-label={t("positions:feed.listLabel")}>
            {items.map((item) => (
              <NotificationItem key={item.id} item={item} onMarkRead={(id) => markRead.mutate(id)} />
            ))}
          </ul>
        )}
      </div>
    </div>
  );
}
