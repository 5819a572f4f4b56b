/**
 * docs/product.md#free-delayed-feed: the free delayed feed. Signals become public a set number of hours late, as a
 * free sample of the service: the one rule of when a signal (and each of its events) becomes public is here, and
 * `publicFeedSql` (src/server/db/access.ts) is its SQL twin.
 */

/** off: no feed. closed: each signal H hours after it finished. published: each signal H hours after publication. */
export const FREE_FEED_MODES = ["off", "closed", "published"] as const;
export type FreeFeedMode = (typeof FREE_FEED_MODES)[number];

/** At least an hour: also past any correction window (at most 60 minutes), so a card shows a fixed plan. */
export const MIN_FREE_FEED_HOURS = 1;
/** A month at most: later than that, a sample no longer sells anything. */
export const MAX_FREE_FEED_HOURS = 24 * 30;

export interface FreeFeedSetting {
  mode: FreeFeedMode;
  hours: number;
}

export const DEFAULT_FREE_FEED: FreeFeedSetting = { mode: "off", hours: 24 };

/** What the rule reads of a position: its status and the instants it was published, released and closed. */
export interface FeedCandidate {
  status: "planning" | "active" | "closed";
  publishedAt: string | null;
  /** Its release to members without early access (docs/product.md#early-access); null: released at publication. */
  releasedAt: string | null;
  closedAt: string | null;
}

const HOUR = 3_600_000;

/**
 * When a signal becomes public in the feed, or null while nothing makes it so: the feed is off, it is a draft, or (in
 * the "closed" mode) it is still open. Never before its release to every member (Pro's early access).
 */
export function publicFrom(signal: FeedCandidate, setting: FreeFeedSetting): string | null {
  if (setting.mode === "off" || signal.status === "planning" || signal.publishedAt === null) return null;
  const start = setting.mode === "closed" ? (signal.status === "closed" ? signal.closedAt : null) : signal.publishedAt;
  if (start === null) return null;
  const due = Date.parse(start) + setting.hours * HOUR;
  return new Date(Math.max(due, Date.parse(signal.releasedAt ?? signal.publishedAt))).toISOString();
}

/** Whether the signal is in the feed at `now`. */
export function isPublicAt(signal: FeedCandidate, setting: FreeFeedSetting, now: Date): boolean {
  const from = publicFrom(signal, setting);
  return from !== null && Date.parse(from) <= now.getTime();
}

/**
 * The feed runs H hours late: of an open signal it shows what had happened by `now` less H hours, and nothing newer
 * (in the "published" mode an open signal shows as it stood then; a later stop move or close appears H hours after it).
 */
export function feedCutoff(setting: FreeFeedSetting, now: Date): string {
  return new Date(now.getTime() - setting.hours * HOUR).toISOString();
}

/**
 * Whether an event of `signal`, stored at `at`, is shown at `now`: never before the signal is public in the feed;
 * then every event of a finished signal (the public track record shows them all once it is released, which a public
 * signal is), and of an open one those stored by the cutoff.
 */
export function isEventPublic(at: string, signal: FeedCandidate, setting: FreeFeedSetting, now: Date): boolean {
  if (!isPublicAt(signal, setting, now)) return false;
  return signal.status === "closed" || Date.parse(at) <= Date.parse(feedCutoff(setting, now));
}

/** The delay in words, as the feed and the admin's card state it. */
export function feedDelayWords(setting: FreeFeedSetting): string | null {
  if (setting.mode === "off") return null;
  const hours = `${setting.hours} ${setting.hours === 1 ? "hour" : "hours"}`;
  return setting.mode === "closed"
    ? `Signals appear here ${hours} after they close`
    : `Signals appear here ${hours} after they are published, as they stood then; what happens next appears ${hours} later too`;
}

/** Why the free feed answers 404 while it is off, in the visitor's language. */
export const FREE_FEED_OFF = "messages:published.noFreeFeed";
