import { sql, type SelectQueryBuilder } from "kysely";

/** How many rows the query finds: PostgreSQL answers a count as a string (a bigint), SQLite as a number. */
export async function countRows<DB, TB extends keyof DB, O>(query: SelectQueryBuilder<DB, TB, O>): Promise<number> {
  const row = await query
    .select(sql<number | string>`count(*)`.as("count"))
    .$castTo<{ count: number | string }>()
    .executeTakeFirst();
  return Number(row?.count ?? 0);
}
