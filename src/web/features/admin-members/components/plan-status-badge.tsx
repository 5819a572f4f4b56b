import type { MemberStanding } from "@shared/admin";
import { MEMBER_STANDING_LABELS } from "@shared/admin";
import { Badge, type BadgeProps } from "@/components/ui/badge";

const VARIANT: Record<MemberStanding, BadgeProps["variant"]> = {
  inactive: "outline",
  trial: "info",
  standard: "secondary",
  premium: "gain",
  expired: "loss",
};

/** The member's standing in capitals, named as the status filter and the counters name it. */
export function PlanStatusBadge({ standing }: { standing: MemberStanding }) {
  return <Badge variant={VARIANT[standing]}>{MEMBER_STANDING_LABELS[standing].toUpperCase()}</Badge>;
}
