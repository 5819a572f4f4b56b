import type { Position } from "@shared/positions";
import type { TradeEventEntry, TradeEventType } from "@shared/trade-lifecycle";
import { formatDateTime } from "@shared/format";
import { Skeleton } from "@/components/ui/skeleton";
import { usePositionHistory } from "@/features/positions/api/get-position-history";

const TITLES: Record<TradeEventType, string> = {
  opened: "Opened",
  target_hit: "Target hit",
  partial_close: "Partly closed",
  stop_moved: "Stop moved",
  target_changed: "Target moved",
  note: "Update",
  closed: "Closed",
  close_corrected: "Exit corrected",
  cancelled: "Cancelled",
  voided: "Voided",
};

function HistoryItem({ entry }: { entry: TradeEventEntry }) {
  return (
    <li className="relative border-l border-border pb-4 pl-4 last:pb-0">
      <span aria-hidden className="absolute top-1.5 -left-[5px] size-2.5 rounded-full bg-gain" />
      <p className="text-sm font-semibold">
        {TITLES[entry.type]}
        <time dateTime={entry.at} className="ml-2 font-normal text-muted-foreground">
          {formatDateTime(entry.at)}
        </time>
      </p>
      {entry.actorName && <p className="text-xs text-muted-foreground">by {entry.actorName}</p>}
      <p className="mt-1 text-sm break-words">{entry.message}</p>
    </li>
  );
}

/** docs/product.md#history: the position's events, oldest first, each in the words of its notification. */
export function PositionHistoryList({ position }: { position: Position }) {
  const history = usePositionHistory(position.id);
  if (history.isPending) return <Skeleton className="h-24 w-full" />;
  if (history.isError) return <p className="text-sm text-destructive-text">The history could not be loaded.</p>;
  return (
    <ol aria-label="Position history" className="flex flex-col">
      {history.data.map((entry) => (
        <HistoryItem key={entry.id} entry={entry} />
      ))}
    </ol>
  );
}
