import { hasAccess } from "./access.js";
import { PLAN_TYPES, type PlanType } from "./plans.js";
import type { PublicUser, SubscriptionStatus } from "./users.js";

/*
 * What each plan includes (docs/product.md#plans), decided here and nowhere else: the server's routes, live events,
 * rooms and SQL, and the member app's pages all ask this module. `src/server/db/plan-features.ts` is its SQL twin,
 * and `plan-features.test.ts` beside it checks on generated members and clocks that both select the same members.
 * A new plan is a new entry below (its stored status and what it includes) and its texts in `plans.ts`.
 */

/** The subscription status each plan is stored as: payments set it (docs/product.md#access). */
export const PLAN_STATUSES = { trial: "trial", pro: "premium" } as const satisfies Record<PlanType, SubscriptionStatus>;
export type PaidStatus = (typeof PLAN_STATUSES)[PlanType];

/** The statuses only payments set, one per plan. */
export const PAID_STATUSES: readonly PaidStatus[] = PLAN_TYPES.map((plan) => PLAN_STATUSES[plan]);

/** What a plan may include beyond the signals every member with access receives. */
export const PLAN_FEATURES = [
  "earlyAccess",
  "insights",
  "advancedAnalytics",
  "portfolioTracking",
  "prioritySupport",
  "weeklySummaries",
  "proRoom",
  "proRole",
  "apiAccess",
] as const;
export type PlanFeature = (typeof PLAN_FEATURES)[number];

/** Each plan's features. Trial is the signals alone; Pro has every feature. */
const INCLUDED: Record<PlanType, readonly PlanFeature[]> = {
  trial: [],
  pro: PLAN_FEATURES,
};

/**
 * Which features admins hold whatever their own status: what lets them see and check what they publish (the entries
 * at once, the insights, the analytics, the Pro room and role). The member's own tools are not theirs: they publish
 * the signals rather than take them, and they answer support rather than write to it.
 */
const HELD_BY_ADMINS: Record<PlanFeature, boolean> = {
  earlyAccess: true,
  insights: true,
  advancedAnalytics: true,
  proRoom: true,
  proRole: true,
  portfolioTracking: false,
  prioritySupport: false,
  weeklySummaries: false,
  apiAccess: false,
};

/** The plan a status stands for: none for `inactive`, and none for `standard`, which an admin grants. */
export function planOf(status: SubscriptionStatus): PlanType | null {
  return PLAN_TYPES.find((plan) => PLAN_STATUSES[plan] === status) ?? null;
}

/** Whether the plan includes the feature; no plan includes none. */
export function planIncludes(plan: PlanType | null, feature: PlanFeature): boolean {
  return plan !== null && INCLUDED[plan].includes(feature);
}

/** The statuses whose plan includes the feature. */
export function statusesIncluding(feature: PlanFeature): PaidStatus[] {
  return PLAN_TYPES.filter((plan) => planIncludes(plan, feature)).map((plan) => PLAN_STATUSES[plan]);
}

/** Whether admins hold the feature, whatever their status. */
export const heldByAdmins = (feature: PlanFeature): boolean => HELD_BY_ADMINS[feature];

type Holder = Pick<PublicUser, "role" | "subscriptionStatus">;
type Member = Holder & Pick<PublicUser, "subscriptionExpiry">;

/**
 * The feature by the viewer's role and status alone, whether their access lasts or not: for questions asked of someone
 * whose access is checked apart, such as when a position they may see reaches them (docs/product.md#early-access).
 */
export function holdsPlanFeature(viewer: Holder, feature: PlanFeature): boolean {
  if (viewer.role === "admin") return heldByAdmins(feature);
  return planIncludes(planOf(viewer.subscriptionStatus), feature);
}

/** The feature as the member has it at `now`: admins by their role, members while their plan's access lasts. */
export function hasPlanFeature(user: Member, feature: PlanFeature, now: Date = new Date()): boolean {
  return holdsPlanFeature(user, feature) && (user.role === "admin" || hasAccess(user, now));
}

/** Whether the member is on `plan` and its access lasts at `now`. */
export function hasPlan(
  user: Pick<PublicUser, "subscriptionStatus" | "subscriptionExpiry">,
  plan: PlanType,
  now: Date,
): boolean {
  return planOf(user.subscriptionStatus) === plan && hasAccess(user, now);
}
