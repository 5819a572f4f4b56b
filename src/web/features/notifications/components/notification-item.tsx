import { Check } from "lucide-react";
import { Link } from "react-router";
import type { NotificationItem as Item } from "@shared/notifications";
import type { PositionChange } from "@shared/position-changes";
import { positionPagePath } from "@shared/pages";
import { sayTradeEvent } from "@shared/trade-event-words";
import type { NotifyingEventType } from "@shared/ws-events";
import { Button, buttonVariants } from "@/components/ui/button";
import { PopoverClose } from "@/components/ui/popover";
import { cn } from "@/lib/cn";
import { useDateFormat } from "@/lib/display-time-zone";
import { useT } from "@/lib/i18n";
import { DirectionBadge, RiskBadge, StatusBadge } from "@/components/trading/position-badges";

/** How an item stored before its change was recorded is named. */
const TYPE_LABELS: Record<NotifyingEventType, string> = {
  position_added: "positions:change.opened",
  position_updated: "positions:change.updated",
  position_status_changed: "positions:change.ended",
};

/** What a change is called on its item (the words of `CHANGE_LABELS`, in the page's language). */
const CHANGE_TEXT: Record<PositionChange, string> = {
  opened: "positions:change.opened",
  target_hit: "positions:change.targetHit",
  partial_close: "positions:change.partialClose",
  stop_moved: "positions:change.stopMoved",
  target_changed: "positions:change.targetChanged",
  note: "positions:change.note",
  closed: "positions:change.closed",
  close_corrected: "positions:change.closeCorrected",
  cancelled: "positions:change.cancelled",
  voided: "positions:change.voided",
  plan_corrected: "positions:change.planCorrected",
};

function labelOf(item: Item): string {
  if (item.closedBeforeRelease) return "positions:change.closedBeforeRelease";
  return item.change ? CHANGE_TEXT[item.change] : TYPE_LABELS[item.type];
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
  const { t, language } = useT();
  const { position } = item;
  const dates = useDateFormat();
  // A trade event in the reader's language; a release notice, or an item stored before its words, as stored.
  const message = item.words ? sayTradeEvent(t, language, item.words) : item.message;
  return (
    <li className={cn("flex gap-3 border-b px-4 py-3 last:border-b-0", !item.read && "bg-accent/40")}>
      <span
        aria-hidden
        className={cn("mt-1.5 size-2 shrink-0 rounded-full", item.read ? "bg-transparent" : "bg-gain")}
      />
      <div className="flex min-w-0 flex-1 flex-col gap-1.5">
        <div className="flex items-baseline justify-between gap-2">
          <p className="text-xs font-semibold tracking-wide text-muted-foreground uppercase">
            {t(labelOf(item))}
            {!item.read && <span className="sr-only"> {t("positions:feed.unread")}</span>}
          </p>
          <time dateTime={item.timestamp} className="shrink-0 text-xs text-muted-foreground">
            {dates.dateTime(item.timestamp)}
          </time>
        </div>
        <p className="text-sm break-words">{message}</p>
        <div className="flex flex-wrap items-center gap-1.5">
          <span className="text-sm font-semibold">{position.asset}</span>
          <DirectionBadge direction={position.direction} />
          <RiskBadge riskLevel={position.riskLevel} />
          {position.status !== "active" && <StatusBadge status={position.status} />}
          <PopoverClose asChild>
            <Link
              to={positionPagePath(position.id)}
              className={cn(buttonVariants({ variant: "link", size: "sm" }), "ms-auto h-auto px-0")}
              aria-label={t("positions:feed.viewAsset", { asset: position.asset })}
              onClick={() => !item.read && onMarkRead(item.id)}
            >
              {t("positions:toast.view")}
            </Link>
          </PopoverClose>
        </div>
      </div>
      {!item.read && (
        <Button
          variant="ghost"
          size="icon"
          className="-me-2 size-9 shrink-0 self-center text-muted-foreground"
          aria-label={t("positions:feed.markRead", { message })}
          onClick={() => onMarkRead(item.id)}
        >
          <Check aria-hidden />
        </Button>
      )}
    </li>
  );
}
