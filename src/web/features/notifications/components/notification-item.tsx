import { Check } from "lucide-react";
import { Link } from "react-router";
import type { NotificationItem as Item } from "@shared/notifications";
import { CHANGE_LABELS } from "@shared/position-changes";
import { positionPagePath } from "@shared/pages";
import { CLOSED_BEFORE_RELEASE_LABEL } from "@shared/release-notice";
import type { NotifyingEventType } from "@shared/ws-events";
import { Button, buttonVariants } from "@/components/ui/button";
import { PopoverClose } from "@/components/ui/popover";
import { cn } from "@/lib/cn";
import { useDateFormat } from "@/lib/display-time-zone";
import { DirectionBadge, RiskBadge, StatusBadge } from "@/components/trading/position-badges";

/** How an item stored before its change was recorded is named. */
const TYPE_LABELS: Record<NotifyingEventType, string> = {
  position_added: "New signal",
  position_updated: "Trade update",
  position_status_changed: "Trade ended",
};

function labelOf(item: Item): string {
  if (item.closedBeforeRelease) return CLOSED_BEFORE_RELEASE_LABEL;
  return item.change ? CHANGE_LABELS[item.change] : TYPE_LABELS[item.type];
}

interface Props {
  item: Item;
  onMarkRead: (id: number) => void;
}

/**
 * Notification item: what happened, the message, the time, the position's asset, direction and risk, read state, and
 * the way to the position it is about (its details on the dashboard; opening it marks the item read).
 */
export function NotificationItem({ item, onMarkRead }: Props) {
  const { position } = item;
  const dates = useDateFormat();
  return (
    <li className={cn("flex gap-3 border-b px-4 py-3 last:border-b-0", !item.read && "bg-accent/40")}>
      <span
        aria-hidden
        className={cn("mt-1.5 size-2 shrink-0 rounded-full", item.read ? "bg-transparent" : "bg-gain")}
      />
      <div className="flex min-w-0 flex-1 flex-col gap-1.5">
        <div className="flex items-baseline justify-between gap-2">
          <p className="text-xs font-semibold tracking-wide text-muted-foreground uppercase">
            {labelOf(item)}
            {!item.read && <span className="sr-only"> (unread)</span>}
          </p>
          <time dateTime={item.timestamp} className="shrink-0 text-xs text-muted-foreground">
            {dates.dateTime(item.timestamp)}
          </time>
        </div>
        <p className="text-sm break-words">{item.message}</p>
        <div className="flex flex-wrap items-center gap-1.5">
          <span className="text-sm font-semibold">{position.asset}</span>
          <DirectionBadge direction={position.direction} />
          <RiskBadge riskLevel={position.riskLevel} />
          {position.status !== "active" && <StatusBadge status={position.status} />}
          <PopoverClose asChild>
            <Link
              to={positionPagePath(position.id)}
              className={cn(buttonVariants({ variant: "link", size: "sm" }), "ml-auto h-auto px-0")}
              aria-label={`View ${position.asset}`}
              onClick={() => !item.read && onMarkRead(item.id)}
            >
              View
            </Link>
          </PopoverClose>
        </div>
      </div>
      {!item.read && (
        <Button
          variant="ghost"
          size="icon"
          className="-mr-2 size-9 shrink-0 self-center text-muted-foreground"
          aria-label={`Mark read: ${item.message}`}
          onClick={() => onMarkRead(item.id)}
        >
          <Check aria-hidden />
        </Button>
      )}
    </li>
  );
}
