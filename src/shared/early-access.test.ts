import { describe, expect, it } from "vitest";
import {
  DEFAULT_EARLY_ACCESS_MINUTES,
  MAX_EARLY_ACCESS_MINUTES,
  earlyAccessComparison,
  earlyAccessDelay,
  earlyAccessPromise,
  isVisibleTo,
  planFeatures,
  releaseTimeOf,
  visibleFrom,
} from "./early-access.js";
import plans from "./i18n/catalogues/en/plans.js";
import subscription from "./i18n/catalogues/en/subscription.js";
import { translate } from "./i18n/translate.js";
import type { PlanText } from "./plans.js";

/** A plan text as an English screen says it. */
const say = (text: PlanText | null) =>
  text &&
  translate("en", { plans, subscription }, text.key, { trial: "Trial Access", pro: "Pro Plan", ...text.values });

type Status = "inactive" | "trial" | "standard" | "premium";
const member = (subscriptionStatus: Status) => ({ role: "user", subscriptionStatus }) as const;
const admin = (subscriptionStatus: Status) => ({ role: "admin", subscriptionStatus }) as const;
const position = { publishedAt: "2026-11-27T10:00:00.000Z", releasedAt: "2026-11-27T10:10:00.000Z" };

describe("releaseTimeOf", () => {
  it("adds the delay in minutes to the publication", () => {
    expect(releaseTimeOf("2026-11-27T10:00:00.000Z", 10)).toBe("2026-11-27T10:10:00.000Z");
    expect(releaseTimeOf("2026-11-27T23:58:30.000Z", 3)).toBe("2026-11-28T00:01:30.000Z");
  });

  it("is the publication itself when early access is off", () => {
    expect(releaseTimeOf("2026-11-27T10:00:00.000Z", 0)).toBe("2026-11-27T10:00:00.000Z");
  });
});

describe("visibleFrom and isVisibleTo", () => {
  it("shows a Pro member and an admin the position from its publication", () => {
    for (const viewer of [member("premium"), admin("inactive")]) {
      expect(visibleFrom(viewer, position)).toBe(position.publishedAt);
      expect(isVisibleTo(viewer, position, new Date(position.publishedAt))).toBe(true);
      expect(isVisibleTo(viewer, position, new Date("2026-11-27T09:59:59.999Z"))).toBe(false);
    }
  });

  it("shows trial and standard members the position from its release, not a millisecond before", () => {
    for (const viewer of [member("trial"), member("standard")]) {
      expect(visibleFrom(viewer, position)).toBe(position.releasedAt);
      expect(isVisibleTo(viewer, position, new Date(position.publishedAt))).toBe(false);
      expect(isVisibleTo(viewer, position, new Date("2026-11-27T10:09:59.999Z"))).toBe(false);
      expect(isVisibleTo(viewer, position, new Date(position.releasedAt))).toBe(true);
      expect(isVisibleTo(viewer, position, new Date("2026-11-27T10:10:00.001Z"))).toBe(true);
    }
  });
});

describe("earlyAccessPromise", () => {
  it("states the delay in minutes, singular for one", () => {
    expect(say(earlyAccessPromise(DEFAULT_EARLY_ACCESS_MINUTES))).toBe("Entries 10 minutes before Trial members");
    expect(say(earlyAccessPromise(1))).toBe("Entries 1 minute before Trial members");
    expect(say(earlyAccessPromise(2))).toBe("Entries 2 minutes before Trial members");
  });

  it("promises nothing when early access is off", () => {
    expect(earlyAccessPromise(0)).toBeNull();
    expect(earlyAccessPromise(-1)).toBeNull();
  });
});

describe("planFeatures", () => {
  const pro = { type: "pro", features: ["plans:pro.features.everythingInTrial", "plans:pro.features.cancelAnytime"] };
  const trial = { type: "trial", features: ["plans:trial.features.fullAccess"] };

  it("lists Pro's early access first while it is on", () => {
    expect(planFeatures(pro, 10).map(say)).toEqual([
      "Entries 10 minutes before Trial members",
      "Everything in Trial",
      "Cancel anytime",
    ]);
  });

  it("lists Trial's delay first while early access is on: its entries come after Pro's", () => {
    expect(planFeatures(trial, 10).map(say)).toEqual([
      "New entries 10 minutes after Pro members",
      "Full access to all trading signals",
    ]);
  });

  it("lists each plan's own features alone when early access is off", () => {
    expect(planFeatures(pro, 0).map(say)).toEqual(["Everything in Trial", "Cancel anytime"]);
    expect(planFeatures(trial, 0).map(say)).toEqual(["Full access to all trading signals"]);
  });
});

describe("earlyAccessDelay", () => {
  it("states Trial's wait in minutes, singular for one, and nothing when early access is off", () => {
    expect(say(earlyAccessDelay(10))).toBe("New entries 10 minutes after Pro members");
    expect(say(earlyAccessDelay(1))).toBe("New entries 1 minute after Pro members");
    expect(earlyAccessDelay(0)).toBeNull();
    expect(earlyAccessDelay(-1)).toBeNull();
  });
});

describe("earlyAccessComparison", () => {
  it("compares when each plan sees a new entry while early access is on", () => {
    const said = (minutes: number) => {
      const row = earlyAccessComparison(minutes);
      return row && { feature: say(row.feature), trial: say(row.trial), pro: say(row.pro) };
    };
    expect(said(15)).toEqual({ feature: "New entries", trial: "15 min after Pro", pro: "As published" });
    expect(said(1)).toEqual({ feature: "New entries", trial: "1 min after Pro", pro: "As published" });
    expect(earlyAccessComparison(0)).toBeNull();
  });
});

describe("the limits", () => {
  it("defaults to ten minutes and allows at most a day", () => {
    expect(DEFAULT_EARLY_ACCESS_MINUTES).toBe(10);
    expect(MAX_EARLY_ACCESS_MINUTES).toBe(1440);
  });
});
