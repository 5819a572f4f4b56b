import fc from "fast-check";
import { describe, expect, it } from "vitest";
import type { NOTIFICATION_KINDS } from "./notification-preferences.js";
import {
  CHOOSABLE_KINDS,
  DEFAULT_NOTIFICATION_PREFERENCES,
  NOTIFICATION_CHANNELS,
  notificationPreferencesSchema,
  shouldDeliver,
  TIME_ZONE_MESSAGES,
  type NotificationPreferencesView,
} from "./notification-preferences.js";
import { notificationClassOf, POSITION_CHANGES } from "./position-changes.js";
import { noticeArbitrary, preferencesArbitrary } from "../../test/support/notification-preferences.js";

const withQuietHours: NotificationPreferencesView = {
  ...DEFAULT_NOTIFICATION_PREFERENCES,
  quietHours: { enabled: true, start: "22:00", end: "07:00" },
  timeZone: "Europe/London",
};
const midnight = new Date("2026-01-15T00:00:00Z");
const noon = new Date("2026-01-15T12:00:00Z");

describe("shouldDeliver", () => {
  it("by default pushes everything and emails new signals and closes, at any hour", () => {
    const decide = (channel: "push" | "email", kind: (typeof NOTIFICATION_KINDS)[number]) =>
      shouldDeliver(DEFAULT_NOTIFICATION_PREFERENCES, { channel, kind, assetClass: "crypto", urgent: false }, midnight);
    expect(CHOOSABLE_KINDS.map((kind) => decide("push", kind))).toEqual(["deliver", "deliver", "deliver", "deliver"]);
    expect(CHOOSABLE_KINDS.map((kind) => decide("email", kind))).toEqual(["deliver", "drop", "deliver", "drop"]);
  });

  it("holds what is not urgent during quiet hours and lets a stop hit or a close through", () => {
    const signal = { channel: "push", kind: "new_signal", assetClass: "forex", urgent: false } as const;
    expect(shouldDeliver(withQuietHours, signal, midnight)).toBe("hold");
    expect(shouldDeliver(withQuietHours, signal, noon)).toBe("deliver");
    const close = { channel: "email", ...notificationClassOf("closed"), assetClass: "forex" } as const;
    expect(shouldDeliver(withQuietHours, close, midnight)).toBe("deliver");
  });

  it("drops an asset class turned off on one channel only, quiet or not, urgent or not", () => {
    const prefs = structuredClone(withQuietHours);
    prefs.channels.email.assetClasses.crypto = false;
    for (const urgent of [false, true]) {
      for (const now of [midnight, noon]) {
        const notice = { kind: "close", assetClass: "crypto", urgent } as const;
        expect(shouldDeliver(prefs, { channel: "email", ...notice }, now)).toBe("drop");
        expect(shouldDeliver(prefs, { channel: "push", ...notice }, now)).not.toBe("drop");
      }
    }
  });

  it("always delivers account messages", () => {
    const prefs = structuredClone(withQuietHours);
    for (const channel of NOTIFICATION_CHANNELS) prefs.channels[channel].kinds.new_signal = false;
    expect(shouldDeliver(prefs, { channel: "email", kind: "account", urgent: false }, midnight)).toBe("deliver");
  });
});

const preferences = preferencesArbitrary(["Europe/London", "America/New_York", null], {
  starts: ["22:00", "00:30", "09:00"],
  ends: ["07:00", "06:00", "17:30"],
});
const notice = noticeArbitrary;
const instant = fc
  .integer({ min: Date.parse("2026-01-01T00:00:00Z"), max: Date.parse("2027-01-01T00:00:00Z") })
  .map((ms) => new Date(ms));

describe("shouldDeliver, for any preferences, notice and instant", () => {
  it("never holds what is urgent, and holds nothing outside quiet hours", () => {
    fc.assert(
      fc.property(preferences, notice, instant, (prefs, n, now) => {
        const decision = shouldDeliver(prefs, n, now);
        if (n.urgent) expect(decision).not.toBe("hold");
        if (!prefs.quietHours.enabled || prefs.timeZone === null) expect(decision).not.toBe("hold");
      }),
    );
  });

  it("drops exactly what the channel turned off, by kind or by asset class", () => {
    fc.assert(
      fc.property(preferences, notice, instant, (prefs, n, now) => {
        const on = prefs.channels[n.channel];
        const wanted = n.kind === "account" || (on.kinds[n.kind] && on.assetClasses[n.assetClass]);
        expect(shouldDeliver(prefs, n, now) === "drop").toBe(!wanted);
      }),
    );
  });

  it("answers the same for an urgent notice as with quiet hours off", () => {
    fc.assert(
      fc.property(preferences, notice, instant, (prefs, n, now) => {
        const urgent = { ...n, urgent: true };
        const noQuiet = { ...prefs, quietHours: { ...prefs.quietHours, enabled: false } };
        expect(shouldDeliver(prefs, urgent, now)).toBe(shouldDeliver(noQuiet, n, now));
      }),
    );
  });
});

describe("the preferences schema", () => {
  it("takes the defaults, and refuses quiet hours without a zone, unknown zones and strange times", () => {
    const valid = { ...withQuietHours };
    expect(notificationPreferencesSchema.safeParse(DEFAULT_NOTIFICATION_PREFERENCES).success).toBe(true);
    expect(notificationPreferencesSchema.safeParse(valid).success).toBe(true);
    const refused = (prefs: unknown) => notificationPreferencesSchema.safeParse(prefs).error?.issues[0]?.message;
    expect(refused({ ...valid, timeZone: null })).toBe(TIME_ZONE_MESSAGES.neededForQuietHours);
    expect(refused({ ...valid, timeZone: "Mars/Olympus" })).toBe(TIME_ZONE_MESSAGES.unknown);
    expect(refused({ ...valid, quietHours: { enabled: true, start: "25:00", end: "07:00" } })).toBe(
      "messages:preferences.timeInvalid",
    );
    expect(refused({ ...valid, quietHours: { enabled: true, start: "07:00", end: "07:00" } })).toBe(
      TIME_ZONE_MESSAGES.sameStartAndEnd,
    );
    const extraKind = structuredClone(valid) as unknown as { channels: { push: { kinds: Record<string, boolean> } } };
    extraKind.channels.push.kinds.account = false;
    expect(notificationPreferencesSchema.safeParse(extraKind).success).toBe(false);
  });
});

describe("notificationClassOf", () => {
  it("files every change under a kind members can choose, and only closes, stops and voids as urgent", () => {
    const urgent = POSITION_CHANGES.filter((change) => notificationClassOf(change).urgent);
    expect(urgent).toEqual(["partial_close", "closed", "cancelled", "voided"]);
    for (const change of POSITION_CHANGES) {
      expect(CHOOSABLE_KINDS).toContain(notificationClassOf(change).kind);
    }
    expect(notificationClassOf("opened").kind).toBe("new_signal");
    expect(notificationClassOf("stop_moved").kind).toBe("updates");
    expect(notificationClassOf("note").kind).toBe("insight");
  });
});
