import { computePerformance, type Performance } from "../../../shared/performance.js";
import {
  defaultNewPositionStatus,
  type HistoryAction,
  type HistoryEntry,
  type ParsedPositionCreateInput,
  type ParsedPositionInput,
  type Position,
  type PositionStatus,
  POSITION_MESSAGES,
} from "../../../shared/positions.js";
import type { Db, Executor } from "../../db/database.js";
import type { PositionRow } from "../../db/schema.js";
import type { Clock } from "../../lib/clock.js";
import { newId } from "../../lib/ids.js";
import type { PositionEvent } from "../../../shared/ws-events.js";
import type { EventBus } from "../events/event-bus.js";
import { getAdminSettings } from "../settings/settings.service.js";
import { diffValues, toPosition, valuesFromInput, type Changes } from "./position-records.js";
import { eventForChange } from "./position-events.js";
import * as repo from "./positions.repo.js";
import { AppError } from "../../lib/app-error.js";

export interface PositionsDeps {
  db: Db;
  clock: Clock;
  events: EventBus;
  /**
   * Notifications of changes: `record` stores the event in the change's own transaction and answers it with
   * its feed id; `fanOut`, once the change is committed and announced, writes the members' feeds and pushes.
   * Without it events are published as they are.
   */
  notifier?: {
    record(trx: Executor, event: PositionEvent): Promise<PositionEvent>;
    fanOut(event: PositionEvent): Promise<unknown>;
  };
  /** A fan-out that failed after the commit: reported, and finished later by the notifier's sweep. */
  onFanOutError?: (error: unknown) => void;
}

/** Who is asking: admins see drafts and who made each change. */
export interface Viewer {
  id: string;
  isAdmin: boolean;
}

export class PositionNotFoundError extends AppError {
  override name = "PositionNotFoundError";
  constructor() {
    super("not_found", POSITION_MESSAGES.notFound);
  }
}
export class ReturnToDraftError extends AppError {
  override name = "ReturnToDraftError";
  constructor() {
    super("conflict", POSITION_MESSAGES.cannotReturnToDraft);
  }
}
/** Another change to the same position committed first; the caller may retry with fresh data. */
export class ConcurrentChangeError extends AppError {
  override name = "ConcurrentChangeError";
  constructor() {
    super("conflict", "This position was changed at the same moment. Reload it and try again.");
  }
}

const isPublished = (status: PositionStatus) => status !== "planning";

function actionFor(before: PositionStatus, after: PositionStatus): HistoryAction {
  if (!isPublished(before) && isPublished(after)) return "published";
  if (before === "active" && after === "closed") return "closed";
  if (before === "closed" && after === "active") return "reopened";
  return "edited";
}

/**
 * A position the viewer may see, or PositionNotFoundError: a draft does not exist for members, a deleted
 * position exists only in its history, for admins.
 */
export async function visiblePosition(
  db: Executor,
  viewer: Viewer,
  id: string,
  options: { includeDeleted?: boolean } = {},
): Promise<PositionRow> {
  const row = await repo.findPosition(db, id, { includeDeleted: viewer.isAdmin && options.includeDeleted });
  if (!row || (!viewer.isAdmin && !isPublished(row.status))) throw new PositionNotFoundError();
  return row;
}

interface Recorded {
  row: PositionRow;
  action: HistoryAction;
  changes: Changes;
  wasPublished: boolean;
}

/** Writes one history row and the change's notification, commits, then publishes the change's one event. */
async function commitChange(
  deps: PositionsDeps,
  actorId: string,
  write: (trx: Executor, now: string) => Promise<Recorded | null>,
): Promise<PositionRow | null> {
  const now = deps.clock.now().toISOString();
  const recorded = await deps.db.transaction().execute(async (trx) => {
    const result = await write(trx, now);
    if (!result) return null;
    await repo.insertHistory(trx, {
      id: newId(),
      position_id: result.row.id,
      version: result.row.version,
      action: result.action,
      status: result.row.status,
      actor_id: actorId,
      at: now,
      changes: JSON.stringify(result.changes),
    });
    const event = eventForChange(result.action, result.wasPublished, toPosition(result.row), now, result.changes);
    const announced = event && deps.notifier ? await deps.notifier.record(trx, event) : event;
    return { row: result.row, event: announced };
  });
  if (!recorded) return null;
  if (recorded.event) {
    // Members connected now hear of it first; the stored feed follows before the admin's answer.
    deps.events.publish(recorded.event);
    await deps.notifier?.fanOut(recorded.event).catch((error: unknown) => deps.onFanOutError?.(error));
  }
  return recorded.row;
}

