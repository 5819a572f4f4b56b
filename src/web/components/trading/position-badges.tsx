import { ArrowDownRight, ArrowUpRight } from "lucide-react";
import type { Direction, PositionStatus, RiskLevel } from "@shared/positions";
import type { Outcome } from "@shared/trade-lifecycle";
import { Badge, type BadgeProps } from "@/components/ui/badge";

export function DirectionBadge({ direction }: { direction: Direction }) {
  const long = direction === "long";
  return (
    <Badge variant={long ? "gain" : "loss"}>
      {long ? <ArrowUpRight aria-hidden /> : <ArrowDownRight aria-hidden />}
      {direction.toUpperCase()}
    </Badge>
  );
}

const STATUS: Record<PositionStatus, { label: string; variant: BadgeProps["variant"] }> = {
  planning: { label: "DRAFT", variant: "warning" },
  active: { label: "ACTIVE", variant: "info" },
  closed: { label: "CLOSED", variant: "secondary" },
};

/** A finished position that never counted says so instead of CLOSED (docs/product.md#lifecycle). */
const UNCOUNTED: Partial<Record<Outcome, { label: string; variant: BadgeProps["variant"] }>> = {
  voided: { label: "VOIDED", variant: "loss" },
  cancelled: { label: "CANCELLED", variant: "warning" },
};

export function StatusBadge({ status, outcome }: { status: PositionStatus; outcome?: Outcome | null }) {
  const shown = (outcome && UNCOUNTED[outcome]) || STATUS[status];
  return <Badge variant={shown.variant}>{shown.label}</Badge>;
}

const RISK: Record<RiskLevel, BadgeProps["variant"]> = { low: "gain", moderate: "warning", high: "loss" };

/** Risk level is optional; nothing shows without one. */
export function RiskBadge({ riskLevel }: { riskLevel: RiskLevel | null }) {
  if (!riskLevel) return null;
  return <Badge variant={RISK[riskLevel]}>{riskLevel.toUpperCase()} RISK</Badge>;
}
