import type { MemberStanding } from "@shared/admin";
import { MEMBER_STANDING_LABELS } from "@shared/admin";
import { PLAN_STATUSES } from "@shared/plan-features";
import { Badge, type BadgeProps } from "@/components/ui/badge";

const VARIANT: Record<MemberStanding, BadgeProps["variant"]> = {
  inactive: "outline",
  [PLAN_STATUSES.trial]: "info",
  standard: "secondary",
  [PLAN_STATUSES.pro]: "gain",
  expired: "loss",
};

/** The member's standing in capitals, named as the status filter and the counters name it. */
export function PlanStatusBadge({ standing }: { standing: MemberStanding }) {
  return <Badge variant={VARIANT[standing]}>{MEMBER_STANDING_LABELS[standing].toUpperCase()}</Badge>;
}
