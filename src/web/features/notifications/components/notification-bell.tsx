import { Bell } from "lucide-react";
import { useId, useState } from "react";
import { toast } from "sonner";
import { Button } from "@/components/ui/button";
import { Popover, PopoverContent, PopoverTrigger } from "@/components/ui/popover";
import { cn } from "@/lib/cn";
import { useNotifications } from "@/features/notifications/api/get-notifications";
import { ClearFeedDialog } from "@/features/notifications/components/clear-feed-dialog";
import { NotificationFeed } from "@/features/notifications/components/notification-feed";
import { useLiveNotifications } from "@/features/notifications/hooks/use-live-notifications";
import { useConnectionState } from "@/features/notifications/lib/connection-store";
import { unreadBadgeText } from "@/features/notifications/lib/unread-badge";
import { useT } from "@/lib/i18n";

/**
 * Header component for non-admins: the bell with the unread badge, opening the feed. It holds the
 * live connection, so a member gets their toasts on every page, not only on the dashboard.
 */
export function NotificationBell() {
  const { t } = useT();
  useLiveNotifications(true);
  const feed = useNotifications();
  const { connected } = useConnectionState();
  const titleId = useId();
  const [open, setOpen] = useState(false);
  const [confirmingClear, setConfirmingClear] = useState(false);
  const unread = feed.data?.unreadCount ?? 0;
  const badge = unreadBadgeText(unread);
  const liveState = connected ? t("positions:live.live") : t("positions:live.offline");

  return (
    // The open feed lists what the toasts announce; they would only cover its top.
    <Popover
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        if (next) toast.dismiss();
      }}
    >
      <PopoverTrigger asChild>
        <Button
          variant="ghost"
          size="icon"
          className="relative"
          aria-label={
            unread > 0
              ? t("positions:feed.bellLabelUnread", { count: unread, state: liveState })
              : t("positions:feed.bellLabel", { state: liveState })
          }
        >
          <Bell aria-hidden className="size-5!" />
          {badge && (
            <span
              aria-hidden
              className="absolute end-0.5 top-1 flex h-[1.125rem] min-w-[1.125rem] items-center justify-center rounded-full bg-destructive px-1 text-[0.6875rem] leading-none font-bold text-white"
            >
              {badge}
            </span>
          )}
          <span
            aria-hidden
            className={cn(
              "absolute start-2.5 bottom-2 size-2 rounded-full ring-2 ring-background",
              connected ? "bg-gain" : "bg-muted-foreground",
            )}
          />
        </Button>
      </PopoverTrigger>
      <PopoverContent align="end" aria-labelledby={titleId} className="w-[min(24rem,calc(100vw-1rem))] p-0">
        <NotificationFeed
          titleId={titleId}
          feed={feed.data}
          isError={feed.isError}
          onClear={() => {
            setOpen(false);
            setConfirmingClear(true);
          }}
        />
      </PopoverContent>
      <ClearFeedDialog open={confirmingClear} onOpenChange={setConfirmingClear} />
    </Popover>
  );
}
