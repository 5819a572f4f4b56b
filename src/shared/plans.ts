/** docs/product.md#plans-3: the one place prices, durations and the guarantee are written down. */
export const PLAN_TYPES = ["trial", "pro"] as const;
export type PlanType = (typeof PLAN_TYPES)[number];

/** One calendar day, for turning the day counts below into times. */
export const DAY_MS = 24 * 60 * 60 * 1000;

export const TRIAL_DAYS = 30;
export const TRIAL_WARNING_DAYS = 7;
export const MONEY_BACK_DAYS = 7;

/**
 * The guarantee as the FAQ and the terms state it, word for word (docs/product.md#payments): the account page's
 * button does exactly this.
 */
export const MONEY_BACK_GUARANTEE = `If the service is not for you, you can have your first payment refunded in full within ${MONEY_BACK_DAYS} days of your first payment, as long as it is your only payment: press "Refund my first payment" under Money-back guarantee in your account settings and confirm with your password. Your access ends at once and nothing more is charged. The guarantee can be used once per member; for any later payment, write to support.`;

/** Pro's promise that a cancelled Pro no longer needs to hear. */
export const CANCEL_ANYTIME = "Cancel anytime";

export interface Plan {
  type: PlanType;
  name: string;
  priceCents: number;
  billing: "one-time" | "monthly";
  /** The plan card's badge. */
  badge: string;
  /** What the plan includes, in the order the plan cards list it. */
  features: readonly string[];
  /** The line under the buy button. */
  note: string;
}

export const PLANS: Record<PlanType, Plan> = {
  trial: {
    type: "trial",
    name: "Trial Access",
    priceCents: 4900,
    billing: "one-time",
    badge: "Perfect for beginners",
    features: [
      "Full access to all trading signals",
      "Expert market commentary",
      "Live updates on every position you receive",
      "Mobile-optimized interface",
      "Risk management insights",
    ],
    note: "One-time payment, no recurring charges. Upgrade anytime.",
  },
  pro: {
    type: "pro",
    name: "Pro Plan",
    priceCents: 17900,
    billing: "monthly",
    badge: "Most popular",
    // Each names where it is delivered (docs/product.md#plans): nothing is promised that is not built.
    features: [
      "Everything in Trial",
      "Priority customer support, answered first on the Support page",
      "Advanced analytics dashboard on the Analytics page",
      "Portfolio performance tracking of the trades you take, on the Portfolio page",
      "Personal updates on your trades, in your own numbers",
      "Exclusive market insights on your dashboard and the Market Insights page",
      "Weekly performance summaries every Monday, in the app and by email",
      "API tokens and signed webhooks for your own tools, on the Account page",
      CANCEL_ANYTIME,
    ],
    note: "Recurring billing. Cancel anytime via account settings.",
  },
};

/** "$49", "$179": whole dollars as the plan cards show them. */
export function formatPlanPrice(plan: Plan): string {
  const dollars = plan.priceCents / 100;
  return `$${Number.isInteger(dollars) ? dollars : dollars.toFixed(2)}`;
}
