import { CircleCheck, Clock, Crown } from "lucide-react";
import type { PublicUser } from "@shared/users";
import { planOf } from "@shared/plan-features";
import { PLANS, TRIAL_DAYS } from "@shared/plans";

export interface Outcome {
  icon: typeof CircleCheck;
  title: string;
  /** The badge beside the title. */
  badge: string | null;
  /** The status badge beside the email. */
  status: string;
  description: string;
  features: readonly string[];
  nextSteps: readonly string[];
  tone: "gain" | "info" | "warning";
}

/** Success page: what to say for each subscriptionStatus. */
export function outcomeFor(user: PublicUser): Outcome {
  if (user.subscriptionStatus === "trial") {
    return {
      icon: CircleCheck,
      title: "Trial Access Activated",
      badge: "Trial Active",
      status: "Trial Access",
      description: `Your ${TRIAL_DAYS}-day trial has started. You have full access to every trading signal, with no automatic billing.`,
      features: PLANS.trial.features,
      nextSteps: [
        "Open your dashboard to see the live positions",
        "Turn on push notifications so you never miss a new signal",
        `Upgrade to ${PLANS.pro.name} anytime for priority support and advanced analytics`,
      ],
      tone: "info",
    };
  }
  if (planOf(user.subscriptionStatus) === "pro") {
    return {
      icon: Crown,
      title: "Pro Subscription Active",
      badge: "Pro Member",
      status: "Pro Member",
      description: `Welcome to ${PLANS.pro.name}. Your subscription renews monthly; cancel anytime from your account settings.`,
      features: PLANS.pro.features,
      nextSteps: [
        "Open your dashboard to see the live positions",
        "Turn on push notifications so you never miss a new signal",
        "Manage billing and your subscription from Account Settings",
      ],
      tone: "gain",
    };
  }
  return {
    icon: Clock,
    title: "Payment Processing...",
    badge: null,
    status: "Processing",
    description:
      "We have not received the confirmation of your payment yet. This usually takes a few seconds: refresh this page in a moment.",
    features: [],
    nextSteps: [],
    tone: "warning",
  };
}
