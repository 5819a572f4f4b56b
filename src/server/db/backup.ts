import { closeSync, existsSync, mkdirSync, openSync, readdirSync, renameSync, rmSync, statSync } from "node:fs";
import { basename, dirname, extname, join } from "node:path";
import SQLite from "better-sqlite3";

export interface BackupOptions {
  /** The live database file (the path of a `sqlite:` DATABASE_URL). */
  databasePath: string;
  /**
   * A folder (an existing one, or a path ending in "/"), which gets a timestamped file, or the backup's file path.
   * Absent: the folder `backups` beside the database.
   */
  to: string | undefined;
  /** In a folder, keep only the newest `keep` backups of this database. */
  keep: number | undefined;
  now: Date;
}

export interface BackupResult {
  file: string;
  pages: number;
  /** Older backups removed by the retention. */
  removed: string[];
}

export class BackupError extends Error {
  override name = "BackupError";
}

/** Every page in one step: the copy is a single read transaction, one consistent snapshot however busy writers are. */
const ALL_PAGES = 0x7fffffff;

const stemOf = (databasePath: string) => basename(databasePath, extname(databasePath));
/** `app-2026-11-23T20-15-04-512Z.db`: sorts by name in time order. */
const timestamped = (stem: string, now: Date) => `${stem}-${now.toISOString().replace(/[:.]/g, "-")}.db`;
const isTimestampedBackup = (stem: string, name: string) =>
  name.startsWith(`${stem}-`) && /^\d{4}-\d{2}-\d{2}T\d{2}-\d{2}-\d{2}-\d{3}Z\.db$/.test(name.slice(stem.length + 1));

function destinationOf(options: BackupOptions): { file: string; folder: string | undefined } {
  const to = options.to ?? join(dirname(options.databasePath), "backups") + "/";
  const isFolder = to.endsWith("/") || (existsSync(to) && statSync(to).isDirectory());
  if (!isFolder && options.keep !== undefined) {
    throw new BackupError(
      "--keep applies to a folder of backups; give --to a folder (ending in /) or leave out --keep",
    );
  }
  if (!isFolder) return { file: to, folder: undefined };
  return { file: join(to, timestamped(stemOf(options.databasePath), options.now)), folder: to };
}

/**
 * Takes an online backup of a SQLite database through SQLite's backup API while the server keeps writing: the
 * file holds exactly what was committed when the copy began, checked with `PRAGMA integrity_check` before it gets
 * its name (so a failed run never leaves a file that looks like a backup). In a folder, keeps the newest `keep`.
 */
export async function backupSqlite(options: BackupOptions): Promise<BackupResult> {
  if (!existsSync(options.databasePath)) throw new BackupError(`No database at ${options.databasePath}`);
  const { file, folder } = destinationOf(options);
  // Readable by the owner only, as the database is: it holds password hashes and sessions.
  mkdirSync(dirname(file), { recursive: true, mode: 0o700 });
  const partial = `${file}.partial`;
  closeSync(openSync(partial, "w", 0o600));
  const source = new SQLite(options.databasePath, { fileMustExist: true });
  let pages: number;
  try {
    source.pragma("busy_timeout = 5000");
    ({ totalPages: pages } = await source.backup(partial, { progress: () => ALL_PAGES }));
    const copy = new SQLite(partial, { fileMustExist: true });
    try {
      const check = copy.pragma("integrity_check", { simple: true });
      if (check !== "ok") throw new BackupError(`The backup failed its integrity check: ${String(check)}`);
      // One self-contained file: no -wal beside it to forget when copying it elsewhere.
      copy.pragma("journal_mode = DELETE");
    } finally {
      copy.close();
    }
    renameSync(partial, file);
  } finally {
    source.close();
    rmSync(partial, { force: true });
  }
  const removed =
    folder && options.keep !== undefined ? pruneBackups(folder, stemOf(options.databasePath), options.keep) : [];
  return { file, pages, removed };
}

function pruneBackups(folder: string, stem: string, keep: number): string[] {
  const backups = readdirSync(folder)
    .filter((name) => isTimestampedBackup(stem, name))
    .sort()
    .reverse();
  const old = backups.slice(keep).map((name) => join(folder, name));
  for (const path of old) rmSync(path);
  return old;
}
