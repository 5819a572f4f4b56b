import { sql, type RawBuilder, type SqlBool } from "kysely";

/** A link sent by email (a password reset, an address check) that can still be followed: unused, unexpired. */
export const liveLinkAt = (now: string): RawBuilder<SqlBool> =>
  sql<SqlBool>`${sql.ref("used_at")} is null and ${sql.ref("expires_at")} > ${now}`;
