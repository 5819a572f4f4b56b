import { ArrowDownRight, ArrowUpRight } from "lucide-react";
import type { Direction, PositionStatus, RiskLevel } from "@shared/positions";
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

export function StatusBadge({ status }: { status: PositionStatus }) {
  return <Badge variant={STATUS[status].variant}>{STATUS[status].label}</Badge>;
}

const RISK: Record<RiskLevel, BadgeProps["variant"]> = { low: "gain", moderate: "warning", high: "loss" };

/** Risk level is optional; nothing shows without one. */
export function RiskBadge({ riskLevel }: { riskLevel: RiskLevel | null }) {
  if (!riskLevel) return null;
  return <Badge variant={RISK[riskLevel]}>{riskLevel.toUpperCase()} RISK</Badge>;
}
