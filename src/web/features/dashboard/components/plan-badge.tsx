import { PLAN_STATUSES } from "@shared/plan-features";
import type { SubscriptionStatus } from "@shared/users";
import { Badge, type BadgeProps } from "@/components/ui/badge";

const VARIANT: Record<SubscriptionStatus, BadgeProps["variant"]> = {
  inactive: "outline",
  [PLAN_STATUSES.trial]: "info",
  standard: "secondary",
  [PLAN_STATUSES.pro]: "gain",
};

/** '{STATUS} Plan', e.g. "TRIAL Plan". */
export function PlanBadge({ status }: { status: SubscriptionStatus }) {
  return <Badge variant={VARIANT[status]}>{status.toUpperCase()} Plan</Badge>;
}
