import { FileText } from "lucide-react";
import { useEffect } from "react";
import { type Position, assetClassName } from "@shared/positions";
import { Button } from "@/components/ui/button";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from "@/components/ui/dialog";
import { useRecordView } from "@/features/positions/api/record-view";
import { useViewedDialog } from "@/features/positions/hooks/use-viewed-dialog";
import { DirectionBadge, RiskBadge, StatusBadge } from "@/components/trading/position-badges";
import { PositionHistoryList } from "@/features/positions/components/position-history-list";
import { PriceGrid } from "@/features/positions/components/price-grid";
import { RiskRewardSummary } from "@/features/positions/components/risk-reward-summary";
import { useDateFormat } from "@/lib/display-time-zone";

/** The record itself: when it was opened and closed (the zone named: docs/product.md#time-zone), prices, history. */
function PositionDetailsContent({ position, open }: { position: Position; open: boolean }) {
  const dates = useDateFormat();
  return (
    <DialogContent className="max-w-2xl">
      <DialogHeader>
        <DialogTitle>
          {position.asset} {position.direction.toUpperCase()}
        </DialogTitle>
        <DialogDescription>
          {assetClassName(position.assetClass)}
          {position.publishedAt && ` · opened ${dates.dateTimeWithZone(position.publishedAt)}`}
          {position.closedAt && ` · closed ${dates.dateTimeWithZone(position.closedAt)}`}
        </DialogDescription>
      </DialogHeader>
      <div className="flex flex-wrap gap-2">
        <DirectionBadge direction={position.direction} />
        <StatusBadge status={position.status} />
        <RiskBadge riskLevel={position.riskLevel} />
      </div>
      <PriceGrid position={position} oneRowFrom="sm" className="rounded-lg border bg-muted/40 p-4" />
      <RiskRewardSummary position={position} />
      {position.commentary && (
        <section aria-labelledby={`commentary-${position.id}`} className="flex flex-col gap-1">
          <h3 id={`commentary-${position.id}`} className="text-sm font-semibold">
            Commentary
          </h3>
          <p className="text-sm whitespace-pre-line text-muted-foreground">{position.commentary}</p>
        </section>
      )}
      <section aria-labelledby={`history-${position.id}`} className="flex flex-col gap-2">
        <h3 id={`history-${position.id}`} className="text-sm font-semibold">
          History
        </h3>
        {open && <PositionHistoryList position={position} />}
      </section>
    </DialogContent>
  );
}

/** docs/product.md#following: "Details" opens the full record with its history. */
export function PositionDetailsDialog({ position, buttonClassName }: { position: Position; buttonClassName?: string }) {
  const { open, onOpenChange } = useViewedDialog(position.id, "details");

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogTrigger asChild>
        <Button variant="outline" size="sm" className={buttonClassName}>
          <FileText aria-hidden />
          Details
        </Button>
      </DialogTrigger>
      <PositionDetailsContent position={position} open={open} />
    </Dialog>
  );
}

/**
 * A position's details opened by a link to it (a feed item, a toast, a push: docs/product.md#notifications), with no
 * button of their own; closing them is `onClose`. Opening counts as a view, as "Details" does.
 */
export function LinkedPositionDetails({ position, onClose }: { position: Position; onClose: () => void }) {
  const { mutate: recordView } = useRecordView();
  useEffect(() => {
    recordView({ id: position.id, kind: "details" });
  }, [position.id, recordView]);
  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <PositionDetailsContent position={position} open />
    </Dialog>
  );
}
