import { NO_VALUE } from "@shared/format";
import type { ReactNode } from "react";
import {
  maxRiskPercent,
  riskReward,
  riskRewardLabel,
  targetReturnPercent,
  type RiskRewardLabel,
} from "@shared/position-math";
import type { Position } from "@shared/positions";
import { Badge, type BadgeProps } from "@/components/ui/badge";
import { cn } from "@/lib/cn";
import { useT } from "@/lib/i18n";
import { useFormat } from "@/lib/use-format";

const LABEL_VARIANT: Record<RiskRewardLabel, BadgeProps["variant"]> = {
  Excellent: "gain",
  Good: "info",
  Moderate: "warning",
};

const LABEL_TEXT: Record<RiskRewardLabel, string> = {
  Excellent: "positions:riskReward.excellent",
  Good: "positions:riskReward.good",
  Moderate: "positions:riskReward.moderate",
};

/**
 * Analytics of the plan as published: return to TP1, risk to the stop the trade opened with (a stop moved to
 * break-even later does not make the plan riskless), and risk/reward with its label.
 */
export function RiskRewardSummary({ position: current }: { position: Position }) {
  const { t } = useT();
  const format = useFormat();
  const position = { ...current, stopLoss: current.initialStopLoss };
  const ratio = riskReward(position);
  const cells: [string, ReactNode][] = [
    [t("positions:riskReward.targetReturn"), format.percent(targetReturnPercent(position))],
    [t("positions:riskReward.maxRisk"), format.percent(maxRiskPercent(position))],
    [
      t("positions:riskReward.ratio"),
      ratio === null ? (
        NO_VALUE
      ) : (
        <span className="inline-flex flex-wrap items-center gap-2">
          <span dir="ltr">1:{format.ratio(ratio)}</span>
          <Badge variant={LABEL_VARIANT[riskRewardLabel(ratio)]}>{t(LABEL_TEXT[riskRewardLabel(ratio)])}</Badge>
        </span>
      ),
    ],
  ];
  return (
    <dl className="grid grid-cols-2 gap-2 sm:grid-cols-3 sm:gap-3">
      {cells.map(([label, value], index) => (
        <div
          key={label}
          className={cn(
            "flex min-w-0 flex-col gap-0.5 rounded-lg border p-2.5 sm:p-3",
            // The ratio and its label take a full row on phones.
            index === cells.length - 1 && "col-span-2 sm:col-span-1",
          )}
        >
          <dt className="text-xs text-muted-foreground">{label}</dt>
          <dd className="tabular font-semibold">{value}</dd>
        </div>
      ))}
    </dl>
  );
}
