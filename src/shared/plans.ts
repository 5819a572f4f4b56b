/** DECISIONS.md 2-3: the one place prices, durations and the guarantee are written down. */
export const PLAN_TYPES = ["trial", "pro"] as const;
export type PlanType = (typeof PLAN_TYPES)[number];

export const TRIAL_DAYS = 30;
export const TRIAL_WARNING_DAYS = 7;
export const MONEY_BACK_DAYS = 7;

export interface Plan {
  type: PlanType;
  name: string;
  priceCents: number;
  billing: "one-time" | "monthly";
}

export const PLANS: Record<PlanType, Plan> = {
  trial: { type: "trial", name: "Trial Access", priceCents: 4900, billing: "one-time" },
  pro: { type: "pro", name: "Pro Plan", priceCents: 17900, billing: "monthly" },
};

/** "$49", "$179": whole dollars as the spec writes them. */
export function formatPlanPrice(plan: Plan): string {
  const dollars = plan.priceCents / 100;
  return `$${Number.isInteger(dollars) ? dollars : dollars.toFixed(2)}`;
}
