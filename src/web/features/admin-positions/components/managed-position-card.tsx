import { Eye, Pencil, Send, Trash2, WifiOff } from "lucide-react";
import { formatDate } from "@shared/format";
import { type Position, assetClassName } from "@shared/positions";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { DirectionBadge, RiskBadge, StatusBadge } from "@/components/trading/position-badges";
import { useIsUntracked } from "@/features/admin-positions/api/get-untracked-positions";
import { TradeActions } from "@/features/admin-positions/components/trade-actions";
import { usePublishDraft } from "@/features/admin-positions/hooks/use-publish-draft";
import { PositionDetailsDialog } from "@/features/positions/components/position-details-dialog";
import { TargetList, TradeLevels, TradeResult } from "@/features/positions/components/trade-levels";

interface ManagedPositionCardProps {
  position: Position;
  /** Measured views in the last 30 days, known for the most viewed positions only (docs/product.md#metrics). */
  views?: number;
  onEdit: () => void;
  onDelete: () => void;
}

/**
 * A position as the admin manages it, on either panel: what members see of it, and what can happen to it. A draft is
 * marked as one and offers Publish; an open trade offers its actions (docs/product.md#lifecycle); Details shows its
 * timeline with who reported each step.
 */
export function ManagedPositionCard({ position, views, onEdit, onDelete }: ManagedPositionCardProps) {
  const { publish, isPublishing } = usePublishDraft();
  const draft = position.status === "planning";
  const since = position.closedAt ?? position.publishedAt ?? position.createdAt;
  const untracked = useIsUntracked(position.id) && position.status === "active";
  return (
    <Card
      className={
        draft ? "flex h-full flex-col gap-3 border-dashed border-warning/60 p-4" : "flex h-full flex-col gap-3 p-4"
      }
    >
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="flex min-w-0 flex-col">
          <h3 className="truncate text-base font-semibold">{position.asset}</h3>
          <span className="text-xs text-muted-foreground">
            {assetClassName(position.assetClass)} · {draft ? "saved" : position.closedAt ? "closed" : "since"}{" "}
            <time dateTime={since}>{formatDate(since)}</time>
          </span>
        </div>
        <div className="flex flex-wrap items-center gap-1.5">
          <DirectionBadge direction={position.direction} />
          <StatusBadge status={position.status} outcome={position.outcome} />
          <RiskBadge riskLevel={position.riskLevel} />
          {untracked && (
            <Badge variant="warning">
              <WifiOff aria-hidden />
              not tracked by the price feed
            </Badge>
          )}
        </div>
      </div>
      {draft && <p className="text-sm text-warning">Draft: members do not see it until you publish it.</p>}
      <TradeResult position={position} />
      <TradeLevels position={position} />
      <TargetList position={position} />
      {position.commentary && <p className="line-clamp-3 text-sm text-muted-foreground">{position.commentary}</p>}
      <TradeActions position={position} />
      <div className="mt-auto flex flex-wrap items-center justify-between gap-2 border-t pt-3">
        {views !== undefined ? (
          <span className="flex items-center gap-1 text-xs text-muted-foreground">
            <Eye className="size-3.5" aria-hidden />
            {views} {views === 1 ? "view" : "views"} in 30 days
          </span>
        ) : (
          <span />
        )}
        <div className="flex gap-2">
          {draft && (
            <Button
              size="sm"
              disabled={isPublishing}
              onClick={() => publish(position)}
              aria-label={`Publish ${position.asset}`}
            >
              <Send aria-hidden />
              Publish
            </Button>
          )}
          {!draft && <PositionDetailsDialog position={position} />}
          <Button size="sm" variant="outline" onClick={onEdit} aria-label={`Edit ${position.asset}`}>
            <Pencil aria-hidden />
            Edit
          </Button>
          {/* A published position stays in the track record: it can be voided, never deleted (docs/product.md#track-record). */}
          {draft && (
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
          )}
        </div>
      </div>
    </Card>
  );
}
