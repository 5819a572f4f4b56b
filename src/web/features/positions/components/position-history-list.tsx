import {
  ASSET_CLASSES,
  type AssetClass,
  type FieldChange,
  type HistoryAction,
  type HistoryEntry,
  type Position,
  type TrackedField,
  assetClassName,
} from "@shared/positions";
import { formatPnl, formatPrice, type Instrument, NO_VALUE } from "@shared/format";
import { Skeleton } from "@/components/ui/skeleton";
import { usePositionHistory } from "@/features/positions/api/get-position-history";
import { useDateFormat } from "@/lib/display-time-zone";

const ACTIONS: Record<HistoryAction, string> = {
  created: "Created",
  edited: "Updated",
  published: "Published",
  closed: "Closed",
  reopened: "Reopened",
  deleted: "Deleted",
};

const FIELDS: Record<TrackedField, string> = {
  asset: "Asset",
  assetClass: "Asset class",
  direction: "Direction",
  entryPrice: "Entry",
  currentPrice: "Current",
  targetPrice: "Target",
  stopLoss: "Stop loss",
  exitPrice: "Exit",
  pnl: "P&L",
  commentary: "Commentary",
  riskLevel: "Risk level",
  status: "Status",
};

function formatValue(field: TrackedField, value: FieldChange["after"], instrument: Instrument): string {
  if (value === null) return NO_VALUE;
  if (typeof value === "number") return field === "pnl" ? formatPnl(value) : formatPrice(value, instrument);
  if (field === "assetClass" && isAssetClass(value)) return assetClassName(value);
  if (field === "direction" || field === "status") return value.toUpperCase();
  if (field === "riskLevel") return value.charAt(0).toUpperCase() + value.slice(1);
  return value;
}

const isAssetClass = (value: string): value is AssetClass => (ASSET_CLASSES as readonly string[]).includes(value);

interface ChangeLineProps {
  field: TrackedField;
  change: FieldChange;
  instrument: Instrument;
}

function ChangeLine({ field, change, instrument }: ChangeLineProps) {
  return (
    <li className="break-words">
      <span className="text-muted-foreground">{FIELDS[field]}: </span>
      {change.before !== null && (
        <>
          <span className="tabular line-through decoration-muted-foreground">
            {formatValue(field, change.before, instrument)}
          </span>
          {" → "}
        </>
      )}
      <span className="tabular font-medium">{formatValue(field, change.after, instrument)}</span>
    </li>
  );
}

function HistoryItem({ entry, instrument }: { entry: HistoryEntry; instrument: Instrument }) {
  const dates = useDateFormat();
  const changes = Object.entries(entry.changes) as [TrackedField, FieldChange][];
  return (
    <li className="relative border-l border-border pb-4 pl-4 last:pb-0">
      <span aria-hidden className="absolute top-1.5 -left-[5px] size-2.5 rounded-full bg-gain" />
      <p className="text-sm font-semibold">
        {ACTIONS[entry.action]}
        <time dateTime={entry.at} className="ml-2 font-normal text-muted-foreground">
          {dates.dateTime(entry.at)}
        </time>
      </p>
      {entry.actorName && <p className="text-xs text-muted-foreground">by {entry.actorName}</p>}
      {changes.length > 0 && (
        <ul className="mt-1 flex flex-col gap-0.5 text-sm">
          {changes.map(([field, change]) => (
            <ChangeLine key={field} field={field} change={change} instrument={instrument} />
          ))}
        </ul>
      )}
    </li>
  );
}

/**
 * docs/product.md#history: what was published when, and what changed since, oldest first. Prices read with the
 * position's instrument as it is now.
 */
export function PositionHistoryList({ position }: { position: Position }) {
  const history = usePositionHistory(position.id);
  if (history.isPending) return <Skeleton className="h-24 w-full" />;
  if (history.isError) return <p className="text-sm text-destructive-text">The history could not be loaded.</p>;
  return (
    <ol aria-label="Position history" className="flex flex-col">
      {history.data.map((entry) => (
        <HistoryItem key={entry.id} entry={entry} instrument={position} />
      ))}
    </ol>
  );
}
