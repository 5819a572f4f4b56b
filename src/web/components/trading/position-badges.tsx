import { ArrowDownRight, ArrowUpRight } from "lucide-react";
import type { Direction, PositionStatus, RiskLevel } from "@shared/positions";
import type { Outcome } from "@shared/trade-lifecycle";
import { Badge, type BadgeProps } from "@/components/ui/badge";
import { useT } from "@/lib/i18n";

const DIRECTION: Record<Direction, string> = {
  long: "positions:badge.long",
  short: "positions:badge.short",
};

export function DirectionBadge({ direction }: { direction: Direction }) {
  const { t } = useT();
  const long = direction === "long";
  return (
    <Badge variant={long ? "gain" : "loss"}>
      {long ? <ArrowUpRight aria-hidden /> : <ArrowDownRight aria-hidden />}
      {t(DIRECTION[direction])}
    </Badge>
  );
}

const STATUS: Record<PositionStatus, { label: string; variant: BadgeProps["variant"] }> = {
  planning: { label: "positions:badge.draft", variant: "warning" },
  active: { label: "positions:badge.active", variant: "info" },
  closed: { label: "positions:badge.closed", variant: "secondary" },
};

/** A finished position that never counted says so instead of CLOSED (docs/product.md#lifecycle). */
const UNCOUNTED: Partial<Record<Outcome, { label: string; variant: BadgeProps["variant"] }>> = {
  voided: { label: "positions:badge.voided", variant: "loss" },
  cancelled: { label: "positions:badge.cancelled", variant: "warning" },
};

export function StatusBadge({ status, outcome }: { status: PositionStatus; outcome?: Outcome | null }) {
  const { t } = useT();
  const shown = (outcome && UNCOUNTED[outcome]) || STATUS[status];
  return <Badge variant={shown.variant}>{t(shown.label)}</Badge>;
}

const RISK: Record<RiskLevel, { label: string; variant: BadgeProps["variant"] }> = {
  low: { label: "positions:badge.riskLow", variant: "gain" },
  moderate: { label: "positions:badge.riskModerate", variant: "warning" },
  high: { label: "positions:badge.riskHigh", variant: "loss" },
};

/** Risk level is optional; nothing shows without one. */
export function RiskBadge({ riskLevel }: { riskLevel: RiskLevel | null }) {
  const { t } = useT();
  if (!riskLevel) return null;
  return <Badge variant={RISK[riskLevel].variant}>{t(RISK[riskLevel].label)}</Badge>;
}
