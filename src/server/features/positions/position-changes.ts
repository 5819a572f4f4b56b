import type { AssetClass, Direction } from "../../../shared/positions.js";
import type { PositionEvent } from "../../../shared/ws-events.js";
import type { Db, Executor } from "../../db/database.js";
import type { PositionRow } from "../../db/schema.js";
import { adminOnlyText, appErrorKind } from "../../lib/app-error.js";
import type { Clock } from "../../lib/clock.js";
import type { EventBus } from "../events/event-bus.js";
import { stateColumns } from "./position-records.js";
import * as repo from "./positions.repo.js";
import type { Appended } from "./trade-events.js";

/*
 * How every change of a position is written: in one transaction with its events and notifications, under the row's
 * optimistic version, then announced (docs/decisions/0010-trade-lifecycle-events.md).
 */

export interface MarketCheck {
  /** The price the position would be entered at now, or null when no feed has one. */
  price(instrument: {
    asset: string;
    assetClass: AssetClass;
    direction: Direction;
  }): { price: number; at: string } | null;
  /** How far (percent) an entry may be from it before the admin must confirm, per asset class. */
  entryDistance: Record<AssetClass, number>;
  /** Whether the price feed prices the instrument at all; null when no feed runs (`PRICE_FEED=manual`). */
  tracks(instrument: { asset: string; assetClass: AssetClass }): boolean | null;
  /** As `price`, waiting briefly for the instrument's first price when the feed has not priced it yet. */
  firstPrice(instrument: {
    asset: string;
    assetClass: AssetClass;
    direction: Direction;
  }): Promise<{ price: number; at: string } | null>;
}

export interface PositionsDeps {
  db: Db;
  clock: Clock;
  events: EventBus;
  /**
   * Notifications of changes: `record` stores the event in the change's own transaction and answers it with
   * its feed id; `fanOut`, once the change is committed and announced, queues the pushes and emails.
   * Without it events are published as they are.
   */
  notifier?: {
    record(trx: Executor, event: PositionEvent): Promise<PositionEvent>;
    fanOut(event: PositionEvent): Promise<unknown>;
  };
  /** The market where a price feed covers an instrument, checked when a position is published (docs/prices.md). */
  market?: MarketCheck;
  /**
   * How long after publication a position's plan may still be corrected (docs/product.md#track-record); the default
   * window when left out.
   */
  correctionWindowMs?: number;
  /**
   * docs/product.md#portfolio: in the change's transaction, moves the members' trades on the changed positions and
   * queues their own updates; answers what to announce once committed.
   */
  portfolio?: {
    follow(trx: Executor, positionIds: readonly string[], now: string): Promise<() => void>;
  };
  /** A fan-out that failed after the commit: reported, and finished later by the notifier's sweep. */
  onFanOutError?: (error: unknown) => void;
  /**
   * Resolves once what was just published has been written to this instance's live connections: an awaited fan-out
   * waits for it (docs/decisions/0045-live-before-the-durable-channels.md). Without it, nothing is waited for.
   */
  liveWritten?: () => Promise<void>;
}

/** docs/product.md#track-record: five minutes unless configured otherwise. */
export const DEFAULT_CORRECTION_WINDOW_MS = 5 * 60_000;

export const correctionWindowOf = (deps: Pick<PositionsDeps, "correctionWindowMs">): number =>
  deps.correctionWindowMs ?? DEFAULT_CORRECTION_WINDOW_MS;

/** Another change to the same position committed first; the caller may retry with fresh data. */
export class ConcurrentChangeError extends appErrorKind(
  "ConcurrentChangeError",
  "conflict",
  adminOnlyText("This position was changed at the same moment. Reload it and try again."),
) {}

/**
 * Where a change came from besides the admin who owns it (docs/integrations.md#providers): `via` names the provider
 * key or alert source on each event recorded ("key:<id>", "alert:<id>"); `alongside` writes the caller's own record of
 * it (an alert's receipt, the trade's reference) in the change's transaction, first, so both commit or neither and a
 * unique index there refuses the change a second time.
 */
export interface ChangeOrigin {
  via?: string;
  alongside?: (trx: Executor, positionId: string) => Promise<void>;
}

export interface Change {
  row: PositionRow;
  announcements: PositionEvent[];
}

