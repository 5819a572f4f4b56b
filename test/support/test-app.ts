import { Writable } from "node:stream";
import type { FastifyInstance, LightMyRequestResponse } from "fastify";
import { afterAll, afterEach, beforeAll, beforeEach } from "vitest";
import { buildApp } from "../../src/server/app.js";
import { loadConfig, type Config, type SlowClientLimits } from "../../src/server/config.js";
import { openDatabase, type DialectName } from "../../src/server/db/database.js";
import { createInProcessEventBus, type EventBus } from "../../src/server/features/events/event-bus.js";
import type { MailTransport } from "../../src/server/features/mail/smtp-transport.js";
import { updateAdminSettings } from "../../src/server/features/settings/settings.service.js";
import { systemClock, type Clock } from "../../src/server/lib/clock.js";
import { createTestDatabase, type TestDatabase } from "./test-database.js";

export const TEST_ORIGIN = "http://localhost:3000";

/** The instant a manual clock starts at unless a test says otherwise. */
export const TEST_NOW = new Date("2026-11-21T12:00:00.000Z");

/** A clock the test moves by hand; `reset` puts it back to its start. */
export function manualClock(start = TEST_NOW) {
  let now = start.getTime();
  return {
    now: () => new Date(now),
    advance: (ms: number) => {
      now += ms;
    },
    reset: () => {
      now = start.getTime();
    },
  } satisfies Clock & { advance(ms: number): void; reset(): void };
}
export type ManualClock = ReturnType<typeof manualClock>;

export interface TestApp {
  app: FastifyInstance;
  database: TestDatabase;
  config: Config;
  /** Every log line written, for asserting what must never be logged. */
  logs: string[];
  /** The app's event bus: subscribe to see what the services announce. */
  events: EventBus;
  close(): Promise<void>;
}

export interface TestAppOptions {
  env?: Record<string, string>;
  clock?: Clock;
  /** Another way to the mail server than SMTP_URL (one that fails on cue). */
  mailTransport?: MailTransport;
  webRoot?: string;
  /** Another bus than the in-process one (Redis, for several instances). */
  events?: EventBus;
  /** A second instance: its own connection to that app's database, which that app still owns. */
  sharingDatabaseOf?: TestApp;
  /** Limits short enough for a test to wait them out. */
  slowClients?: SlowClientLimits;
  /**
   * Pro members' early access in minutes (docs/product.md#early-access). 0 unless given: the tests of other rules
   * have every member see a position when it is published; the early access tests give the delay they test.
   */
  earlyAccessMinutes?: number;
}

export async function createTestApp(dialect: DialectName, options: TestAppOptions = {}): Promise<TestApp> {
  const database = options.sharingDatabaseOf
    ? sharedDatabase(options.sharingDatabaseOf.database)
    : await createTestDatabase(dialect);
  const config = {
    ...loadConfig({ NODE_ENV: "test", LOG_LEVEL: "info", PUBLIC_URL: TEST_ORIGIN, ...options.env }),
    webRoot: options.webRoot,
  };
  if (options.slowClients) config.slowClients = options.slowClients;
  const logs: string[] = [];
  const logStream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      logs.push(chunk.toString());
      done();
    },
  });
  const events = options.events ?? createInProcessEventBus();
  const app = await buildApp({
    config,
    database: database.handle,
    events,
    logStream,
    ...(options.clock ? { clock: options.clock } : {}),
    ...(options.mailTransport ? { mailTransport: options.mailTransport } : {}),
  });
  await app.ready();
  if (!options.sharingDatabaseOf) {
    await updateAdminSettings(
      { db: database.handle.db, clock: systemClock },
      { earlyAccessMinutes: options.earlyAccessMinutes ?? 0 },
      null,
    );
  }
  return {
    app,
    database,
    config,
    logs,
    events,
    close: async () => {
      await app.close();
      await database.cleanup();
    },
  };
}

/**
 * The one way a test file gets an app: a fresh app with its own database before each test of the calling
 * `describe`, closed after it. The returned object stands for the running test's app. With `clockAt`, the app runs
 * on `clock`, a manual clock put back to that instant before each test (the same object throughout, so a test file
 * may keep it in a constant); without it, on the real clock. With `once`, one app serves every test of the
 * `describe` (for read-only matrices, where an app per case would only cost time).
 */
export function useTestApp(
  dialect: DialectName,
  options: Omit<TestAppOptions, "clock"> & { clockAt?: Date; once?: boolean } = {},
): TestApp & { clock: ManualClock } {
  const { clockAt, once = false, ...appOptions } = options;
  const clock = manualClock(clockAt);
  let current: TestApp | undefined;
  (once ? beforeAll : beforeEach)(async () => {
    clock.reset();
    current = await createTestApp(dialect, clockAt ? { ...appOptions, clock } : appOptions);
  });
  (once ? afterAll : afterEach)(async () => {
    await current?.close();
    current = undefined;
  });
  return new Proxy({} as TestApp & { clock: ManualClock }, {
    get(_target, key: keyof TestApp | "clock") {
      if (key === "clock") return clock;
      if (!current) throw new Error("useTestApp: the app exists only while a test runs");
      return current[key];
    },
  });
}

/**
 * For tests that each need an app of their own making (their own settings, clock, web root, or several
 * instances): the returned function starts one, and every app it started is closed after the test, the last
 * started first (a second instance before the app whose database it shares).
 */
export function useTestApps(): (dialect: DialectName, options?: TestAppOptions) => Promise<TestApp> {
  const started: TestApp[] = [];
  afterEach(async () => {
    for (const app of started.splice(0).reverse()) await app.close();
  });
  return async (dialect, options = {}) => {
    const app = await createTestApp(dialect, options);
    started.push(app);
    return app;
  };
}

function sharedDatabase(owner: TestDatabase): TestDatabase {
  const handle = openDatabase(owner.url);
  return { handle, url: owner.url, cleanup: () => handle.close() };
}

/** The session cookie a response set, as a Cookie header value. */
export function sessionCookieOf(response: LightMyRequestResponse): string {
  const cookie = response.cookies.find((c) => c.name === "session" || c.name === "__Host-session");
  if (!cookie) throw new Error(`no session cookie in response ${response.statusCode}: ${response.body}`);
  return `${cookie.name}=${cookie.value}`;
}

let counter = 0;
export function newMember(
  overrides: Partial<{ email: string; password: string; firstName: string; lastName: string }> = {},
) {
  counter += 1;
  return {
    email: `member${counter}-${Date.now()}@example.com`,
    password: "correct horse battery",
    firstName: "Maria",
    lastName: "Lopez",
    ...overrides,
  };
}

/** JSON POST from our own origin, as the browser client sends it. */
export function postJson(app: FastifyInstance, url: string, body: unknown, cookie?: string) {
  return app.inject({
    method: "POST",
    url,
    headers: { origin: TEST_ORIGIN, "content-type": "application/json", ...(cookie ? { cookie } : {}) },
    payload: JSON.stringify(body),
  });
}
