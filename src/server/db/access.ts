import { sql, type RawBuilder, type SqlBool } from "kysely";
import { heldByAdmins, statusesIncluding, type PlanFeature } from "../../shared/plan-features.js";
import { feedCutoff, type FreeFeedSetting } from "../../shared/free-feed.js";

/** An ISO timestamp, or a reference to a column holding one. */
type Instant = string | RawBuilder<string>;

/**
 * The access rule of `src/shared/access.ts` as SQL, for queries that pick whom to notify or count: a status other
 * than inactive, and no expiry or one later than `now` (docs/product.md#access). Timestamps are ISO text in UTC,
 * so they compare as text (docs/decisions/0002-timestamps-as-iso-text.md). `users` is the users table's name or
 * alias in the query. `now` may be a column (an event's time: did the member, as their subscription stands, have
 * access then?). `access.test.ts` checks on generated members and clocks that this selects exactly whom `hasAccess`
 * lets in.
 */
export function hasAccessSql(now: Instant, users = "users"): RawBuilder<SqlBool> {
  const status = sql.ref(`${users}.subscription_status`);
  const expiry = sql.ref(`${users}.subscription_expiry`);
  return sql<SqlBool>`(${status} <> 'inactive' and (${expiry} is null or ${expiry} > ${now}))`;
}

/** A member (never an admin: admins get no position notifications) with access at `now`. */
export function memberWithAccessSql(now: Instant, users = "users"): RawBuilder<SqlBool> {
  return sql<SqlBool>`(${sql.ref(`${users}.role`)} <> 'admin' and ${hasAccessSql(now, users)})`;
}

/**
 * `holdsPlanFeature` of src/shared/plan-features.ts as SQL: admins when the feature is theirs, members whose plan
 * includes it, whether their access lasts or not. `access.test.ts` checks on generated members that both select alike.
 */
export function holdsPlanFeatureSql(feature: PlanFeature, users = "users"): RawBuilder<SqlBool> {
  const role = sql.ref(`${users}.role`);
  const statuses = statusesIncluding(feature);
  const onPlan =
    statuses.length === 0
      ? sql<SqlBool>`(1 = 0)`
      : sql<SqlBool>`${sql.ref(`${users}.subscription_status`)} in (${sql.join(statuses.map((s) => sql.lit(s)))})`;
  if (heldByAdmins(feature)) return sql<SqlBool>`(${role} = 'admin' or ${onPlan})`;
  return sql<SqlBool>`(${role} <> 'admin' and ${onPlan})`;
}

/**
 * `hasPlanFeature` as SQL: the feature held by an admin, or by a member whose access lasts at `now` (a timestamp or a
 * column, as `hasAccessSql` takes it).
 */
export function hasPlanFeatureSql(feature: PlanFeature, now: Instant, users = "users"): RawBuilder<SqlBool> {
  const role = sql.ref(`${users}.role`);
  return sql<SqlBool>`(${holdsPlanFeatureSql(feature, users)} and (${role} = 'admin' or ${hasAccessSql(now, users)}))`;
}

/** Admins and the members whose plan has early access see a position from its publication (docs/product.md#early-access). */
export const earlyAccessSql = (users = "users"): RawBuilder<SqlBool> => holdsPlanFeatureSql("earlyAccess", users);

/**
 * A position released to every member by `now` (docs/product.md#early-access): released with no delay, or its release
 * time passed. The SQL twin of `isEmbargoed` (features/positions/position-changes.ts), negated. `positions` is the
 * positions table's name or alias in the query.
 */
export function releasedSql(now: Instant, positions = "positions"): RawBuilder<SqlBool> {
  const releasedAt = sql.ref(`${positions}.released_at`);
  return sql<SqlBool>`(${releasedAt} is null or ${releasedAt} <= ${now})`;
}

/**
 * A position public in the free delayed feed at `now` (docs/product.md#free-delayed-feed): the SQL twin of
 * `isPublicAt` (src/shared/free-feed.ts). `free-feed-sql.test.ts` checks on generated positions and clocks that both
 * select alike. `positions` is the positions table's name or alias in the query.
 */
export function publicFeedSql(setting: FreeFeedSetting, now: Date, positions = "positions"): RawBuilder<SqlBool> {
  if (setting.mode === "off") return sql<SqlBool>`(1 = 0)`;
  const column = (name: string) => sql.ref(`${positions}.${name}`);
  const cutoff = feedCutoff(setting, now);
  const started =
    setting.mode === "closed"
      ? sql<SqlBool>`(${column("status")} = 'closed' and ${column("closed_at")} <= ${cutoff})`
      : sql<SqlBool>`(${column("status")} <> 'planning' and ${column("published_at")} <= ${cutoff})`;
  // Public once released: at its early-access release, else at its publication (as `publicFrom` takes the later).
  const released = sql<SqlBool>`coalesce(${column("released_at")}, ${column("published_at")}) <= ${now.toISOString()}`;
  return sql<SqlBool>`(${column("published_at")} is not null and ${started} and ${released})`;
}
