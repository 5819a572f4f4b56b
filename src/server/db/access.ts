import { sql, type RawBuilder, type SqlBool } from "kysely";

/**
 * The access rule of `src/shared/access.ts` as SQL, for queries that pick whom to notify or count: a status other
 * than inactive, and no expiry or one later than `now` (docs/product.md#access). Timestamps are ISO text in UTC,
 * so they compare as text (docs/decisions/0002-timestamps-as-iso-text.md). `users` is the users table's name or
 * alias in the query. `access.test.ts` checks on generated members and clocks that this selects exactly whom
 * `hasAccess` lets in.
 */
export function hasAccessSql(now: string, users = "users"): RawBuilder<SqlBool> {
  const status = sql.ref(`${users}.subscription_status`);
  const expiry = sql.ref(`${users}.subscription_expiry`);
  return sql<SqlBool>`(${status} <> 'inactive' and (${expiry} is null or ${expiry} > ${now}))`;
}

/** A member (never an admin: admins get no position notifications) with access at `now`. */
export function memberWithAccessSql(now: string, users = "users"): RawBuilder<SqlBool> {
  return sql<SqlBool>`(${sql.ref(`${users}.role`)} <> 'admin' and ${hasAccessSql(now, users)})`;
}
