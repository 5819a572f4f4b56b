import { sql, type RawBuilder, type SqlBool } from "kysely";
import type { EventAudience } from "../../shared/ws-events.js";
import { earlyAccessSql } from "./access.js";
import { DEFAULT_NOTIFICATION_PREFERENCES, shouldDeliver, type Notice } from "../../shared/notification-preferences.js";
import { DEFAULT_LANGUAGE, type Language } from "../../shared/i18n/languages.js";

/** How an opt-out row names what it turns off. */
export const kindSubject = (kind: string): string => `kind:${kind}`;
export const assetSubject = (assetClass: string): string => `asset:${assetClass}`;

/** Quiet hours as stored, one key per schedule: members sharing a schedule are quiet at the same instants. */
export const quietScheduleKey = (timeZone: string, start: string, end: string): string => `${timeZone}|${start}|${end}`;

export interface DeliveryScope {
  /** The users table's alias in the query. */
  users: string;
  /** The notification_preferences table's alias, left-joined on the user (null columns: the member never saved). */
  prefs: string;
}

/**
 * `shouldDeliver` of src/shared/notification-preferences.ts as SQL, for queries that pick recipients in bulk
 * (docs/product.md#notification-preferences). `quietNow` lists the quiet-hours schedules (quietScheduleKey) that are
 * quiet at the instant in question: the service asks the database which schedules exist and decides each with
 * `isQuietAt`, so time-zone arithmetic happens once per schedule, never per member, and only in TypeScript.
 * A member without saved preferences gets the defaults, decided here once for the whole query. `delivery.test.ts`
 * checks on generated members that this selects exactly whom `shouldDeliver` answers `decision` for.
 */
export function deliverySql(
  decision: "deliver" | "hold",
  notice: Notice,
  quietNow: readonly string[],
  { users, prefs }: DeliveryScope,
): RawBuilder<SqlBool> {
  const userId = sql.ref(`${users}.id`);
  const saved = sql<SqlBool>`(${sql.ref(`${prefs}.user_id`)} is not null)`;
  const always = sql<SqlBool>`(1 = 1)`;
  const never = sql<SqlBool>`(1 = 0)`;
  if (notice.kind === "account") return decision === "deliver" ? always : never;

  const subjects = [kindSubject(notice.kind), ...(notice.assetClass ? [assetSubject(notice.assetClass)] : [])];
  const optedIn = sql<SqlBool>`not exists (select 1 from notification_opt_outs o where o.user_id = ${userId} and o.channel = ${notice.channel} and o.subject in (${sql.join(subjects)}))`;
  // The defaults keep no quiet hours, so a member who never saved is delivered to now or not at all.
  const byDefault = shouldDeliver(DEFAULT_NOTIFICATION_PREFERENCES, notice, new Date(0)) === "deliver";
  const quiet =
    quietNow.length === 0
      ? never
      : sql<SqlBool>`(${sql.ref(`${prefs}.quiet_hours_enabled`)} = 1 and coalesce(${sql.ref(`${prefs}.time_zone`)}, '') || '|' || ${sql.ref(`${prefs}.quiet_hours_start`)} || '|' || ${sql.ref(`${prefs}.quiet_hours_end`)} in (${sql.join([...quietNow])}))`;

  if (decision === "hold") {
    return notice.urgent ? never : sql<SqlBool>`(${saved} and ${optedIn} and ${quiet})`;
  }
  const whenSaved = notice.urgent ? optedIn : sql<SqlBool>`(${optedIn} and not ${quiet})`;
  return byDefault ? sql<SqlBool>`(not ${saved} or ${whenSaved})` : sql<SqlBool>`(${saved} and ${whenSaved})`;
}

/**
 * Whom a notification is for, before preferences: every member with access, a position's followers, one member;
 * with `tier`, only those with early access ("early", before the position's release) or only those without ("late",
 * at the release: docs/product.md#early-access).
 */
export type Audience = (
  { kind: "members" } | { kind: "followers"; positionId: string } | { kind: "member"; userId: string }
) & {
  tier?: EventAudience;
  /** Only the members on this saved time zone (null: those who saved none), for a message that says when on their clock. */
  timeZone?: string | null;
  /** Only the members who read this language (English: also those who chose none), for a message written in it. */
  language?: Language;
};

/** The audience as a condition on the users table `users` (docs/product.md#following: updates reach followers). */
export function audienceSql(audience: Audience, users: string): RawBuilder<SqlBool> {
  const whom = sql<SqlBool>`(${audienceKindSql(audience, users)} and ${timeZoneSql(audience.timeZone, users)} and ${languageSql(audience.language, users)})`;
  if (audience.tier === undefined) return whom;
  const early = earlyAccessSql(users);
  return sql<SqlBool>`(${whom} and ${audience.tier === "early" ? early : sql`not ${early}`})`;
}

function timeZoneSql(timeZone: string | null | undefined, users: string): RawBuilder<SqlBool> {
  if (timeZone === undefined) return sql<SqlBool>`(1 = 1)`;
  const saved = sql`coalesce((select z.time_zone from notification_preferences z where z.user_id = ${sql.ref(`${users}.id`)}), '')`;
  return sql<SqlBool>`(${saved} = ${timeZone ?? ""})`;
}

function languageSql(language: Language | undefined, users: string): RawBuilder<SqlBool> {
  if (language === undefined) return sql<SqlBool>`(1 = 1)`;
  return sql<SqlBool>`(coalesce(${sql.ref(`${users}.language`)}, ${DEFAULT_LANGUAGE}) = ${language})`;
}

function audienceKindSql(audience: Audience, users: string): RawBuilder<SqlBool> {
  const userId = sql.ref(`${users}.id`);
  switch (audience.kind) {
    case "members":
      return sql<SqlBool>`(1 = 1)`;
    case "followers":
      return sql<SqlBool>`exists (select 1 from position_follows f where f.user_id = ${userId} and f.position_id = ${audience.positionId})`;
    case "member":
      return sql<SqlBool>`(${userId} = ${audience.userId})`;
  }
}
