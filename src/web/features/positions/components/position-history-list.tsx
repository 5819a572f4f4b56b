import type { Position } from "@shared/positions";
import type { TradeEventEntry, TradeEventType } from "@shared/trade-lifecycle";
import { Skeleton } from "@/components/ui/skeleton";
import { usePositionHistory } from "@/features/positions/api/get-position-history";
import { cn } from "@/lib/cn";
import { useDateFormat } from "@/lib/display-time-zone";

const EVENT_NAMES: Record<TradeEventType, string> = {
  opened: "Published",
  target_hit: "Target hit",
  partial_close: "Partly closed",
  stop_moved: "Stop moved",
  target_changed: "Target moved",
  note: "Update",
  closed: "Closed",
  close_corrected: "Exit corrected",
  cancelled: "Cancelled",
  voided: "Voided",
  plan_corrected: "Corrected",
};

const DOT: Partial<Record<TradeEventType, string>> = {
  target_hit: "bg-gain",
  partial_close: "bg-gain",
  closed: "bg-foreground",
  voided: "bg-loss",
  cancelled: "bg-warning",
};

function HistoryItem({ entry }: { entry: TradeEventEntry }) {
  const dates = useDateFormat();
  return (
    <li className="relative border-l border-border pb-4 pl-4 last:pb-0">
      <span
        aria-hidden
        className={cn("absolute top-1.5 -left-[5px] size-2.5 rounded-full", DOT[entry.type] ?? "bg-info")}
      />
      <p className="text-sm font-semibold">
        {EVENT_NAMES[entry.type]}
        <time dateTime={entry.at} className="ml-2 font-normal text-muted-foreground">
          {dates.dateTime(entry.at)}
        </time>
      </p>
      {/* A note is shown whole here; its feed item carries the opening words only. */}
      <p className="text-sm break-words whitespace-pre-line">{entry.type === "note" ? entry.text : entry.message}</p>
      {entry.actorName && <p className="text-xs text-muted-foreground">by {entry.actorName}</p>}
    </li>
  );
}

/**
 * docs/product.md#history: the position's events, oldest first, each in the same words as the notification it made
 * and with its time; admins also see who reported it.
 */
export function PositionHistoryList({ position }: { position: Position }) {
  const history = usePositionHistory(position.id);
  if (history.isPending) return <Skeleton className="h-24 w-full" />;
  if (history.isError) return <p className="text-sm text-destructive-text">The history could not be loaded.</p>;
  if (history.data.length === 0) return <p className="text-sm text-muted-foreground">Nothing published yet.</p>;
  return (
    <ol aria-label="Position history" className="flex flex-col">
      {history.data.map((entry) => (
        <HistoryItem key={entry.id} entry={entry} />
      ))}
    </ol>
  );
}
