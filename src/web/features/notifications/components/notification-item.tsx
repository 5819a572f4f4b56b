import { Check } from "lucide-react";
import { Link } from "react-router";
import type { NotificationItem as Item } from "@shared/notifications";
import { CHANGE_LABELS } from "@shared/position-changes";
import { positionPageUrl } from "@shared/pwa";
import { Button } from "@/components/ui/button";
import { cn } from "@/lib/cn";
import { useDateFormat } from "@/lib/display-time-zone";
import { DirectionBadge, RiskBadge, StatusBadge } from "@/components/trading/position-badges";

interface Props {
  item: Item;
  onMarkRead: (id: number) => void;
  /** The item was followed to its position: it counts as read. */
  onOpen: (item: Item) => void;
}

/**
 * Notification item: what happened, the message, the time, the position's asset, direction and risk, and read
 * state. The message opens the position's details on the dashboard (docs/product.md#notifications).
 */
export function NotificationItem({ item, onMarkRead, onOpen }: Props) {
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
            {CHANGE_LABELS[item.change]}
            {!item.read && <span className="sr-only"> (unread)</span>}
          </p>
          <time dateTime={item.timestamp} className="shrink-0 text-xs text-muted-foreground">
            {dates.dateTime(item.timestamp)}
          </time>
        </div>
        <Link
          to={positionPageUrl(position.id)}
          onClick={() => onOpen(item)}
          className="text-sm break-words underline-offset-4 hover:underline focus-visible:underline"
        >
          {item.message}
        </Link>
        <div className="flex flex-wrap items-center gap-1.5">
          <span className="text-sm font-semibold">{position.asset}</span>
          <DirectionBadge direction={position.direction} />
          <RiskBadge riskLevel={position.riskLevel} />
          {position.status !== "active" && <StatusBadge status={position.status} />}
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
