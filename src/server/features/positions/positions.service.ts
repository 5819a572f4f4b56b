import {
  defaultNewPositionStatus,
  type ParsedPositionCreateInput,
  type NextRelease,
  type ParsedPositionInput,
  type Position,
  type PositionStatus,
  POSITION_MESSAGES,
} from "../../../shared/positions.js";
import {
  LIFECYCLE_MESSAGES,
  type TradeEventData,
  type TradeEventEntry,
  type TimedTradeEvent,
  type TradeEventInput,
} from "../../../shared/trade-lifecycle.js";
import { releaseTimeOf } from "../../../shared/early-access.js";
import { describeTradeEvent, tradeEventWords } from "../../../shared/trade-messages.js";
import { changeOriginName } from "../../../shared/automation.js";
import { correctionDeadline, deriveTradeState, planState, replayTradeEvents } from "../../../shared/trade-state.js";
import type { Executor } from "../../db/database.js";
import type { PositionRow } from "../../db/schema.js";
import { adminOnlyText, AppError, appErrorKind } from "../../lib/app-error.js";
import { newId } from "../../lib/ids.js";
import { getAdminSettings } from "../settings/settings.service.js";
import { announcePrice } from "./position-events.js";
import {
  describedColumns,
  instrumentOf,
  planFromInput,
  stateColumns,
  timedEvent,
  toPosition,
} from "./position-records.js";
import * as repo from "./positions.repo.js";
import { appendTradeEvents, assertPlanStop, editAsEvents, openingEvents } from "./trade-events.js";
import { awaitMarket, marketAtPublication } from "./market-check.js";
import {
  commitChange,
  ConcurrentChangeError,
  correctionWindowOf,
  isEmbargoed,
  rowAfter,
  saveRow,
  type ChangeOrigin,
  type PositionsDeps,
} from "./position-changes.js";

/**
 * A position as it now stands, for a feature that shows it elsewhere (the rooms' posts): null when there is none (or,
 * unless asked for, when it was deleted). Its correction window is not shown there.
 */
export async function positionAsItStands(
  db: Executor,
  id: string,
  options: { includeDeleted?: boolean } = {},
): Promise<Position | null> {
  const row = await repo.findPosition(db, id, options);
  return row ? toPosition(row, 0) : null;
}

/**
 * Who is asking: admins see drafts and who reported each event; admins and Pro members see a position before its
 * release (docs/product.md#early-access).
 */
export interface Viewer {
  id: string;
  isAdmin: boolean;
  earlyAccess: boolean;
}

export class PositionNotFoundError extends appErrorKind(
  "PositionNotFoundError",
  "not_found",
  POSITION_MESSAGES.notFound,
) {}
export class ReturnToDraftError extends appErrorKind(
  "ReturnToDraftError",
  "conflict",
  adminOnlyText(POSITION_MESSAGES.cannotReturnToDraft),
) {}
const isPublished = (status: PositionStatus) => status !== "planning";

/**
 * A position the viewer may see, or PositionNotFoundError: a draft does not exist for members, nor a position before
 * its release for members without early access (docs/product.md#early-access); a deleted position exists only in its
 * history, for admins.
 */
export async function visiblePosition(
  { db, clock }: Pick<PositionsDeps, "db" | "clock">,
  viewer: Viewer,
  id: string,
  options: { includeDeleted?: boolean } = {},
): Promise<PositionRow> {
  const row = await repo.findPosition(db, id, { includeDeleted: viewer.isAdmin && options.includeDeleted });
  if (!row || (!viewer.isAdmin && !isPublished(row.status))) throw new PositionNotFoundError();
  if (!viewer.earlyAccess && isEmbargoed(row, clock.now().toISOString())) throw new PositionNotFoundError();
  return row;
}

/**
 * A published position and its trade events in order, for features that follow the trade (docs/product.md#portfolio);
 * null for a draft or a position that does not exist.
 */
export async function tradeTimeline(
  db: Executor,
  id: string,
): Promise<{ row: PositionRow; events: TimedTradeEvent[] } | null> {
  const row = await repo.findPosition(db, id);
  if (!row || !isPublished(row.status)) return null;
  return { row, events: (await repo.listEvents(db, id)).map(timedEvent) };
}

/** Opens a draft-or-new row to members: `opened`, and a close at the exit when it is entered already closed. */
async function publish(
  deps: PositionsDeps,
  trx: Executor,
  actorId: string,
  row: PositionRow,
  input: ParsedPositionInput,
  now: string,
  via?: string,
) {
  const opening = openingEvents(planFromInput(input), input, marketAtPublication(deps, input));
  const appended = await appendTradeEvents(trx, {
    row,
    prior: [],
    ...opening,
    actorId,
    via,
    now,
    currentPrice: row.current_price,
  });
  const published = rowAfter(row, appended, now);
  const after = { ...published, ...(await releaseColumns(trx, published.published_at ?? now, now)) };
  return { after, announcements: appended.announce(toPosition(after, correctionWindowOf(deps))) };
}

/**
 * When members without early access may see a position published now (docs/product.md#early-access); with early
 * access off it is released, and announced, at once.
 */
