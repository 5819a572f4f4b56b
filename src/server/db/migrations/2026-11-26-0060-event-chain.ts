import { PostgresAdapter, sql, type Kysely } from "kysely";
import { nextLink, type ChainLink } from "../../../shared/record-chain.js";
import { chainContentOf, type StoredChainEvent } from "../../lib/chain-content.js";
import { sha256Hex } from "../../lib/sha256.js";

/*
 * The verifiable track record (docs/decisions/0015-verifiable-track-record.md): every stored trade event joins one
 * hash chain across all positions (`chain_seq`, its place in it; `prev_hash`, the link before; `content_hash`, over
 * its canonical content; `hash`, its link), and the database refuses to change or delete a stored event. The one
 * change allowed is the users table's own `on delete set null` of `actor_id`, which is not part of the hashed content.
 * Existing events are chained in the order they happened (time, then position, then their number).
 */

interface Row extends StoredChainEvent {
  id: string;
}

const APPEND_ONLY = "position_events are append-only: a stored trade event is never changed or deleted";
const KEPT = ["id", "position_id", "seq", "type", "at", "data", "chain_seq", "prev_hash", "content_hash", "hash"];

export async function up(db: Kysely<unknown>): Promise<void> {
  const alter = () => db.schema.alterTable("position_events");
  await alter().addColumn("chain_seq", "integer").execute();
  for (const column of ["prev_hash", "content_hash", "hash"]) await alter().addColumn(column, "text").execute();

  const { rows } = await sql<Row>`
    select e.id, e.position_id, e.seq, e.type, e.at, e.data, p.asset, p.asset_class, p.direction
    from position_events e join positions p on p.id = e.position_id
    order by e.at, e.position_id, e.seq`.execute(db);
  let previous: ChainLink | null = null;
  for (const [index, row] of rows.entries()) {
    const link = nextLink(sha256Hex, previous, chainContentOf(index + 1, row));
    await sql`update position_events set chain_seq = ${link.sequence}, prev_hash = ${link.prevHash},
      content_hash = ${link.contentHash}, hash = ${link.hash} where id = ${row.id}`.execute(db);
    previous = link;
  }
  await db.schema
    .createIndex("position_events_chain_seq_unique")
    .unique()
    .on("position_events")
    .column("chain_seq")
    .execute();

  if (db.getExecutor().adapter instanceof PostgresAdapter) {
    const same = KEPT.map((column) => `new.${column} is not distinct from old.${column}`).join(" and ");
    await sql
      .raw(
        `create function position_events_append_only() returns trigger language plpgsql as $$
        begin
          if tg_op = 'UPDATE' and new.actor_id is null and ${same} then return new; end if;
          raise exception '${APPEND_ONLY}';
        end $$`,
      )
      .execute(db);
    await sql
      .raw(
        `create trigger position_events_append_only before update or delete on position_events
        for each row execute function position_events_append_only()`,
      )
      .execute(db);
  } else {
    const same = KEPT.map((column) => `new.${column} is old.${column}`).join(" and ");
    await sql
      .raw(
        `create trigger position_events_no_update before update on position_events
        when not (new.actor_id is null and ${same})
        begin select raise(abort, '${APPEND_ONLY}'); end`,
      )
      .execute(db);
    await sql
      .raw(
        `create trigger position_events_no_delete before delete on position_events
        begin select raise(abort, '${APPEND_ONLY}'); end`,
      )
      .execute(db);
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  if (db.getExecutor().adapter instanceof PostgresAdapter) {
    await sql.raw("drop trigger position_events_append_only on position_events").execute(db);
    await sql.raw("drop function position_events_append_only()").execute(db);
  } else {
    await sql.raw("drop trigger position_events_no_update").execute(db);
    await sql.raw("drop trigger position_events_no_delete").execute(db);
  }
  await db.schema.dropIndex("position_events_chain_seq_unique").execute();
  for (const column of ["hash", "content_hash", "prev_hash", "chain_seq"]) {
    await db.schema.alterTable("position_events").dropColumn(column).execute();
  }
}
