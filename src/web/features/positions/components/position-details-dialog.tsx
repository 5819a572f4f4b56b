import { FileText } from "lucide-react";
import type { Position } from "@shared/positions";
import { Button } from "@/components/ui/button";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from "@/components/ui/dialog";
import { DirectionBadge, RiskBadge, StatusBadge } from "@/components/trading/position-badges";
import { useViewedDialog } from "@/features/positions/hooks/use-viewed-dialog";
import { PositionHistoryList } from "@/features/positions/components/position-history-list";
import { PositionSizeCalculator } from "@/features/positions/components/position-size-calculator";
import { RiskRewardSummary } from "@/features/positions/components/risk-reward-summary";
import { TargetList, TradeLevels, TradeResult } from "@/features/positions/components/trade-levels";
import { AssetClassName } from "@/components/trading/asset-class-name";
import { useDateFormat } from "@/lib/display-time-zone";
import { useT } from "@/lib/i18n";
import { PositionExtras } from "@/lib/position-extras";

/** The full record: result, levels, targets, risk/reward, commentary and the events as a timeline. */
function PositionDetails({ position, open }: { position: Position; open: boolean }) {
  const { t } = useT();
  const dates = useDateFormat();
  return (
    <DialogContent className="max-w-2xl" closeLabel={t("app:controls.close")}>
      <DialogHeader>
        <DialogTitle>
          {t(position.direction === "long" ? "positions:chart.titleLong" : "positions:chart.titleShort", {
            asset: position.asset,
          })}
        </DialogTitle>
        <DialogDescription>
          <AssetClassName assetClass={position.assetClass} />
          {position.publishedAt &&
            ` · ${t("positions:details.published", { time: dates.dateTimeWithZone(position.publishedAt) })}`}
          {position.closedAt &&
            ` · ${t("positions:details.closed", { time: dates.dateTimeWithZone(position.closedAt) })}`}
        </DialogDescription>
      </DialogHeader>
      <div className="flex flex-wrap gap-2">
        <DirectionBadge direction={position.direction} />
        <StatusBadge status={position.status} outcome={position.outcome} />
        <RiskBadge riskLevel={position.riskLevel} />
      </div>
      <TradeResult position={position} />
      <div className="grid gap-4 rounded-lg border bg-muted/40 p-4 sm:grid-cols-2">
        <TradeLevels position={position} />
        <TargetList position={position} />
      </div>
      <RiskRewardSummary position={position} />
      {position.status === "active" && <PositionSizeCalculator position={position} />}
      <PositionExtras position={position} />
      {position.commentary && (
        <section aria-labelledby={`commentary-${position.id}`} className="flex flex-col gap-1">
          <h3 id={`commentary-${position.id}`} className="text-sm font-semibold">
            {t("positions:details.commentary")}
          </h3>
          <p className="text-sm whitespace-pre-line text-muted-foreground">{position.commentary}</p>
        </section>
      )}
      <section aria-labelledby={`history-${position.id}`} className="flex flex-col gap-2">
        <h3 id={`history-${position.id}`} className="text-sm font-semibold">
          {t("positions:tabs.history")}
        </h3>
        {open && <PositionHistoryList position={position} />}
      </section>
    </DialogContent>
  );
}

/** docs/product.md#following: "Details" opens the full record with its history. */
export function PositionDetailsDialog({ position, buttonClassName }: { position: Position; buttonClassName?: string }) {
  const { t } = useT();
  const { open, onOpenChange } = useViewedDialog(position.id, "details");
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogTrigger asChild>
        <Button variant="outline" size="sm" className={buttonClassName}>
          <FileText aria-hidden />
          {t("positions:details.open")}
        </Button>
      </DialogTrigger>
      <PositionDetails position={position} open={open} />
    </Dialog>
  );
}

/** A position's details opened from elsewhere (a toast, a feed item): open while `onClose` has not been called. */
export function OpenedPositionDetails({ position, onClose }: { position: Position; onClose: () => void }) {
  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <PositionDetails position={position} open />
    </Dialog>
  );
}
