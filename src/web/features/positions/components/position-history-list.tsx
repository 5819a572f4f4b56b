import type { Position } from "@shared/positions";
import { sayTradeEvent } from "@shared/trade-event-words";
import type { TradeEventEntry, TradeEventType } from "@shared/trade-lifecycle";
import { Skeleton } from "@/components/ui/skeleton";
import { usePositionHistory } from "@/features/positions/api/get-position-history";
import { cn } from "@/lib/cn";
import { useDateFormat } from "@/lib/display-time-zone";
import { useT } from "@/lib/i18n";

const EVENT_NAMES: Record<TradeEventType, string> = {
  opened: "positions:event.opened",
  target_hit: "positions:event.targetHit",
  partial_close: "positions:event.partialClose",
  stop_moved: "positions:event.stopMoved",
  target_changed: "positions:event.targetChanged",
  note: "positions:event.note",
  closed: "positions:event.closed",
  close_corrected: "positions:event.closeCorrected",
  cancelled: "positions:event.cancelled",
  voided: "positions:event.voided",
  plan_corrected: "positions:event.planCorrected",
};

const DOT: Partial<Record<TradeEventType, string>> = {
  target_hit: "bg-gain",
  partial_close: "bg-gain",
  closed: "bg-foreground",
  voided: "bg-loss",
  cancelled: "bg-warning",
};

function HistoryItem({ entry }: { entry: TradeEventEntry }) {
  const { t, language } = useT();
  // A note is shown whole here; its feed item carries the opening words only. Any other event in the reader's words.
  const message =
    entry.type === "note" ? entry.text : entry.words ? sayTradeEvent(t, language, entry.words) : entry.message;
  const dates = useDateFormat();
  return (
    <li className="relative border-s border-border ps-4 pb-4 last:pb-0">
      <span
        aria-hidden
        className={cn("absolute -start-[5px] top-1.5 size-2.5 rounded-full", DOT[entry.type] ?? "bg-info")}
      />
      <p className="text-sm font-semibold">
        {t(EVENT_NAMES[entry.type])}
        <time dateTime={entry.at} className="ms-2 font-normal text-muted-foreground">
          {dates.dateTime(entry.at)}
        </time>
      </p>
      <p className="text-sm break-words whitespace-pre-line">{message}</p>
      {entry.actorName && (
        <p className="text-xs text-muted-foreground">{t("positions:history.by", { name: entry.actorName })}</p>
      )}
    </li>
  );
}

/**
 * docs/product.md#history: the position's events, oldest first, each in the same words as the notification it made
 * and with its time; admins also see who reported it.
 */
export function PositionHistoryList({ position }: { position: Position }) {
  const { t } = useT();
  const history = usePositionHistory(position.id);
  if (history.isPending) return <Skeleton className="h-24 w-full" />;
  if (history.isError) return <p className="text-sm text-destructive-text">{t("positions:history.loadFailed")}</p>;
  if (history.data.length === 0) return <p className="text-sm text-muted-foreground">{t("positions:history.empty")}</p>;
  return (
    <ol aria-label={t("positions:history.label")} className="flex flex-col">
      {history.data.map((entry) => (
        <HistoryItem key={entry.id} entry={entry} />
      ))}
    </ol>
  );
}
