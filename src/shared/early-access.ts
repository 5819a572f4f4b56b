import type { PublicUser } from "./users.js";

/** docs/product.md#early-access: Pro members see a new entry this many minutes before everyone else, unless changed. */
export const DEFAULT_EARLY_ACCESS_MINUTES = 10;
/** A day at most: a longer embargo would no longer be early access to an entry but a different plan. */
export const MAX_EARLY_ACCESS_MINUTES = 24 * 60;

type Viewer = Pick<PublicUser, "role" | "subscriptionStatus">;

/** docs/product.md#early-access: admins and Pro members (status premium) see a position when it is published. */
export function hasEarlyAccess(viewer: Viewer): boolean {
  return viewer.role === "admin" || viewer.subscriptionStatus === "premium";
}

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
  return hasEarlyAccess(viewer) ? position.publishedAt : position.releasedAt;
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

/** A plan's features as its card lists them: Pro's begin with its early access while that is on. */
export function planFeatures(plan: { type: string; features: readonly string[] }, minutes: number): readonly string[] {
  const promise = earlyAccessPromise(minutes);
  return plan.type === "pro" && promise !== null ? [promise, ...plan.features] : plan.features;
}
