/** What a client is told while the database cannot be reached (HTTP 503), in the caller's language. */
export const DATABASE_UNAVAILABLE_MESSAGE = "messages:request.unavailable";
/** Retry-After of those answers, in seconds: a restarting database is usually back within this. */
export const DATABASE_RETRY_AFTER_SECONDS = 5;

/**
 * PostgreSQL SQLSTATEs of a server that is going away or not there: class 08 (connection exception), 57P01
 * admin_shutdown, 57P02 crash_shutdown, 57P03 cannot_connect_now (starting up or shutting down).
 */
const PG_UNAVAILABLE = /^(08\d{3}|57P0[123])$/;
/** Socket errors on the way to the database. */
const NETWORK_CODES = new Set(["ECONNREFUSED", "ECONNRESET", "ETIMEDOUT", "EPIPE", "EHOSTUNREACH", "ENETUNREACH"]);
/** SQLite: another process holds the lock past busy_timeout. */
const SQLITE_CODES = new Set(["SQLITE_BUSY", "SQLITE_BUSY_SNAPSHOT", "SQLITE_BUSY_RECOVERY", "SQLITE_LOCKED"]);
/** node-postgres says these in words only (no code). */
const PG_MESSAGES = [
  "Connection terminated",
  "timeout exceeded when trying to connect",
  "Client has encountered a connection error and is not queryable",
  "Client was closed and is not queryable",
];

interface ErrorFields {
  code?: unknown;
  syscall?: unknown;
  message?: unknown;
  cause?: unknown;
  errors?: unknown;
}

/**
 * True when the error says the database cannot be reached right now (not that the query or the data is wrong):
 * such a request may succeed if retried shortly, so it is answered 503, not 500. Looks through `cause` and an
 * AggregateError's errors (a connect to a host with several addresses).
 */
export function isDatabaseUnavailable(error: unknown, depth = 0): boolean {
  if (typeof error !== "object" || error === null || depth > 4) return false;
  const { code, syscall, message, cause, errors } = error as ErrorFields;
  if (typeof code === "string") {
    if (PG_UNAVAILABLE.test(code) || NETWORK_CODES.has(code) || SQLITE_CODES.has(code)) return true;
    // A unix socket that is gone (the server stopped) is ENOENT from connect().
    if (syscall === "connect") return true;
  }
  if (typeof message === "string" && PG_MESSAGES.some((text) => message.startsWith(text))) return true;
  if (Array.isArray(errors) && errors.some((inner) => isDatabaseUnavailable(inner, depth + 1))) return true;
  return isDatabaseUnavailable(cause, depth + 1);
}

export interface OutageLog {
  /** A run failed: logged as an error, or, for an unreachable database, once per outage (and once a minute). */
  failed(error: unknown): void;
  /** A run succeeded: ends the outage, said once. */
  succeeded(): void;
}

const OUTAGE_REMINDER_MS = 60_000;

/**
 * Background work (the push queue, live access checks, readiness probes) retries every few seconds; while the
 * database is away, each retry would log the same failure. This keeps one line per outage, a reminder each
 * minute it lasts, and one line when it ends.
 */
export function outageLog(
  log: { warn(obj: object, msg: string): void; error(obj: object, msg: string): void; info(msg: string): void },
  task: string,
  now: () => number = Date.now,
): OutageLog {
  let loggedAt: number | undefined;
  return {
    failed(err) {
      if (!isDatabaseUnavailable(err)) return log.error({ err }, `${task} failed`);
      if (loggedAt !== undefined && now() - loggedAt < OUTAGE_REMINDER_MS) return;
      log.warn({ err }, `${task}: database unavailable`);
      loggedAt = now();
    },
    succeeded() {
      if (loggedAt === undefined) return;
      loggedAt = undefined;
      log.info(`${task}: database reachable again`);
    },
  };
}
