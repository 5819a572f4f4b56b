import { releaseTimeOf } from "../../../shared/early-access.js";
import type { Position } from "../../../shared/positions.js";
import type { PositionEvent } from "../../../shared/ws-events.js";
import type { Db, Executor } from "../../db/database.js";
import type { Clock } from "../../lib/clock.js";
import type { Logger } from "../../lib/logger.js";
import { pollingWorker, type PollingWorker } from "../../lib/polling-worker.js";
import type { EventBus } from "../events/event-bus.js";
import { toPosition } from "./position-records.js";
import * as repo from "./positions.repo.js";

/** The release notice of a position, as stored: the late members' live event carries it. */
export interface ReleasedOpening {
  id: number;
  message: string;
  at: string;
}

export interface ReleaseDeps {
  db: Db;
  clock: Clock;
  events: EventBus;
  correctionWindowMs: number;
  /**
   * In the release's transaction: stores the release notice of the position as it stands, queues its pushes, emails
   * and Telegram messages to the members without early access, and answers it (null when nothing was announced).
   */
  fanOutReleased(trx: Executor, position: Position): Promise<{ delivered: boolean; opening: ReleasedOpening | null }>;
  /** The chat rooms: in the release's transaction too, each queues its post of the position (when set up). */
  rooms: readonly { released(trx: Executor, positionId: string): Promise<void> }[];
  log: Pick<Logger, "warn" | "error" | "info">;
}

/**
 * Announces each position whose release time has come to the members without early access
 * (docs/decisions/0019-early-access.md): the release is claimed, its pushes, emails and room post queued in one
 * transaction, so of several instances one does it, once, and one that dies before the commit leaves it for the next
 * run, after a restart too. What they are told is the position as it stands then (its release notice), never an
 * entry that has meanwhile ended. The live event goes out after the commit, to the late members alone.
 */
export async function releaseDuePositions(deps: ReleaseDeps): Promise<number> {
  const now = deps.clock.now().toISOString();
  let released = 0;
  for (const id of await repo.listDueReleases(deps.db, now)) {
    const done = await deps.db.transaction().execute(async (trx) => {
      if (!(await repo.claimRelease(trx, id, now))) return null;
      const row = await repo.findPosition(trx, id);
      if (!row) return null;
      const position = toPosition(row, deps.correctionWindowMs);
      const fannedOut = await deps.fanOutReleased(trx, position);
      for (const room of deps.rooms) await room.released(trx, id);
      return { position, ...fannedOut };
    });
    if (!done) continue;
    released += 1;
    if (!done.opening) continue;
    const event: PositionEvent = {
      type: "position_added",
      audience: "late",
      data: {
        id: done.opening.id,
        message: done.opening.message,
        timestamp: done.opening.at,
        change: "opened",
        position: done.position,
      },
    };
    deps.events.publish(event);
  }
  return released;
}

/**
 * docs/product.md#early-access: a new delay applies to the positions not yet released, each then released its new
 * delay after its publication (at once, by the next run, when that has passed); those released stay released.
 */
export function rescheduleReleases(trx: Executor, minutes: number): Promise<number> {
  return repo.rescheduleReleases(trx, (publishedAt) => releaseTimeOf(publishedAt, minutes));
}

/** Every instance polls for due releases each second; the claim keeps each release single. */
export function createReleaseWorker(deps: ReleaseDeps): PollingWorker {
  return pollingWorker(() => releaseDuePositions(deps), deps.log, "position releases");
}
