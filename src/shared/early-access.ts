import { holdsPlanFeature } from "./plan-features.js";
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
export function earlyAccessPromise(minutes: number): string | null {
  if (minutes <= 0) return null;
  return `Entries ${minutes} ${minutes === 1 ? "minute" : "minutes"} before Trial members`;
}

/**
 * Where Trial is sold, its side of early access: new entries reach it this long after Pro (docs/product.md#plans), or
 * null when early access is off and entries reach everyone at once.
 */
export function earlyAccessDelay(minutes: number): string | null {
  if (minutes <= 0) return null;
  return `New entries ${minutes} ${minutes === 1 ? "minute" : "minutes"} after Pro members`;
}

/**
 * A plan's features as its card lists them: while early access is on, Pro's begin with it and Trial's with its
 * delay, so neither card promises entries in real time to the plan that waits for them.
 */
export function planFeatures(plan: { type: string; features: readonly string[] }, minutes: number): readonly string[] {
  const first = plan.type === "pro" ? earlyAccessPromise(minutes) : earlyAccessDelay(minutes);
  return first === null ? plan.features : [first, ...plan.features];
}

/** The plan comparison's row for early access, while it is on: when each plan sees a new entry. */
export function earlyAccessComparison(minutes: number): { feature: string; trial: string; pro: string } | null {
  if (minutes <= 0) return null;
  return { feature: "New entries", trial: `${minutes} min after Pro`, pro: "As published" };
}