/**
 * Creates a position; a non-draft is announced as added. Without a status, the auto-publish setting picks it
 * (docs/product.md#admin).
 */
export async function createPosition(
  deps: PositionsDeps,
  actorId: string,
  input: ParsedPositionCreateInput,
): Promise<Position> {
  const status = input.status ?? defaultNewPositionStatus((await getAdminSettings(deps)).autoPublish);
  const row = await commitChange(deps, actorId, async (trx, now) => {
    const values = valuesFromInput({ ...input, status });
    const created: PositionRow = {
      id: newId(),
      ...values,
      version: 1,
      created_by: actorId,
      created_at: now,
      updated_at: now,
      published_at: isPublished(values.status) ? now : null,
      closed_at: values.status === "closed" ? now : null,
      deleted_at: null,
    };
    await repo.insertPosition(trx, created);
    return { row: created, action: "created", changes: diffValues(null, values), wasPublished: false };
  });
  if (!row) throw new Error("creating a position recorded nothing");
  return toPosition(row);
}

/**
 * Replaces a position's fields (PUT). Publishing, closing and reopening are edits of the status; a published
 * position never returns to draft. An edit that changes nothing records and announces nothing.
 */
export async function updatePosition(
  deps: PositionsDeps,
  actorId: string,
  id: string,
  input: ParsedPositionInput,
): Promise<Position> {
  let unchanged: PositionRow | undefined;
  const row = await commitChange(deps, actorId, async (trx, now) => {
    const before = await repo.findPosition(trx, id);
    if (!before) throw new PositionNotFoundError();
    if (isPublished(before.status) && !isPublished(input.status)) throw new ReturnToDraftError();
    const values = valuesFromInput(input);
    const diff = diffValues(before, values);
    if (Object.keys(diff).length === 0) {
      unchanged = before;
      return null;
    }
    const action = actionFor(before.status, values.status);
    const updated: PositionRow = {
      ...before,
      ...values,
      version: before.version + 1,
      updated_at: now,
      published_at: before.published_at ?? (isPublished(values.status) ? now : null),
      closed_at: values.status === "closed" ? (before.closed_at ?? now) : null,
    };
    const { id: _id, created_by: _by, created_at: _at, deleted_at: _deleted, ...write } = updated;
    if (!(await repo.updatePosition(trx, id, before.version, write))) throw new ConcurrentChangeError();
    // Members first meet a position when it is published: that entry shows it whole, not the draft's edits.
    const changes = action === "published" ? diffValues(null, values) : diff;
    return { row: updated, action, changes, wasPublished: isPublished(before.status) };
  });
  const result = row ?? unchanged;
  if (!result) throw new PositionNotFoundError();
  return toPosition(result);
}

/** Hides a position (docs/product.md#history); its history stays. */
export async function deletePosition(deps: PositionsDeps, actorId: string, id: string): Promise<void> {
  await commitChange(deps, actorId, async (trx, now) => {
    const before = await repo.findPosition(trx, id);
    if (!before) throw new PositionNotFoundError();
    const version = before.version + 1;
    if (!(await repo.updatePosition(trx, id, before.version, { version, updated_at: now, deleted_at: now }))) {
      throw new ConcurrentChangeError();
    }
    const row = { ...before, version, updated_at: now, deleted_at: now };
    return { row, action: "deleted", changes: {}, wasPublished: isPublished(before.status) };
  });
}

/**
 * The position's changes, oldest first; members see them from publication on, without names, numbered from 1 at
 * publication: the stored versions count the draft's edits, which members must not be able to count.
 */
export async function positionHistory(deps: PositionsDeps, viewer: Viewer, id: string): Promise<HistoryEntry[]> {
  await visiblePosition(deps.db, viewer, id, { includeDeleted: true });
  const rows = await repo.listHistory(deps.db, id, { publishedOnly: !viewer.isAdmin });
  return rows.map((row, index) => ({
    id: row.id,
    version: viewer.isAdmin ? row.version : index + 1,
    action: row.action,
    at: row.at,
    actorName:
      viewer.isAdmin && row.actor_first_name !== null
        ? `${row.actor_first_name} ${row.actor_last_name ?? ""}`.trim()
        : null,
    changes: JSON.parse(row.changes) as Changes,
  }));
}

/** The track record of every closed, undeleted position. */
export async function positionPerformance(deps: PositionsDeps): Promise<Performance> {
  const rows = await repo.listClosedPositions(deps.db);
  return computePerformance(
    rows.map((row) => ({
      id: row.id,
      asset: row.asset,
      assetClass: row.asset_class,
      pnl: row.pnl,
      closedAt: row.closed_at ?? row.updated_at,
    })),
  );
}
