import { closeSync, mkdirSync, openSync } from "node:fs";
import { createRequire } from "node:module";
import { open, type FileHandle } from "node:fs/promises";
import { dirname, resolve } from "node:path";
import SQLite from "better-sqlite3";
import { Kysely, PostgresAdapter, PostgresDialect, SqliteDialect, sql, type Transaction } from "kysely";
import type * as Pg from "pg";
import type { Database } from "./schema.js";
import { reportCommitsOf } from "./unchanged-reads.js";

export type Db = Kysely<Database>;
/** What repositories accept: the database itself or an open transaction. */
export type Executor = Kysely<Database> | Transaction<Database>;
export type DialectName = "sqlite" | "postgres";

/** Which database an executor speaks to, for the few statements the two write differently. */
export const dialectOf = (db: Executor): DialectName =>
  db.getExecutor().adapter instanceof PostgresAdapter ? "postgres" : "sqlite";

export interface DatabaseHandle {
  db: Db;
  dialect: DialectName;
  /** Runs a trivial query; rejects when the database cannot answer. */
  ping(): Promise<void>;
  /**
   * Whether a commit may still be only in the operating system's memory (SQLite; docs/decisions/0044-commits-synced-off-the-event-loop.md).
   * Cheap: the HTTP layer asks it before every answer.
   */
  unsynced(): boolean;
  /** Resolves once every commit made so far is on disk; at once when none waits. */
  durable(): Promise<void>;
  close(): Promise<void>;
}