async function releaseColumns(trx: Executor, publishedAt: string, now: string) {
  const releasedAt = releaseTimeOf(publishedAt, (await getAdminSettings({ db: trx })).earlyAccessMinutes);
  return { released_at: releasedAt, release_announced_at: releasedAt > now ? null : now };
}

/**
 * Creates a position. Without a status the auto-publish setting picks one (docs/product.md#drafts); a published one
 * opens with `opened` (and, entered as closed, closes at its exit).
 */
export async function createPosition(
  deps: PositionsDeps,
  actorId: string,
  input: ParsedPositionCreateInput,
  origin: ChangeOrigin = {},
): Promise<Position> {
  const status = input.status ?? defaultNewPositionStatus((await getAdminSettings(deps)).autoPublish);
  const full: ParsedPositionInput = { ...input, status };
  await awaitMarket(deps, full);
  const id = newId();
  const row = await commitChange(deps, async (trx, now) => {
    await origin.alongside?.(trx, id);
    const draft: PositionRow = {
      id,
      ...describedColumns(full),
      ...stateColumns(planState(instrumentOf(describedColumns(full)), planFromInput(full))),
      status: "planning",
      version: 1,
      created_by: actorId,
      created_at: now,
      updated_at: now,
      published_at: null,
      released_at: null,
      release_announced_at: null,
      closed_at: null,
      deleted_at: null,
      tracking: full.tracking ? JSON.stringify(full.tracking) : null,
      tracking_paused_since: null,
    } as PositionRow;
    await repo.insertPosition(trx, draft);
    if (!isPublished(status)) return { row: draft, announcements: [] };
    const { after, announcements } = await publish(deps, trx, actorId, draft, full, now, origin.via);
    await saveRow(trx, draft, after);
    return { row: after, announcements };
  });
  if (!row) throw new Error("creating a position recorded nothing");
  return toPosition(row, correctionWindowOf(deps));
}

/**
 * Replaces a position (PUT). A draft's edits are free and leave no events; publishing records `opened`. A published
 * position's edits become its typed events (docs/product.md#lifecycle); a new current price alone updates the card.
 * An edit that changes nothing records and announces nothing.
 */
export async function updatePosition(
  deps: PositionsDeps,
  actorId: string,
  id: string,
  input: ParsedPositionInput,
  origin: ChangeOrigin = {},
): Promise<Position> {
  let unchanged: PositionRow | undefined;
  const draft = await repo.findPosition(deps.db, id);
  if (draft && !isPublished(draft.status)) await awaitMarket(deps, input);
  const row = await commitChange(deps, async (trx, now) => {
    await origin.alongside?.(trx, id);
    const before = await repo.findPosition(trx, id);
    if (!before) throw new PositionNotFoundError();
    if (!isPublished(before.status)) {
      assertPlanStop(input);
      const edited: PositionRow = {
        ...before,
        ...describedColumns(input),
        ...trackingColumn(input),
        ...stateColumns(planState(instrumentOf(describedColumns(input)), planFromInput(input))),
        status: "planning",
      };
      if (isPublished(input.status)) {
        const { after, announcements } = await publish(deps, trx, actorId, edited, input, now, origin.via);
        await saveRow(trx, before, after);
        return { row: after, announcements };
      }
      if (sameRow(before, edited)) {
        unchanged = before;
        return null;
      }
      const after = { ...edited, version: before.version + 1, updated_at: now };
      await saveRow(trx, before, after);
      return { row: after, announcements: [] };
    }
    if (!isPublished(input.status)) throw new ReturnToDraftError();
    const prior = (await repo.listEvents(trx, id)).map(timedEvent);
    const edit = editAsEvents(
      before,
      deriveTradeState(instrumentOf(before), prior),
      input,
      withinCorrectionWindow(deps, before, now),
    );
    // Where a feed prices the instrument, the current price is the market's, not what the editor had loaded; a moved
    // stop is judged against it (docs/product.md#lifecycle).
    const quote = deps.market?.price(instrumentOf(before));
    const currentPrice = quote ? before.current_price : (input.currentPrice ?? null);
    const commentary = input.commentary ?? null;
    const priceChanged = currentPrice !== before.current_price;
    const trackingChanged = input.tracking !== undefined && JSON.stringify(input.tracking) !== before.tracking;
    const events = edit.corrected ? [edit.corrected] : [];
    if (
      events.length + edit.inputs.length === 0 &&
      !priceChanged &&
      !trackingChanged &&
      commentary === before.commentary
    ) {
      unchanged = before;
      return null;
    }
    const appended = await appendTradeEvents(trx, {
      row: before,
      prior,
      events,
      inputs: edit.inputs,
      actorId,
      via: origin.via,
      now,
      currentPrice: currentPrice ?? quote?.price ?? null,
    });
    const { entry_price, entry_zone_low, entry_zone_high, risk_level } = describedColumns(input);
    const after = rowAfter(before, appended, now, {
      current_price: currentPrice,
      commentary,
      ...trackingColumn(input),
      ...(edit.corrected ? { entry_price, entry_zone_low, entry_zone_high, risk_level } : {}),
    });
    await saveRow(trx, before, after);
    const position = toPosition(after, correctionWindowOf(deps));
    const announcements = appended.announce(position);
    if (announcements.length === 0 && priceChanged) announcements.push(announcePrice(position, now));
    return { row: after, announcements };
  });
  const result = row ?? unchanged;
  if (!result) throw new PositionNotFoundError();
  return toPosition(result, correctionWindowOf(deps));
}

