import { FileText } from "lucide-react";
import { useEffect } from "react";
import { useSearchParams } from "react-router";
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
import { useViewedDialog } from "@/features/positions/hooks/use-viewed-dialog";
import { formatDateTime } from "@shared/format";
import { DirectionBadge, RiskBadge, StatusBadge } from "@/components/trading/position-badges";
import { PositionHistoryList } from "@/features/positions/components/position-history-list";
import { PriceGrid } from "@/features/positions/components/price-grid";
import { RiskRewardSummary } from "@/features/positions/components/risk-reward-summary";

/**
 * docs/product.md#following: "Details" opens the full record with its history. A link to the dashboard naming the
 * position (`?position=<id>`, as a signal email's "View the position") opens it at once.
 */
export function PositionDetailsDialog({ position, buttonClassName }: { position: Position; buttonClassName?: string }) {
  const { open, onOpenChange } = useViewedDialog(position.id, "details");
  const [params, setParams] = useSearchParams();
  const linked = params.get("position") === position.id;
  useEffect(() => {
    if (!linked) return;
    onOpenChange(true);
    // Once opened, the link has done its work: closing the dialog does not bring it back.
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.delete("position");
        return next;
      },
      { replace: true },
    );
  }, [linked, onOpenChange, setParams]);

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogTrigger asChild>
        <Button variant="outline" size="sm" className={buttonClassName}>
          <FileText aria-hidden />
          Details
        </Button>
      </DialogTrigger>
      <DialogContent className="max-w-2xl">
        <DialogHeader>
          <DialogTitle>
            {position.asset} {position.direction.toUpperCase()}
          </DialogTitle>
          <DialogDescription>
            {assetClassName(position.assetClass)}
            {position.publishedAt && ` · published ${formatDateTime(position.publishedAt)}`}
            {position.closedAt && ` · closed ${formatDateTime(position.closedAt)}`}
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
    </Dialog>
  );
}
