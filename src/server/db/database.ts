import { closeSync, mkdirSync, openSync } from "node:fs";
import { dirname, resolve } from "node:path";
import SQLite from "better-sqlite3";
import { Kysely, PostgresDialect, SqliteDialect, sql, type Transaction } from "kysely";
import pg from "pg";
import type { Database } from "./schema.js";

export type Db = Kysely<Database>;
/** What repositories accept: the database itself or an open transaction. */
export type Executor = Kysely<Database> | Transaction<Database>;
export type DialectName = "sqlite" | "postgres";

export interface DatabaseHandle {
  db: Db;
  dialect: DialectName;
  /** Runs a trivial query; rejects when the database cannot answer. */
  ping(): Promise<void>;
  close(): Promise<void>;
}

/** `sqlite:<path>` or a postgres:// URL (which may choose a schema with `?options=-c search_path=...`). */
export function openDatabase(url: string): DatabaseHandle {
  return url.startsWith("sqlite:") ? openSqlite(url.slice("sqlite:".length)) : openPostgres(url);
}

const STATEMENT_CACHE_SIZE = 500;

/**
 * Kysely begins a transaction with a plain `begin`, which SQLite defers: the transaction reads first and asks for the
 * write lock only at its first write. If another process (a CLI beside the server) wrote in between, that upgrade
 * fails at once with SQLITE_BUSY, whatever the busy timeout, because the reader's snapshot is stale. Taking the write
 * lock at the start makes a transaction wait its turn (up to the busy timeout) instead. The app's transactions are
 * short and SQLite has one writer anyway, so reading transactions lose nothing by it.
 */
const BEGIN = "begin immediate";

/**
 * Kysely prepares every query afresh; preparing costs more than running the hot reads. The app issues a bounded
 * set of query shapes, so each is prepared once and reused (oldest dropped past STATEMENT_CACHE_SIZE).
 */
function withStatementCache(sqlite: SQLite.Database) {
  const statements = new Map<string, SQLite.Statement>();
  return {
    close: () => sqlite.close(),
    prepare(sqlText: string) {
      const query = sqlText === "begin" ? BEGIN : sqlText;
      let statement = statements.get(query);
      if (!statement) {
        statement = sqlite.prepare(query);
        if (statements.size >= STATEMENT_CACHE_SIZE) statements.delete(statements.keys().next().value ?? "");
        statements.set(query, statement);
      }
      return statement;
    },
  };
}

/**
 * The database holds password hashes, sessions and payment records: its folder (when we create it) is 0700 and the
 * file 0600 from the first byte. SQLite gives the -wal and -shm files the database file's mode.
 */
function createPrivately(path: string): void {
  mkdirSync(dirname(path), { recursive: true, mode: 0o700 });
  // "a": creates the file when missing, leaves an existing one as it is.
  closeSync(openSync(path, "a", 0o600));
}

function openSqlite(file: string): DatabaseHandle {
  const path = file === ":memory:" ? file : resolve(file);
  if (path !== ":memory:") createPrivately(path);
  const sqlite = new SQLite(path);
  sqlite.pragma("journal_mode = WAL");
  sqlite.pragma("foreign_keys = ON");
  sqlite.pragma("busy_timeout = 5000");
  sqlite.pragma("synchronous = FULL");
  const db = new Kysely<Database>({ dialect: new SqliteDialect({ database: withStatementCache(sqlite) }) });
  return {
    ...handleOf(db, "sqlite"),
    // Kysely closes the file only if it ever ran a query on it; a handle closed unused closes it too.
    close: async () => {
      await db.destroy();
      if (sqlite.open) sqlite.close();
    },
  };
}

function openPostgres(url: string): DatabaseHandle {
  const pool = new pg.Pool({
    connectionString: url,
    max: 10,
    connectionTimeoutMillis: 5000,
    idleTimeoutMillis: 30_000,
  });
  // A client losing its connection (the server stopped or restarted) must not crash the process: the pool
  // reports an idle one here and replaces it; a checked-out one between two queries reports on the client,
  // and its next query fails, answered 503 (plugins/errors.ts).
  pool.on("error", () => {});
  pool.on("connect", (client) => client.on("error", () => {}));
  return handleOf(new Kysely<Database>({ dialect: new PostgresDialect({ pool }) }), "postgres");
}

function handleOf(db: Db, dialect: DialectName): DatabaseHandle {
  return {
    db,
    dialect,
    ping: async () => {
      await sql`select 1`.execute(db);
    },
    close: () => db.destroy(),
  };
}