/**
 * docs/product.md#track-record: a published plan may be corrected for a few minutes, then only amended. Only the time
 * is asked here: editAsEvents refuses a correction of a filled trade with its own reason.
 */
function withinCorrectionWindow(deps: PositionsDeps, row: PositionRow, now: string): boolean {
  const until = correctionDeadline(row.published_at, correctionWindowOf(deps));
  return until !== null && Date.parse(now) < Date.parse(until);
}

/** Tracking options are kept when an edit leaves them out (docs/product.md#live-prices). */
const trackingColumn = (input: ParsedPositionInput): Partial<PositionRow> =>
  input.tracking === undefined ? {} : { tracking: JSON.stringify(input.tracking) };

const sameRow = (a: PositionRow, b: PositionRow) => JSON.stringify(a) === JSON.stringify(b);

/**
 * docs/product.md#lifecycle: adds one event an admin reports, or refuses it with the reason and records nothing.
 */
export async function addTradeEvent(
  deps: PositionsDeps,
  actorId: string,
  id: string,
  input: TradeEventInput,
  origin: ChangeOrigin = {},
): Promise<Position> {
  const row = await commitChange(deps, async (trx, now) => {
    await origin.alongside?.(trx, id);
    const before = await repo.findPosition(trx, id);
    if (!before) throw new PositionNotFoundError();
    if (!isPublished(before.status)) throw new AppError("conflict", adminOnlyText(LIFECYCLE_MESSAGES.draft));
    const prior = (await repo.listEvents(trx, id)).map(timedEvent);
    const appended = await appendTradeEvents(trx, {
      row: before,
      prior,
      inputs: [input],
      actorId,
      via: origin.via,
      now,
      currentPrice: before.current_price,
    });
    const after = rowAfter(before, appended, now);
    await saveRow(trx, before, after);
    return { row: after, announcements: appended.announce(toPosition(after, correctionWindowOf(deps))) };
  });
  if (!row) throw new Error("an event recorded nothing");
  return toPosition(row, correctionWindowOf(deps));
}

/**
 * Deletes a draft. A published position is never deleted: it stays in the track record, and is voided with a reason
 * when it was published in error (docs/product.md#track-record).
 */
export async function deletePosition(deps: PositionsDeps, _actorId: string, id: string): Promise<void> {
  await commitChange(deps, async (trx, now) => {
    const before = await repo.findPosition(trx, id);
    if (!before) throw new PositionNotFoundError();
    if (isPublished(before.status)) throw new AppError("conflict", adminOnlyText(POSITION_MESSAGES.publishedStays));
    const after = { ...before, version: before.version + 1, updated_at: now, deleted_at: now };
    if (
      !(await repo.updatePosition(trx, id, before.version, {
        version: after.version,
        updated_at: now,
        deleted_at: now,
      }))
    ) {
      throw new ConcurrentChangeError();
    }
    return { row: after, announcements: [] };
  });
}

/** Who reported an event, and through what when not the admin panel: "Ann Admin (API key)". */
function actorNameOf(row: repo.EventRowWithActor): string | null {
  if (row.actor_first_name === null) return null;
  const name = `${row.actor_first_name} ${row.actor_last_name ?? ""}`.trim();
  const via = changeOriginName(row.via);
  return via ? `${name} (${via})` : name;
}

/**
 * docs/product.md#history: the position's events, oldest first, each in the words of its notification; admins also
 * see who reported each. A draft has none.
 */
export async function positionHistory(deps: PositionsDeps, viewer: Viewer, id: string): Promise<TradeEventEntry[]> {
  const position = await visiblePosition(deps, viewer, id, { includeDeleted: true });
  const rows = await repo.listEventsWithActors(deps.db, id);
  if (rows.length === 0) return [];
  const instrument = instrumentOf(position);
  const steps = replayTradeEvents(
    instrument,
    rows.map((row) => ({ ...timedEvent(row), row })),
  );
  return steps.map(({ event: { row, at: _at, ...fact }, state }) => {
    const data = fact as TradeEventData;
    return {
      ...data,
      id: row.id,
      seq: row.seq,
      at: row.at,
      actorName: viewer.isAdmin ? actorNameOf(row) : null,
      message: describeTradeEvent(instrument, data, state),
      words: tradeEventWords(instrument, data, state),
    };
  });
}

/**
 * docs/product.md#early-access: when the next position published for Pro members reaches the viewer, who is told
 * that much and no more; null with early access, or when none waits.
 */
export async function nextRelease(deps: PositionsDeps, viewer: Viewer): Promise<NextRelease> {
  if (viewer.earlyAccess) return { at: null };
  return { at: await repo.nextRelease(deps.db, deps.clock.now().toISOString()) };
}