/** `sqlite:<path>` or a postgres:// URL (which may choose a schema with `?options=-c search_path=...`). */
export function openDatabase(url: string, { syncFile = datasync }: { syncFile?: SyncFile } = {}): DatabaseHandle {
  return url.startsWith("sqlite:") ? openSqlite(url.slice("sqlite:".length), syncFile) : openPostgres(url);
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
 * Kysely's SQLite connection as it uses a statement. A statement that writes is wrapped so that the handle learns
 * when a write was committed: at once outside a transaction, at the `commit` of one that wrote. (SQLite counts
 * `commit` and `rollback` as read-only statements, `begin immediate` as a writing one.)
 */
type KyselyStatement = Pick<SQLite.Statement, "reader" | "all" | "run" | "iterate">;

/** A statement whose changes SQLite counts: without a changed row (or a returned one) it changed nothing. */
const CHANGES_ROWS = /^\s*(insert|update|delete|replace)\s/i;

function commitWatch(sqlite: SQLite.Database, committed: () => void) {
  let wroteInTransaction = false;
  /**
   * `onlyIfChanged`: an INSERT, UPDATE or DELETE that changed no row wrote nothing, so it is no commit: the job queue
   * leases due jobs with an UPDATE several times a second, nearly always finding none, and each would otherwise empty
   * the kept reads (db/unchanged-reads.ts) and hold the next answers for a flush of nothing.
   */
  const wrap = (statement: SQLite.Statement, after: () => void, onlyIfChanged = false): KyselyStatement => ({
    reader: statement.reader,
    all: (...parameters: unknown[]) => {
      const rows = statement.all(...parameters);
      if (!onlyIfChanged || rows.length > 0) after();
      return rows;
    },
    run: (...parameters: unknown[]) => {
      const result = statement.run(...parameters);
      if (!onlyIfChanged || result.changes > 0) after();
      return result;
    },
    iterate: (...parameters: unknown[]) => statement.iterate(...parameters),
  });
  const wrote = () => {
    if (sqlite.inTransaction) wroteInTransaction = true;
    else committed();
  };
  const ended = (kept: boolean) => () => {
    if (kept && wroteInTransaction) committed();
    wroteInTransaction = false;
  };
  return (query: string, statement: SQLite.Statement): KyselyStatement => {
    if (query === BEGIN) return wrap(statement, ended(false));
    if (query === "commit") return wrap(statement, ended(true));
    if (query === "rollback") return wrap(statement, ended(false));
    return statement.readonly ? statement : wrap(statement, wrote, CHANGES_ROWS.test(query));
  };
}

/**
 * Kysely prepares every query afresh; preparing costs more than running the hot reads. The app issues a bounded
 * set of query shapes, so each is prepared once and reused (oldest dropped past STATEMENT_CACHE_SIZE).
 */
function withStatementCache(sqlite: SQLite.Database, committed: () => void) {
  const statements = new Map<string, KyselyStatement>();
  const watched = commitWatch(sqlite, committed);
  return {
    close: () => sqlite.close(),
    prepare(sqlText: string) {
      const query = sqlText === "begin" ? BEGIN : sqlText;
      let statement = statements.get(query);
      if (!statement) {
        statement = watched(query, sqlite.prepare(query));
        if (statements.size >= STATEMENT_CACHE_SIZE) statements.delete(statements.keys().next().value ?? "");
        statements.set(query, statement);
      }
      return statement;
    },
  };
}

/** Flushes a file's written data to the disk (fdatasync); tests put a slower one in its place. */
export type SyncFile = (file: FileHandle) => Promise<void>;
const datasync: SyncFile = (file) => file.datasync();

/**
 * Commits are written to the WAL without waiting for the disk (`synchronous = NORMAL`), and this flushes the WAL
 * with fdatasync on libuv's threads, one flush for every commit made while the last one ran. It is the guarantee
 * `synchronous = FULL` gave, without holding the event loop for the disk (docs/decisions/0044-commits-synced-off-the-event-loop.md).
 */
function walSyncer(walPath: string | undefined, syncFile: SyncFile) {
  let commits = 0;
  let synced = 0;
  let file: Promise<FileHandle> | undefined;
  let flushing: Promise<void> | undefined;

  async function flush(): Promise<void> {
    const upTo = commits;
    try {
      file ??= open(walPath ?? "", "r");
      await syncFile(await file);
      synced = Math.max(synced, upTo);
    } finally {
      flushing = undefined;
    }
  }

  return {
    committed: () => {
      commits += 1;
    },
    unsynced: () => walPath !== undefined && synced < commits,
    async durable(): Promise<void> {
      if (walPath === undefined) return;
      const upTo = commits;
      while (synced < upTo) await (flushing ??= flush());
    },
    async close(): Promise<void> {
      if (file) await (await file).close();
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

/** Commits by every SQLite handle of this process, counted as each is made (a second handle in a test, a CLI's). */
let commitsInThisProcess = 0;

/**
 * SQLite's data_version, which moves with another connection's commits, read at most once per event of the event loop
 * and its first round of promise callbacks: each read takes two file-lock system calls (about 4 µs), and a 304 needs
 * two values (its session, its list's revision). Every request answered from that event had arrived before the value
 * was read, so each is answered as the database was at that moment; another process's commit can reach this one (by
 * the network, a pipe, a timer) only as a later event. Commits by this process are counted as they are made.
 */
function dataVersionOncePerTurn(sqlite: SQLite.Database): () => unknown {
  const dataVersion = sqlite.prepare("pragma data_version").pluck();
  let read: unknown;
  const forget = () => {
    read = undefined;
  };
  // Node runs an event's callback, then its nextTick callbacks and promise callbacks in rounds until none is left, and
  // only then the next event. The queued microtask runs in the first round of promise callbacks after the read, and
  // its nextTick once that round is over: a read from the event's own code and one from its first awaits share a value.
  const forgetAfterThisRound = () => process.nextTick(forget);
  return () => {
    if (read === undefined) {
      read = dataVersion.get();
      queueMicrotask(forgetAfterThisRound);
    }
    return read;
  };
}

function openSqlite(file: string, syncFile: SyncFile): DatabaseHandle {
  const path = file === ":memory:" ? file : resolve(file);
  if (path !== ":memory:") createPrivately(path);
  const sqlite = new SQLite(path);
  sqlite.pragma("journal_mode = WAL");
  sqlite.pragma("foreign_keys = ON");
  sqlite.pragma("busy_timeout = 5000");
  sqlite.pragma("synchronous = NORMAL");
  // better-sqlite3 builds SQLite with a page cache of up to 16 MB (SQLite's own default is 2 MB): a wave of 10,000
  // members' reads filled 13 MB of it (heaptrack, the prices bench). Pages past these 4 MB are read from the
  // operating system's file cache instead.
  sqlite.pragma("cache_size = -4000");
  const wal = walSyncer(path === ":memory:" ? undefined : `${path}-wal`, syncFile);
  const db = new Kysely<Database>({
    dialect: new SqliteDialect({
      database: withStatementCache(sqlite, () => {
        commitsInThisProcess += 1;
        wal.committed();
      }),
    }),
  });
  // Moves with every commit: by a connection of this process (their count) or of another (SQLite's data_version).
  const dataVersion = dataVersionOncePerTurn(sqlite);
  reportCommitsOf(db, () => `${String(dataVersion())}:${commitsInThisProcess}`);
  return {
    ...handleOf(db, "sqlite"),
    unsynced: wal.unsynced,
    durable: wal.durable,
    // A CLI's last commits reach the disk before it ends. Kysely closes the file only if it ever ran a query on it;
    // a handle closed unused closes it too.
    close: async () => {
      await wal.durable();
      await wal.close();
      await db.destroy();
      if (sqlite.open) sqlite.close();
    },
  };
}

function openPostgres(url: string): DatabaseHandle {
  // Loaded here, not at start: a server on SQLite never holds the PostgreSQL driver. Synchronously, as callers open.
  const pg = createRequire(import.meta.url)("pg") as typeof Pg;
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
    // PostgreSQL syncs its own log before it answers a commit.
    unsynced: () => false,
    durable: async () => {},
    close: () => db.destroy(),
  };
}
