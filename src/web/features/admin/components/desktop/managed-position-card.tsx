import { Eye, Pencil, Trash2 } from "lucide-react";
import { formatPrice } from "@shared/format";
import { type Position, assetClassName } from "@shared/positions";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { DirectionBadge, StatusBadge } from "@/components/trading/position-badges";
import { PnlValue } from "@/components/trading/pnl-value";

interface ManagedPositionCardProps {
  position: Position;
  /** Measured views in the last 30 days, known for the most viewed positions only (docs/product.md#metrics). */
  views: number | undefined;
  onEdit: () => void;
  onDelete: () => void;
}

/** A position as the admin manages it on the desktop panel: its levels, views and the edit and delete actions. */
export function ManagedPositionCard({ position, views, onEdit, onDelete }: ManagedPositionCardProps) {
  const closed = position.status === "closed";
  return (
    <Card className="flex h-full flex-col gap-3 p-4">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="flex flex-col">
          <h3 className="text-base font-semibold">{position.asset}</h3>
          <span className="text-xs text-muted-foreground">{assetClassName(position.assetClass)}</span>
        </div>
        <div className="flex flex-wrap items-center gap-2">
          <DirectionBadge direction={position.direction} />
          <StatusBadge status={position.status} />
        </div>
      </div>
      {position.commentary && <p className="line-clamp-3 text-sm text-muted-foreground">{position.commentary}</p>}
      <dl className="grid grid-cols-3 gap-2 text-sm">
        <div>
          <dt className="text-xs text-muted-foreground">Entry</dt>
          <dd className="tabular font-semibold">{formatPrice(position.entryPrice, position)}</dd>
        </div>
        <div>
          <dt className="text-xs text-muted-foreground">Exit</dt>
          <dd className="tabular font-semibold">{formatPrice(position.exitPrice, position)}</dd>
        </div>
        {closed && (
          <div>
            <dt className="text-xs text-muted-foreground">P&L</dt>
            <dd className="tabular font-semibold">
              <PnlValue value={position.pnl} />
            </dd>
          </div>
        )}
      </dl>
      <div className="mt-auto flex flex-wrap items-center justify-between gap-2">
        {views !== undefined ? (
          <span className="flex items-center gap-1 text-xs text-muted-foreground">
            <Eye className="size-3.5" aria-hidden />
            {views} {views === 1 ? "view" : "views"} in 30 days
          </span>
        ) : (
          <span />
        )}
        <div className="flex gap-2">
          <Button size="sm" variant="outline" onClick={onEdit} aria-label={`Edit ${position.asset}`}>
            <Pencil aria-hidden />
            Edit
          </Button>
          <Button
            size="sm"
            variant="outline"
            className="text-loss hover:text-loss"
            onClick={onDelete}
            aria-label={`Delete ${position.asset}`}
          >
            <Trash2 aria-hidden />
            Delete
          </Button>
        </div>
      </div>
    </Card>
  );
}
