import {
  CHOOSABLE_KINDS,
  DEFAULT_NOTIFICATION_PREFERENCES,
  NOTIFICATION_CHANNELS,
  type ChannelPreferences,
  type NotificationPreferences,
  type NotificationPreferencesView,
} from "../../../shared/notification-preferences.js";
import { isQuietAt } from "../../../shared/quiet-hours.js";
import { ASSET_CLASSES } from "../../../shared/positions.js";
import type { Db, Executor } from "../../db/database.js";
import { assetSubject, kindSubject, quietScheduleKey } from "../../db/delivery.js";
import type { Clock } from "../../lib/clock.js";
import { receivesTopicOf, setTopicReceived } from "../mail/email-delivery.service.js";
import * as repo from "./notification-preferences.repo.js";

export interface PreferencesDeps {
  db: Db;
  clock: Clock;
}

/** Whether the member takes the emails of the topics their preferences show. */
interface TopicChoices {
  recordHeads: boolean;
  weeklySummaries: boolean;
}

/** The preferences a stored row and its opt-outs describe, with the email topics the member takes. */
export function preferencesOf(
  row: repo.PreferencesRow,
  optOuts: repo.OptOutRow[],
  topics: TopicChoices,
): NotificationPreferencesView {
  const off = new Set(optOuts.map((optOut) => `${optOut.channel} ${optOut.subject}`));
  const channel = (name: (typeof NOTIFICATION_CHANNELS)[number]): ChannelPreferences => ({
    kinds: Object.fromEntries(
      CHOOSABLE_KINDS.map((kind) => [kind, !off.has(`${name} ${kindSubject(kind)}`)]),
    ) as ChannelPreferences["kinds"],
    assetClasses: Object.fromEntries(
      ASSET_CLASSES.map((assetClass) => [assetClass, !off.has(`${name} ${assetSubject(assetClass)}`)]),
    ) as ChannelPreferences["assetClasses"],
  });
  return {
    channels: Object.fromEntries(NOTIFICATION_CHANNELS.map((name) => [name, channel(name)])) as Record<
      (typeof NOTIFICATION_CHANNELS)[number],
      ChannelPreferences
    >,
    quietHours: { enabled: row.quiet_hours_enabled === 1, start: row.quiet_hours_start, end: row.quiet_hours_end },
    timeZone: row.time_zone,
    ...topics,
  };
}

function optOutsOf(prefs: NotificationPreferences, kept: NotificationPreferencesView): repo.OptOutRow[] {
  return NOTIFICATION_CHANNELS.flatMap((channel) => {
    // A client from before a channel existed leaves it out: it stays as it was.
    const { kinds, assetClasses } = prefs.channels[channel] ?? kept.channels[channel];
    return [
      ...CHOOSABLE_KINDS.filter((kind) => !kinds[kind]).map((kind) => ({ channel, subject: kindSubject(kind) })),
      ...ASSET_CLASSES.filter((assetClass) => !assetClasses[assetClass]).map((assetClass) => ({
        channel,
        subject: assetSubject(assetClass),
      })),
    ];
  });
}

/** The member's preferences: as saved, or the defaults (docs/product.md#notification-preferences). */
export async function getNotificationPreferences(
  { db }: { db: Executor },
  userId: string,
): Promise<NotificationPreferencesView> {
  const [saved, recordHeads, weeklySummaries] = await Promise.all([
    repo.findPreferences(db, userId),
    receivesTopicOf(db, userId, "record"),
    receivesTopicOf(db, userId, "summaries"),
  ]);
  const topics = { recordHeads, weeklySummaries };
  return saved ? preferencesOf(saved.row, saved.optOuts, topics) : { ...DEFAULT_NOTIFICATION_PREFERENCES, ...topics };
}

/** Replaces the member's preferences with `prefs` (already checked against the shared schema), all or nothing. */
export async function saveNotificationPreferences(
  deps: PreferencesDeps,
  userId: string,
  prefs: NotificationPreferences,
): Promise<NotificationPreferencesView> {
  const at = deps.clock.now().toISOString();
  await deps.db.transaction().execute(async (trx) => {
    const kept = await getNotificationPreferences({ db: trx }, userId);
    await repo.replacePreferences(
      trx,
      {
        user_id: userId,
        time_zone: prefs.timeZone,
        quiet_hours_enabled: prefs.quietHours.enabled ? 1 : 0,
        quiet_hours_start: prefs.quietHours.start,
        quiet_hours_end: prefs.quietHours.end,
        updated_at: at,
      },
      optOutsOf(prefs, kept),
    );
    await setTopicReceived(trx, userId, "record", prefs.recordHeads, at);
    if (prefs.weeklySummaries !== undefined) {
      await setTopicReceived(trx, userId, "summaries", prefs.weeklySummaries, at);
    }
  });
  return getNotificationPreferences(deps, userId);
}

/**
 * The quiet-hours schedules (quietScheduleKey) that are quiet at `now`, for deliverySql: one row per schedule kept
 * by any member, each decided by the shared rule.
 */
export async function quietSchedulesAt(db: Executor, now: Date): Promise<string[]> {
  const schedules = await repo.listQuietSchedules(db);
  return schedules
    .filter(({ time_zone: timeZone, quiet_hours_start: start, quiet_hours_end: end }) =>
      isQuietAt({ enabled: true, start, end }, timeZone, now),
    )
    .map(({ time_zone: timeZone, quiet_hours_start: start, quiet_hours_end: end }) =>
      quietScheduleKey(timeZone ?? "", start, end),
    );
}
