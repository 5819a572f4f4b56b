import { holdsPlanFeature } from "./plan-features.js";
import type { PlanText } from "./plans.js";
import type { PublicUser } from "./users.js";

/** docs/product.md#early-access: Pro members see a new entry this many minutes before everyone else, unless changed. */
export const DEFAULT_EARLY_ACCESS_MINUTES = 10;
/** A day at most: a longer embargo would no longer be early access to an entry but a different plan. */
export const MAX_EARLY_ACCESS_MINUTES = 24 * 60;

type Viewer = Pick<PublicUser, "role" | "subscriptionStatus">;

/** When members without early access may see a position published at `publishedAt`, with the delay in minutes. */
export function releaseTimeOf(publishedAt: string, minutes: number): string {
  return new Date(Date.parse(publishedAt) + minutes * 60_000).toISOString();
}

/** The two instants of a published position: its publication, and its release to everyone. */
export interface PublishedTimes {
  publishedAt: string;
  releasedAt: string;
}

/** From when the viewer may see the position: at publication with early access, else at its release. */
export function visibleFrom(viewer: Viewer, position: PublishedTimes): string {
  return holdsPlanFeature(viewer, "earlyAccess") ? position.publishedAt : position.releasedAt;
}

/** Whether the viewer may see the position at `now` (the viewer's access itself is `canSeePositions`'s question). */
export function isVisibleTo(viewer: Viewer, position: PublishedTimes, now: Date): boolean {
  return Date.parse(visibleFrom(viewer, position)) <= now.getTime();
}

/**
 * What the plans say of early access, or null when it is off: nothing is promised that is not built
 * (docs/product.md#plans).
 */
export function earlyAccessPromise(minutes: number): PlanText | null {
  if (minutes <= 0) return null;
  return { key: "plans:earlyAccess.promise", values: { count: minutes } };
}

/**
 * Where Trial is sold, its side of early access: new entries reach it this long after Pro (docs/product.md#plans), or
 * null when early access is off and entries reach everyone at once.
 */
export function earlyAccessDelay(minutes: number): PlanText | null {
  if (minutes <= 0) return null;
  return { key: "plans:earlyAccess.delay", values: { count: minutes } };
}

/**
 * A plan's features as its card lists them: while early access is on, Pro's begin with it and Trial's with its
 * delay, so neither card promises entries in real time to the plan that waits for them.
 */
export function planFeatures(
  plan: { type: string; features: readonly string[] },
  minutes: number,
): readonly PlanText[] {
  const first = plan.type === "pro" ? earlyAccessPromise(minutes) : earlyAccessDelay(minutes);
  const own = plan.features.map((key) => ({ key }));
  return first === null ? own : [first, ...own];
}

/** The plan comparison's row for early access, while it is on: when each plan sees a new entry. */
export function earlyAccessComparison(minutes: number): { feature: PlanText; trial: PlanText; pro: PlanText } | null {
  if (minutes <= 0) return null;
  return {
    feature: { key: "plans:earlyAccess.feature" },
    trial: { key: "plans:earlyAccess.trial", values: { count: minutes } },
    pro: { key: "plans:earlyAccess.pro" },
  };
}
