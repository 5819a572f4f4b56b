import englishMessages from "./i18n/catalogues/en/messages.js";
import { translate } from "./i18n/translate.js";
import { describe, expect, it } from "vitest";
import { freeFeedSettingSchema } from "./admin-settings.js";
import {
  DEFAULT_FREE_FEED,
  FREE_FEED_OFF,
  MAX_FREE_FEED_HOURS,
  feedCutoff,
  feedDelayWords,
  isEventPublic,
  isPublicAt,
  publicFrom,
  type FeedCandidate,
  type FreeFeedSetting,
} from "./free-feed.js";

const published = "2026-11-20T10:00:00.000Z";
const closed: FeedCandidate = {
  status: "closed",
  publishedAt: published,
  releasedAt: published,
  closedAt: "2026-11-20T15:30:00.000Z",
};
const open: FeedCandidate = { status: "active", publishedAt: published, releasedAt: null, closedAt: null };
const draft: FeedCandidate = { status: "planning", publishedAt: null, releasedAt: null, closedAt: null };
const afterClose: FreeFeedSetting = { mode: "closed", hours: 24 };
const afterPublication: FreeFeedSetting = { mode: "published", hours: 24 };
const at = (iso: string) => new Date(iso);

describe("publicFrom", () => {
  it("is off by default: no signal is ever public", () => {
    expect(DEFAULT_FREE_FEED.mode).toBe("off");
    for (const signal of [closed, open, draft]) expect(publicFrom(signal, DEFAULT_FREE_FEED)).toBeNull();
  });

  it("makes a finished signal public its hours after it closed, an open one never, in the closed mode", () => {
    expect(publicFrom(closed, afterClose)).toBe("2026-11-21T15:30:00.000Z");
    expect(publicFrom({ ...closed, closedAt: null }, afterClose)).toBeNull();
    expect(publicFrom(open, afterClose)).toBeNull();
    // What the status says wins over a stray close time, as in SQL.
    expect(publicFrom({ ...open, closedAt: "2026-11-20T11:00:00.000Z" }, afterClose)).toBeNull();
    expect(publicFrom(closed, { mode: "closed", hours: 1 })).toBe("2026-11-20T16:30:00.000Z");
  });

  it("makes every published signal public its hours after publication, open or not, in the published mode", () => {
    expect(publicFrom(open, afterPublication)).toBe("2026-11-21T10:00:00.000Z");
    expect(publicFrom(closed, afterPublication)).toBe("2026-11-21T10:00:00.000Z");
    expect(publicFrom(open, { mode: "published", hours: 3 })).toBe("2026-11-20T13:00:00.000Z");
  });

  it("never makes a draft public, even one with a publication time", () => {
    expect(publicFrom(draft, afterPublication)).toBeNull();
    expect(publicFrom({ ...draft, publishedAt: published }, afterPublication)).toBeNull();
    expect(publicFrom({ ...open, publishedAt: null }, afterPublication)).toBeNull();
    expect(publicFrom({ ...closed, publishedAt: null }, afterClose)).toBeNull();
  });

  it("never before the signal's release to every member (Pro's early access)", () => {
    const late = { ...open, releasedAt: "2026-11-20T12:00:00.000Z" };
    expect(publicFrom(late, { mode: "published", hours: 1 })).toBe("2026-11-20T12:00:00.000Z");
    expect(publicFrom(late, { mode: "published", hours: 2 })).toBe("2026-11-20T12:00:00.000Z");
    expect(publicFrom(late, { mode: "published", hours: 3 })).toBe("2026-11-20T13:00:00.000Z");
    const closedEarly = { ...closed, releasedAt: "2026-11-21T20:00:00.000Z" };
    expect(publicFrom(closedEarly, afterClose)).toBe("2026-11-21T20:00:00.000Z");
  });
});

describe("isPublicAt", () => {
  it("is false a millisecond before the delay ends and true from its end", () => {
    expect(isPublicAt(closed, afterClose, at("2026-11-21T15:29:59.999Z"))).toBe(false);
    expect(isPublicAt(closed, afterClose, at("2026-11-21T15:30:00.000Z"))).toBe(true);
    expect(isPublicAt(open, afterPublication, at("2026-11-21T09:59:59.999Z"))).toBe(false);
    expect(isPublicAt(open, afterPublication, at("2026-11-21T10:00:00.000Z"))).toBe(true);
  });

  it("is false for what has no public time", () => {
    expect(isPublicAt(open, afterClose, at("2030-01-01T00:00:00.000Z"))).toBe(false);
    expect(isPublicAt(closed, DEFAULT_FREE_FEED, at("2030-01-01T00:00:00.000Z"))).toBe(false);
  });
});

describe("the feed's cutoff and which events show", () => {
  const now = at("2026-11-21T12:00:00.000Z");
  const recent = { ...open, publishedAt: "2026-11-20T11:00:00.000Z" };

  it("shows of an open signal what happened its hours ago and before, nothing newer", () => {
    expect(feedCutoff(afterPublication, now)).toBe("2026-11-20T12:00:00.000Z");
    expect(isEventPublic("2026-11-20T12:00:00.000Z", recent, afterPublication, now)).toBe(true);
    expect(isEventPublic("2026-11-20T12:00:00.001Z", recent, afterPublication, now)).toBe(false);
  });

  it("shows every event of a finished public signal, as the record does", () => {
    const finished = { ...closed, closedAt: "2026-11-20T11:30:00.000Z" };
    expect(isEventPublic("2026-11-21T11:59:00.000Z", finished, { mode: "closed", hours: 24 }, now)).toBe(true);
    expect(isEventPublic("2026-11-21T11:59:00.000Z", finished, afterPublication, now)).toBe(true);
  });

  it("shows no event of a signal not public yet, however old", () => {
    const young = { ...open, publishedAt: "2026-11-20T12:00:00.001Z" };
    expect(isEventPublic("2026-11-20T12:00:00.001Z", young, afterPublication, now)).toBe(false);
    expect(isEventPublic(closed.publishedAt ?? "", closed, DEFAULT_FREE_FEED, now)).toBe(false);
    expect(isEventPublic(published, open, afterClose, now)).toBe(false);
  });
});

describe("feedDelayWords", () => {
  it("states the delay as the page says it", () => {
    expect(feedDelayWords(afterClose)).toBe("Signals appear here 24 hours after they close");
    expect(feedDelayWords({ mode: "closed", hours: 1 })).toBe("Signals appear here 1 hour after they close");
    expect(feedDelayWords(afterPublication)).toBe(
      "Signals appear here 24 hours after they are published, as they stood then; what happens next appears 24 hours later too",
    );
    expect(feedDelayWords(DEFAULT_FREE_FEED)).toBeNull();
  });
});

describe("the setting", () => {
  it("takes whole hours from 1 to 30 days, and the three modes", () => {
    expect(MAX_FREE_FEED_HOURS).toBe(720);
    for (const hours of [1, 24, 720]) {
      expect(freeFeedSettingSchema.safeParse({ mode: "closed", hours }).success).toBe(true);
    }
    for (const hours of [0, 721, 1.5]) {
      expect(freeFeedSettingSchema.safeParse({ mode: "published", hours }).success).toBe(false);
    }
    expect(freeFeedSettingSchema.safeParse({ mode: "later", hours: 24 }).success).toBe(false);
  });

  it("says why the feed is missing while off", () => {
    expect(translate("en", { messages: englishMessages }, FREE_FEED_OFF)).toBe(
      "The provider does not publish a free feed",
    );
  });
});
