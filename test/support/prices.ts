import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { DialectName } from "../../src/server/db/database.js";
import { isPositionEvent } from "../../src/server/features/events/event-bus.js";
import type { TradeEventEntry } from "../../src/shared/trade-lifecycle.js";
import type { Position, PositionInput } from "../../src/shared/positions.js";
import type { PositionEvent } from "../../src/shared/ws-events.js";
import { memberFor } from "./members.js";
import { callApi, createPositionAs } from "./positions.js";
import { manualClock, type TestApp, type TestAppOptions } from "./test-app.js";

/** A Wednesday: every market the tests use is open. */
export const WEDNESDAY = new Date("2026-11-25T12:00:00.000Z");

export interface TrackingOptions {
  start?: Date;
  env?: Record<string, string>;
  /** A second instance on that app's database. */
  of?: TestApp;
  /** Pro's early access in minutes; 0 unless given (test-app.ts). */
  earlyAccessMinutes?: number;
}

/**
 * An app playing `csv` (times in seconds from the app's start) on a clock the test moves, with an admin; `at(s)` moves
 * the clock to s seconds after the start and lets the tracker do what that brings.
 */
export async function startTracking(
  startApp: (dialect: DialectName, options?: TestAppOptions) => Promise<TestApp>,
  dialect: DialectName,
  csv: string,
  options: TrackingOptions = {},
) {
  const start = options.start ?? WEDNESDAY;
  const clock = manualClock(start);
  const t = await startApp(dialect, {
    clock,
    env: { PRICE_FEED: replayFeed(csv), PRICE_QUIET_SECONDS: "60", ...options.env },
    ...(options.of ? { sharingDatabaseOf: options.of } : {}),
    ...(options.earlyAccessMinutes === undefined ? {} : { earlyAccessMinutes: options.earlyAccessMinutes }),
  });
  const admin = await memberFor(t, "admin", start);
  const announced: PositionEvent[] = [];
  t.events.subscribe((event) => isPositionEvent(event) && announced.push(event));
  const tracker = trackerOf(t);
  const at = async (seconds: number) => {
    clock.advance(start.getTime() + seconds * 1000 - clock.now().getTime());
    await tracker.settle();
  };
  // Published as checked: the market at publication has tests of its own (market-check.test.ts).
  const open = async (input: Partial<PositionInput>) => {
    const id = await createPositionAs(t, admin.cookie, { confirm: true, ...input });
    await tracker.settle();
    return id;
  };
  const events = async (id: string) => (await historyOf(t, admin.cookie, id)).map((entry) => entry.type);
  return { t, clock, admin, tracker, at, open, events, announced };
}

/** A replay file (symbol,time,bid,ask) in a folder of its own; answers the PRICE_FEED that plays it. */
export function replayFeed(csv: string): string {
  const file = join(mkdtempSync(join(tmpdir(), "replay-")), "ticks.csv");
  writeFileSync(file, `symbol,time,bid,ask\n${csv.trim()}\n`);
  return `replay:${file}`;
}

/** The app's tracker: every test app with a price feed has one. */
export function trackerOf(t: TestApp) {
  const tracker = t.app.priceTracker;
  if (!tracker) throw new Error("this app has no price feed");
  return tracker;
}

export async function positionOf(t: TestApp, cookie: string, id: string): Promise<Position> {
  const list = (await callApi(t, "GET", "/api/positions", { cookie })).json<Position[]>();
  const position = list.find((item) => item.id === id);
  if (!position) throw new Error(`position ${id} is not listed`);
  return position;
}

export async function historyOf(t: TestApp, cookie: string, id: string): Promise<TradeEventEntry[]> {
  return (await callApi(t, "GET", `/api/positions/${id}/history`, { cookie })).json<TradeEventEntry[]>();
}
