import { sql, type ExpressionBuilder } from "kysely";
import type { MemberStanding } from "../../../shared/admin.js";
import type { Executor } from "../../db/database.js";
import { countRows } from "../../db/count.js";
import { hasAccessSql } from "../../db/access.js";
import { ENDED_PRO_SUBSCRIPTION_STATUSES, type Database, type UserRow } from "../../db/schema.js";

export interface UserFilter {
  /** Lower-cased text to find anywhere in the name or email; LIKE wildcards in it are literal. */
  search?: string;
  /** Members standing so at `now` (MEMBER_STANDINGS); admins have no plan, so they are left out. */
  standing?: MemberStanding;
  /** Members with a running paid plan or a charge ever (true), or with neither (false); admins left out. */
  paying?: boolean;
  /** ISO instant the standing is read at. */
  now: string;
}

/** `!` escapes LIKE's wildcards; chosen over backslash, which the two dialects' string literals read differently. */
const LIKE_ESCAPE = "!";

/** `%text%` with the text's own %, _ and ! matching themselves. */
export function containsPattern(text: string): string {
  return `%${text.replace(/[!%_]/g, (char) => LIKE_ESCAPE + char)}%`;
}

function matching(filter: UserFilter) {
  return (eb: ExpressionBuilder<Database, "users">) => {
    const conditions = [];
    if (filter.standing !== undefined || filter.paying !== undefined) conditions.push(eb("role", "<>", "admin"));
    if (filter.standing === "inactive") conditions.push(eb("subscription_status", "=", "inactive"));
    else if (filter.standing === "expired")
      conditions.push(eb.and([eb("subscription_status", "<>", "inactive"), eb.not(hasAccessSql(filter.now))]));
    else if (filter.standing)
      conditions.push(eb.and([eb("subscription_status", "=", filter.standing), hasAccessSql(filter.now)]));
    if (filter.paying !== undefined) {
      const paying = eb.or([
        eb.exists(
          eb
            .selectFrom("pro_subscriptions")
            .select("pro_subscriptions.id")
            .whereRef("pro_subscriptions.user_id", "=", "users.id")
            .where("pro_subscriptions.ended_at", "is", null)
            .where("pro_subscriptions.status", "not in", ENDED_PRO_SUBSCRIPTION_STATUSES),
        ),
        eb.exists(
          eb
            .selectFrom("payments")
            .select("payments.id")
            .whereRef("payments.user_id", "=", "users.id")
            .where("payments.kind", "=", "charge"),
        ),
      ]);
      conditions.push(filter.paying ? paying : eb.not(paying));
    }
    if (filter.search) {
      const pattern = containsPattern(filter.search);
      // "first last" contains every part of the first and the last name too, so two columns cover all four
      // readings (first, last, full name, email). lower() on both sides: the same rule on SQLite and PostgreSQL.
      conditions.push(
        eb.or([
          sql<boolean>`lower(first_name || ' ' || last_name) like ${pattern} escape ${sql.lit(LIKE_ESCAPE)}`,
          sql<boolean>`lower(email) like ${pattern} escape ${sql.lit(LIKE_ESCAPE)}`,
        ]),
      );
    }
    return eb.and(conditions);
  };
}

/** One page of users matching the filter, newest first. */
export function listUsers(
  db: Executor,
  filter: UserFilter,
  page: { limit: number; offset: number },
): Promise<UserRow[]> {
  return db
    .selectFrom("users")
    .selectAll()
    .where(matching(filter))
    .orderBy("created_at", "desc")
    .orderBy("id", "desc")
    .limit(page.limit)
    .offset(page.offset)
    .execute();
}

export const countUsers = (db: Executor, filter: UserFilter): Promise<number> =>
  countRows(db.selectFrom("users").where(matching(filter)));
