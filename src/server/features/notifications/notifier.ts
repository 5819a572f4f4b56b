import { sql } from "kysely";
import { changeOfEvent, classOfEvent } from "../../../shared/position-changes.js";
import type { Position } from "../../../shared/positions.js";
import { isStillOpen, releaseNotice } from "../../../shared/release-notice.js";
import { positionPagePath } from "../../../shared/pages.js";
import { storedWords } from "../../../shared/trade-event-words-schema.js";
import { onTheRecord } from "../../../shared/trade-messages.js";
import { isNotifying, type EventAudience, type PositionEvent } from "../../../shared/ws-events.js";
import { dialectOf, type Db, type Executor } from "../../db/database.js";
import type { Audience } from "../../db/delivery.js";
import type { Clock } from "../../lib/clock.js";
import type { ReleasedOpening } from "../positions/position-releases.js";
import { recordNumberOf } from "../positions/record-numbers.js";
import { quietSchedulesAt } from "../notification-preferences/notification-preferences.service.js";
import type { Deliveries } from "./deliveries.js";
import * as repo from "./notifications.repo.js";
import type { EventRow } from "./notifications.repo.js";

export interface Notifier {
  /**
   * In the transaction of the change: stores the event once, cluster-wide, and answers it with its feed id,
   * so every instance sends the same bytes and a resuming client can tell what it has seen.
   */
  record(trx: Executor, event: PositionEvent): Promise<PositionEvent>;
  /**
   * After the commit (and the live announcement): hands the event to every delivery channel and records what quiet
   * hours hold back, once. Answers whether any delivery was queued.
   */
  fanOut(event: PositionEvent): Promise<boolean>;
  /**
   * In the transaction that claims a position's release (docs/product.md#early-access): stores the release notice,
   * the position as it stands then, for the members without early access, and hands it to every delivery channel.
   * Answers whether any delivery was queued, and the notice their live event carries (null when nothing of the
   * position was announced, so there is nothing to release).
   */
  fanOutReleased(trx: Executor, position: Position): Promise<{ delivered: boolean; opening: ReleasedOpening | null }>;
  /** Completes fan-outs an instance died before doing. */
  sweep(): Promise<void>;
}

/** A fan-out still pending this long after its event is taken to be orphaned by a dead instance. */
const ORPHANED_AFTER_MS = 30_000;

/**
 * Announcements kept: members' feeds are read from them (docs/decisions/0016-feed-read-through-access.md), so
 * beyond the 50 listed they carry the unread count, which the bell shows as "99+" past 99.
 */
export const EVENTS_KEPT = 1000;

/**
 * Notifications of position changes (docs/product.md#notifications, docs/product.md#following, docs/product.md#admin). The event row commits with the change,
 * and is every member's feed item from then on: members' feeds are read through their access, with no row per
 * member. The trim to the newest events and the deliveries (new positions to every member; other changes to the
 * position's followers) are then written in one transaction by
 * whichever instance claims the event first, so no event is fanned out twice and none is lost to a crash (the
 * sweep finishes it). Every delivery channel (push, email, Telegram: `deliveries`, registered where the app is
 * composed) gets the event and follows each member's preferences (docs/product.md#notification-preferences): what
 * quiet hours hold back is recorded in the same transaction for the summary (docs/product.md#quiet-hours).
 */
export function createNotifier({ db, clock, deliveries }: { db: Db; clock: Clock; deliveries: Deliveries }): Notifier {
  /**
   * Hands an event to every channel and records the holds, for everyone or for one side of its position's release
   * (docs/product.md#early-access). Answers how many deliveries were queued.
   */
  async function deliver(trx: Executor, event: EventRow, tier: EventAudience | undefined): Promise<number> {
    const eventId = Number(event.id);
    const position = JSON.parse(event.position) as Position;
    const change = changeOfEvent({ ...event, position });
    const { kind, urgent } = classOfEvent(change);
    const now = clock.now();
    const recordNumber = await recordNumberOf(trx, position.id);
    return deliveries.announce(
      trx,
      {
        key: `event:${eventId}`,
        audience: { ...audienceOf(event.type, position.id), tier },
        notice: { kind, assetClass: position.assetClass, urgent },
        quietNow: await quietSchedulesAt(trx, now),
        message: onTheRecord(event.message, recordNumber),
        words: storedWords(event.words),
        at: event.at,
        path: positionPagePath(position.id),
        urgency: event.type === "position_updated" ? "normal" : "high",
        feedId: eventId,
        // A release notice of a trade that ended meanwhile is told, never offered as an entry.
        signal: {
          position,
          isNew: event.type === "position_added",
          opened: change === "opened" && isStillOpen(position),
          recordNumber,
          change,
        },
      },
      now.toISOString(),
    );
  }

  async function fanOutById(eventId: number): Promise<boolean> {
    return db.transaction().execute(async (trx) => {
      if (!(await repo.claimFanOut(trx, eventId, clock.now().toISOString()))) return false;
      const event = await repo.findEvent(trx, eventId);
      if (!event) return false;
      await repo.trimEvents(trx, EVENTS_KEPT);
      return (await deliver(trx, event, event.early_only ? "early" : undefined)) > 0;
    });
  }

  async function record(trx: Executor, event: PositionEvent): Promise<PositionEvent> {
    if (!isNotifying(event.type)) return event;
    // Ids must become visible in the order they were given, or a client resuming after a later id would skip
    // an earlier one still committing. SQLite has one writer at a time already.
    if (dialectOf(trx) === "postgres") {
      await sql`lock table notification_events in exclusive mode`.execute(trx);
    }
    const id = await repo.insertEvent(trx, {
      type: event.type,
      change: event.data.change ?? null,
      message: event.data.message,
      words: event.data.words ? JSON.stringify(event.data.words) : null,
      at: event.data.timestamp,
      position_id: event.data.position.id,
      position: JSON.stringify(event.data.position),
      early_only: event.audience === "early" ? 1 : 0,
      late_only: event.audience === "late" ? 1 : 0,
    });
    return { ...event, data: { ...event.data, id } };
  }

  return {
    record,
    async fanOutReleased(trx, position) {
      const announced = await repo.listEarlyOnlyEvents(trx, position.id);
      if (!announced.some((event) => event.type === "position_added")) return { delivered: false, opening: null };
      // One notice of the position as it stands, not a replay of what the early audience was told step by step.
      const at = clock.now().toISOString();
      const notice = await record(trx, {
        type: "position_added",
        audience: "late",
        data: { message: releaseNotice(position), change: "opened", timestamp: at, position },
      });
      const id = notice.data.id ?? 0;
      await repo.claimFanOut(trx, id, at);
      const row = await repo.findEvent(trx, id);
      const queued = row ? await deliver(trx, row, "late") : 0;
      return { delivered: queued > 0, opening: { id, message: notice.data.message, at } };
    },
    fanOut: (event) => (event.data.id === undefined ? Promise.resolve(false) : fanOutById(event.data.id)),
    async sweep() {
      const before = new Date(clock.now().getTime() - ORPHANED_AFTER_MS).toISOString();
      for (const id of await repo.listPendingFanOuts(db, before)) await fanOutById(id);
    },
  };
}

/** A new position reaches every member; its later changes, its followers (docs/product.md#following). */
const audienceOf = (type: PositionEvent["type"], positionId: string): Audience =>
  type === "position_added" ? { kind: "members" } : { kind: "followers", positionId };
