import { Star } from "lucide-react";
import type { PositionListItem } from "@shared/positions";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { RiskWarning } from "@/components/risk-warning";
import { useFollowPosition } from "@/features/positions/api/follow-position";
import { ChartDialog } from "@/features/positions/components/chart-dialog";
import { DirectionBadge, RiskBadge, StatusBadge } from "@/components/trading/position-badges";
import { PositionDetailsDialog } from "@/features/positions/components/position-details-dialog";
import { FloatingResult, TargetList, TradeLevels, TradeResult } from "@/features/positions/components/trade-levels";
import { cn } from "@/lib/cn";
import { AssetClassName } from "@/components/trading/asset-class-name";
import { useDateFormat } from "@/lib/display-time-zone";
import { useT } from "@/lib/i18n";

// 40 px drawn, with a 44 px hit area (the card's height is measured against the phone's fold).
const ACTION = "relative h-10 px-2 before:absolute before:inset-x-0 before:-inset-y-0.5 before:content-[''] md:px-3";

/**
 * Position card: compact under 768 px, roomier above. Its result so far (or why it was voided or cancelled), the
 * levels with the stop's moves, the targets hit and open; chart, full screen, details and follow. A closed position
 * has no updates left to follow, so it offers no Follow (docs/product.md#following). Each card carries the risk
 * warning's one line (docs/product.md#risk-warnings).
 */
export function PositionCard({ position }: { position: PositionListItem }) {
  const { t } = useT();
  const dates = useDateFormat();
  const follow = useFollowPosition();
  const headingId = `position-${position.id}`;
  const since = position.closedAt ?? position.publishedAt ?? position.createdAt;
  const followable = position.status !== "closed";

  return (
    <Card
      role="article"
      aria-labelledby={headingId}
      className={cn(
        // Off-screen cards skip layout and paint: a long history stays quick on phones.
        "flex flex-col gap-3 p-4 [contain-intrinsic-size:auto_22rem] [content-visibility:auto] md:gap-4 md:p-5",
        position.followed && "border-gain/50",
      )}
    >
      <div className="flex items-start justify-between gap-3">
        <div className="flex min-w-0 flex-col gap-0.5">
          <h3 id={headingId} className="truncate text-base font-bold tracking-tight md:text-lg">
            {position.asset}
          </h3>
          <p className="text-xs text-muted-foreground">
            <AssetClassName assetClass={position.assetClass} /> ·{" "}
            {position.closedAt ? t("positions:card.closedOn") : t("positions:card.since")}{" "}
            <time dateTime={since}>{dates.date(since)}</time>
          </p>
        </div>
        <div className="flex shrink-0 flex-wrap justify-end gap-1.5">
          <DirectionBadge direction={position.direction} />
          <StatusBadge status={position.status} outcome={position.outcome} />
        </div>
      </div>
      <RiskBadge riskLevel={position.riskLevel} />
      <TradeResult position={position} />
      <FloatingResult position={position} />
      <TradeLevels position={position} />
      <TargetList position={position} />
      {position.commentary && (
        <p className="line-clamp-2 text-sm text-muted-foreground md:line-clamp-3">{position.commentary}</p>
      )}
      <RiskWarning place="signalCard" variant="line" />
      <div className={cn("mt-auto grid grid-cols-2 gap-2 pt-1", followable ? "sm:grid-cols-4" : "sm:grid-cols-3")}>
        <ChartDialog position={position} variant="dialog" buttonClassName={ACTION} />
        <ChartDialog position={position} variant="fullscreen" buttonClassName={ACTION} />
        <PositionDetailsDialog
          position={position}
          buttonClassName={cn(ACTION, !followable && "col-span-2 sm:col-span-1")}
        />
        {followable && (
          <Button
            variant={position.followed ? "secondary" : "outline"}
            size="sm"
            className={cn(ACTION, position.followed && "text-gain")}
            aria-pressed={position.followed}
            disabled={follow.isPending}
            onClick={() => follow.mutate({ id: position.id, follow: !position.followed })}
          >
            <Star aria-hidden className={cn(position.followed && "fill-current")} />
            {position.followed ? t("positions:card.following") : t("positions:card.follow")}
          </Button>
        )}
      </div>
    </Card>
  );
}
