import type { SubscriptionStatus } from "@shared/users";
import { Badge, type BadgeProps } from "@/components/ui/badge";

const VARIANT: Record<SubscriptionStatus, BadgeProps["variant"]> = {
  inactive: "outline",
  trial: "info",
  standard: "secondary",
  premium: "gain",
};

/** '{STATUS} Plan', e.g. "TRIAL Plan". */
export function PlanBadge({ status }: { status: SubscriptionStatus }) {
  return <Badge variant={VARIANT[status]}>{status.toUpperCase()} Plan</Badge>;
}
