import { BarChart3, X } from "lucide-react";
import { useState } from "react";
import type { PositionListItem } from "@shared/positions";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { DirectionBadge } from "@/components/trading/position-badges";
import { RiskRewardSummary } from "@/features/positions/components/risk-reward-summary";
import { useT } from "@/lib/i18n";
import { useFormat } from "@/lib/use-format";

function AnalyticsPanel({ position, onClose }: { position: PositionListItem; onClose: () => void }) {
  const { t } = useT();
  const headingId = `analytics-${position.id}`;
  return (
    <section
      id={`${headingId}-panel`}
      aria-labelledby={headingId}
      className="flex flex-col gap-3 rounded-lg border border-gain/40 bg-muted/40 p-4"
    >
      <div className="flex items-center justify-between gap-2">
        <h3 id={headingId} className="font-semibold">
          {t("positions:analyticsTab.heading", { asset: position.asset })}
        </h3>
        <Button variant="ghost" size="sm" onClick={onClose}>
          <X aria-hidden />
          {t("positions:analyticsTab.close")}
        </Button>
      </div>
      <RiskRewardSummary position={position} />
    </section>
  );
}

/** Active positions, each opening its target return, max risk and risk/reward. */
export function AnalyticsTab({ positions }: { positions: PositionListItem[] }) {
  const { t } = useT();
  const format = useFormat();
  const [openId, setOpenId] = useState<string | null>(null);
  if (positions.length === 0) {
    return (
      <Card className="flex flex-col items-center gap-2 px-6 py-12 text-center">
        <BarChart3 className="size-8 text-muted-foreground" aria-hidden />
        <h3 className="text-lg font-semibold">{t("positions:list.emptyActiveTitle")}</h3>
        <p className="text-sm text-muted-foreground">{t("positions:analyticsTab.emptyText")}</p>
      </Card>
    );
  }
  return (
    <Card>
      <ul aria-label={t("positions:analyticsTab.listLabel")} className="divide-y">
        {positions.map((position) => (
          <li key={position.id} className="flex flex-col gap-3 p-4">
            <div className="flex flex-wrap items-center justify-between gap-3">
              <div className="flex min-w-0 items-center gap-2">
                <span className="truncate font-semibold">{position.asset}</span>
                <DirectionBadge direction={position.direction} />
                <span dir="ltr" className="tabular text-sm text-muted-foreground">
                  @ {format.price(position.entryPrice, position)}
                </span>
              </div>
              <Button
                variant="outline"
                size="sm"
                aria-expanded={openId === position.id}
                aria-controls={openId === position.id ? `analytics-${position.id}-panel` : undefined}
                onClick={() => setOpenId(openId === position.id ? null : position.id)}
              >
                <BarChart3 aria-hidden />
                {t("positions:analyticsTab.view")}
              </Button>
            </div>
            {openId === position.id && <AnalyticsPanel position={position} onClose={() => setOpenId(null)} />}
          </li>
        ))}
      </ul>
    </Card>
  );
}
