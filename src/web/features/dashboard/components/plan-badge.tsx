import { PLAN_STATUSES } from "@shared/plan-features";
import type { SubscriptionStatus } from "@shared/users";
import { Badge, type BadgeProps } from "@/components/ui/badge";
import { useT } from "@/lib/i18n";

const VARIANT: Record<SubscriptionStatus, BadgeProps["variant"]> = {
  inactive: "outline",
  [PLAN_STATUSES.trial]: "info",
  standard: "secondary",
  [PLAN_STATUSES.pro]: "gain",
};

/** '{STATUS} Plan', e.g. "TRIAL Plan", in the page's language. */
export function PlanBadge({ status }: { status: SubscriptionStatus }) {
  const { t } = useT();
  return <Badge variant={VARIANT[status]}>{t("app:plan.badge", { plan: status.toUpperCase() })}</Badge>;
}
