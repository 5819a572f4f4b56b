import { CircleCheck, Clock, Crown } from "lucide-react";
import type { PublicUser } from "@shared/users";
import { planOf } from "@shared/plan-features";
import { PLANS, TRIAL_DAYS, type PlanText } from "@shared/plans";

/** Its texts are `subscription` catalogue keys (the features `plans` keys), said by the page in its language. */
export interface Outcome {
  icon: typeof CircleCheck;
  title: string;
  /** The badge beside the title. */
  badge: string | null;
  /** The status badge beside the email. */
  status: string;
  description: PlanText;
  features: readonly string[];
  nextSteps: readonly string[];
  tone: "gain" | "info" | "warning";
}

/** Success page: what to say for each subscriptionStatus. */
export function outcomeFor(user: PublicUser): Outcome {
  if (user.subscriptionStatus === "trial") {
    return {
      icon: CircleCheck,
      title: "subscription:success.trial.title",
      badge: "subscription:success.trial.badge",
      status: "subscription:success.trial.status",
      description: { key: "subscription:success.trial.description", values: { count: TRIAL_DAYS } },
      features: PLANS.trial.features,
      nextSteps: [
        "subscription:success.dashboardStep",
        "subscription:success.pushStep",
        "subscription:success.trial.upgradeStep",
      ],
      tone: "info",
    };
  }
  if (planOf(user.subscriptionStatus) === "pro") {
    return {
      icon: Crown,
      title: "subscription:success.pro.title",
      badge: "subscription:success.pro.badge",
      status: "subscription:success.pro.badge",
      description: { key: "subscription:success.pro.description" },
      features: PLANS.pro.features,
      nextSteps: [
        "subscription:success.dashboardStep",
        "subscription:success.pushStep",
        "subscription:success.pro.billingStep",
      ],
      tone: "gain",
    };
  }
  return {
    icon: Clock,
    title: "subscription:success.pending.title",
    badge: null,
    status: "subscription:success.pending.status",
    description: { key: "subscription:success.pending.description" },
    features: [],
    nextSteps: [],
    tone: "warning",
  };
}
