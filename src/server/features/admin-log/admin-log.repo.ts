import { sql, type ExpressionBuilder, type Selectable } from "kysely";
import type { Executor } from "../../db/database.js";
import { countRows } from "../../db/count.js";
import type { Database } from "../../db/schema.js";

export type AdminLogRow = Selectable<Database["admin_log"]>;
export type NewAdminLogRow = Omit<AdminLogRow, "outcome">;

export interface AdminLogFilter {
  /** A part of the admin's name or email, or their id. */
  admin?: string;
  action?: string;
  /** The target's id, or a part of its label. */
  target?: string;
  /** A part of anything the entry says. */
  text?: string;
  /** ISO instants: from inclusive, until exclusive. */
  from?: string;
  until?: string;
}

/** `!` escapes LIKE's wildcards; chosen over backslash, which the two dialects' string literals read differently. */
const LIKE_ESCAPE = "!";
const contains = (text: string) => `%${text.toLowerCase().replace(/[!%_]/g, (char) => LIKE_ESCAPE + char)}%`;

function matching(filter: AdminLogFilter) {
  return (eb: ExpressionBuilder<Database, "admin_log">) => {
    const like = (expression: ReturnType<typeof sql<string>>, text: string) =>
      sql<boolean>`${expression} like ${contains(text)} escape ${sql.lit(LIKE_ESCAPE)}`;
    const conditions = [];
    if (filter.admin !== undefined) {
      conditions.push(
        eb.or([
          eb("admin_id", "=", filter.admin),
          like(sql<string>`lower(admin_name || ' ' || admin_email)`, filter.admin),
        ]),
      );
    }
    if (filter.action !== undefined) conditions.push(eb("action", "=", filter.action));
    if (filter.target !== undefined) {
      conditions.push(
        eb.or([
          eb("target_id", "=", filter.target),
          like(sql<string>`lower(coalesce(target_label, ''))`, filter.target),
        ]),
      );
    }
    if (filter.text !== undefined) conditions.push(like(sql<string>`search_text`, filter.text));
    if (filter.from !== undefined) conditions.push(eb("at", ">=", filter.from));
    if (filter.until !== undefined) conditions.push(eb("at", "<", filter.until));
    return eb.and(conditions);
  };
}

/** Written before the action runs, so an action whose completion is never written still shows as started. */
export async function insertStartedEntry(db: Executor, row: NewAdminLogRow): Promise<void> {
  await db
    .insertInto("admin_log")
    .values({ ...row, outcome: "started" })
    .execute();
}

export async function completeEntry(
  db: Executor,
  id: string,
  completion: Pick<AdminLogRow, "outcome" | "changes" | "search_text" | "target_id" | "target_label">,
): Promise<void> {
  await db.updateTable("admin_log").set(completion).where("id", "=", id).execute();
}

/** A page of matching entries, newest first, and how many match. */
export async function listEntries(
  db: Executor,
  filter: AdminLogFilter,
  page: { limit: number; offset: number },
): Promise<{ rows: AdminLogRow[]; total: number }> {
  const [rows, total] = await Promise.all([
    db
      .selectFrom("admin_log")
      .selectAll()
      .where(matching(filter))
      .orderBy("at", "desc")
      .orderBy("id", "desc")
      .limit(page.limit)
      .offset(page.offset)
      .execute(),
    countRows(db.selectFrom("admin_log").where(matching(filter))),
  ]);
  return { rows, total };
}

/**
 * Every matching entry, newest first, read a keyset page at a time (the CSV export): entries written meanwhile are
 * newer than the first page and never shift the pages after it.
 */
export async function* allEntries(db: Executor, filter: AdminLogFilter, pageSize = 500): AsyncGenerator<AdminLogRow> {
  let last: AdminLogRow | undefined;
  for (;;) {
    const after = last;
    const rows = await db
      .selectFrom("admin_log")
      .selectAll()
      .where(matching(filter))
      .$if(after !== undefined, (query) =>
        query.where((eb) =>
          eb.or([
            eb("at", "<", after?.at ?? ""),
            eb.and([eb("at", "=", after?.at ?? ""), eb("id", "<", after?.id ?? "")]),
          ]),
        ),
      )
      .orderBy("at", "desc")
      .orderBy("id", "desc")
      .limit(pageSize)
      .execute();
    yield* rows;
    last = rows.at(-1);
    if (rows.length < pageSize) return;
  }
}