/**
 * Writes a change and its notifications in one transaction, commits, then announces each, in order. The event is in
 * members' feeds once committed; the fan-out (pushes, emails) is awaited unless `fanOut` is "background" (queued
 * behind the loop's next turn), so the price tracker's next tick does not wait for thousands of push jobs, and a
 * fan-out that fails or is cut short is finished by the notifier's sweep either way.
 */
export async function commitChange(
  deps: PositionsDeps,
  write: (trx: Executor, now: string) => Promise<Change | null>,
  options: { fanOut?: "awaited" | "background" } = {},
): Promise<PositionRow | null> {
  let row: PositionRow | null = null;
  await commitChanges(
    deps,
    async (trx, now) => {
      const change = await write(trx, now);
      row = change?.row ?? null;
      return change ? announcementsOf(change, now) : [];
    },
    options,
  );
  return row;
}

/**
 * As commitChange, for changes of several positions written in one transaction (the price tracker's hits of one
 * moment): `write` answers the announcements in order. Answers how many were announced.
 */
export async function commitChanges(
  deps: PositionsDeps,
  write: (trx: Executor, now: string) => Promise<PositionEvent[]>,
  { fanOut = "awaited" }: { fanOut?: "awaited" | "background" } = {},
): Promise<number> {
  const now = deps.clock.now().toISOString();
  let followed = () => {};
  const announced = await deps.db.transaction().execute(async (trx) => {
    const recorded: PositionEvent[] = [];
    for (const event of await write(trx, now)) {
      recorded.push(deps.notifier ? await deps.notifier.record(trx, event) : event);
    }
    const changed = recorded.flatMap((event) => (event.data.change ? [event.data.position.id] : []));
    if (deps.portfolio && changed.length > 0) followed = await deps.portfolio.follow(trx, changed, now);
    return recorded;
  });
  followed();
  for (const event of announced) {
    // Members connected now hear of it first; pushes and emails are queued next (before the admin's answer, when
    // awaited, and once this instance has written it to its members' sockets: the fan-out's transaction would hold
    // the event loop between the live message's slices).
    deps.events.publish(event);
    const { notifier } = deps;
    if (!notifier) continue;
    const queue = () => notifier.fanOut(event).catch((error: unknown) => deps.onFanOutError?.(error));
    if (fanOut === "awaited") {
      await deps.liveWritten?.();
      await queue();
    } else inBackground(deps, queue);
  }
  return announced.length;
}

const backgroundFanOuts = new WeakMap<PositionsDeps, Promise<unknown>>();

/**
 * Background fan-outs run one after another, each after a turn of the event loop: a burst of the tracker's hits does
 * not hold the next ticks, or its own reload, behind as many fan-out transactions (SQLite's writer is this thread).
 */
function inBackground(deps: PositionsDeps, task: () => Promise<unknown>): void {
  const before = backgroundFanOuts.get(deps) ?? Promise.resolve();
  backgroundFanOuts.set(deps, before.then(() => new Promise((resolve) => setImmediate(resolve))).then(task));
}

/** A published position members without early access may not see yet (docs/product.md#early-access). */
export const isEmbargoed = (row: Pick<PositionRow, "released_at">, now: string): boolean =>
  row.released_at !== null && Date.parse(row.released_at) > Date.parse(now);

/** Before its release, what happens to a position is for early access alone (docs/product.md#early-access). */
export function announcementsOf(change: Change, now: string): PositionEvent[] {
  if (!isEmbargoed(change.row, now)) return change.announcements;
  return change.announcements.map((event) => ({ ...event, audience: "early" }));
}

/** Writes a row's new values if nobody changed it since it was read. */
export async function saveRow(trx: Executor, before: PositionRow, after: PositionRow): Promise<void> {
  const { id, created_by: _by, created_at: _at, deleted_at: _deleted, ...write } = after;
  if (!(await repo.updatePosition(trx, id, before.version, write))) throw new ConcurrentChangeError();
}

/** The row after appending events: its derived state, its commentary (a note's), when it was closed. */
export function rowAfter(
  before: PositionRow,
  appended: Appended,
  now: string,
  extra: Partial<PositionRow> = {},
): PositionRow {
  const note = appended.events.findLast((event) => event.type === "note");
  return {
    ...before,
    ...extra,
    ...stateColumns(appended.state),
    commentary:
      note?.type === "note" ? note.text : "commentary" in extra ? (extra.commentary ?? null) : before.commentary,
    version: before.version + 1,
    updated_at: now,
    published_at: before.published_at ?? appended.state.openedAt,
    closed_at: appended.state.closedAt,
  };
}
