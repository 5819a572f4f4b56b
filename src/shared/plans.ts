/** docs/product.md#plans-3: the one place prices, durations and the guarantee are written down. */
export const PLAN_TYPES = ["trial", "pro"] as const;
export type PlanType = (typeof PLAN_TYPES)[number];

/** One calendar day, for turning the day counts below into times. */
export const DAY_MS = 24 * 60 * 60 * 1000;

export const TRIAL_DAYS = 30;
export const TRIAL_WARNING_DAYS = 7;
export const MONEY_BACK_DAYS = 7;

/** Pro's promise that a cancelled Pro no longer needs to hear. */
export const CANCEL_ANYTIME = "plans:pro.features.cancelAnytime";

/**
 * A text as the shared code words it for a screen (or the server) to say in its language: the key of its catalogue
 * text, with what fills its placeholders (`count` also choosing its plural form).
 */
export interface PlanText {
  key: string;
  values?: Readonly<Record<string, string | number>>;
}

/** Each plan's name as the screens say it in their language; `Plan.name` is its English, for emails and the admin. */
export const PLAN_NAME_KEYS: Record<PlanType, string> = { trial: "plans:names.trial", pro: "plans:names.pro" };

export interface Plan {
  type: PlanType;
  name: string;
  priceCents: number;
  billing: "one-time" | "monthly";
  /** The plan card's badge (the key of its text in the `plans` catalogue, as below). */
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
    badge: "plans:trial.badge",
    features: [
      "plans:trial.features.fullAccess",
      "plans:trial.features.commentary",
      "plans:trial.features.updates",
      "plans:trial.features.mobile",
      "plans:trial.features.risk",
    ],
    note: "plans:trial.note",
  },
  pro: {
    type: "pro",
    name: "Pro Plan",
    priceCents: 17900,
    billing: "monthly",
    badge: "plans:pro.badge",
    // Each names where it is delivered (docs/product.md#plans): nothing is promised that is not built.
    features: [
      "plans:pro.features.everythingInTrial",
      "plans:pro.features.support",
      "plans:pro.features.analytics",
      "plans:pro.features.portfolio",
      "plans:pro.features.personal",
      "plans:pro.features.insights",
      "plans:pro.features.summaries",
      "plans:pro.features.api",
      CANCEL_ANYTIME,
    ],
    note: "plans:pro.note",
  },
};

/** "$49", "$179": whole dollars as the plan cards show them. */
export function formatPlanPrice(plan: Plan): string {
  const dollars = plan.priceCents / 100;
  return `$${Number.isInteger(dollars) ? dollars : dollars.toFixed(2)}`;
}
