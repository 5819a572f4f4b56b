import fc from "fast-check";
import {
  CHOOSABLE_KINDS,
  NOTIFICATION_CHANNELS,
  NOTIFICATION_KINDS,
  type NotificationPreferencesView,
} from "../../src/shared/notification-preferences.js";
import { ASSET_CLASSES } from "../../src/shared/positions.js";

const flags = <K extends string>(keys: readonly K[]) =>
  fc.record(Object.fromEntries(keys.map((key) => [key, fc.boolean()]))) as fc.Arbitrary<Record<K, boolean>>;
const channel = fc.record({ kinds: flags(CHOOSABLE_KINDS), assetClasses: flags(ASSET_CLASSES) });

/** Preferences with any switches, quiet hours from the schedules given, in one of the zones given. */
export function preferencesArbitrary<Zone extends string | null>(
  zones: readonly Zone[],
  schedule: { starts: readonly string[]; ends: readonly string[] },
): fc.Arbitrary<Omit<NotificationPreferencesView, "weeklySummaries"> & { timeZone: Zone }> {
  return fc.record({
    channels: fc.record({ push: channel, email: channel, telegram: channel }),
    quietHours: fc.record({
      enabled: fc.boolean(),
      start: fc.constantFrom(...schedule.starts),
      end: fc.constantFrom(...schedule.ends),
    }),
    timeZone: fc.constantFrom(...zones),
    recordHeads: fc.boolean(),
  });
}

/** Any notice: any channel, kind, asset class, urgent or not. */
export const noticeArbitrary = fc.record({
  channel: fc.constantFrom(...NOTIFICATION_CHANNELS),
  kind: fc.constantFrom(...NOTIFICATION_KINDS),
  assetClass: fc.constantFrom(...ASSET_CLASSES),
  urgent: fc.boolean(),
});
