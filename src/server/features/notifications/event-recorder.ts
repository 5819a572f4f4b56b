import { PostgresAdapter, sql } from "kysely";
import { NOTIFICATIONS_KEPT } from "../../../shared/notifications.js";
import { isNotifying, type PositionEvent } from "../../../shared/ws-events.js";
import type { Executor } from "../../db/database.js";
import { queuePush } from "../push/push-queue.js";
import { pushPayload } from "../push/push-payload.js";
import type { PushAudience } from "../push/push-queue.repo.js";
import { getAdminSettings } from "../settings/settings.service.js";
import { insertEvent, insertFeedRowsForMembers, trimFeeds } from "./notifications.repo.js";

/** Called inside the transaction that commits a position change; answers the event to publish. */
export type EventRecorder = (trx: Executor, event: PositionEvent) => Promise<PositionEvent>;

/**
 * Stores a notifying event once, cluster-wide, in the transaction of the change it announces: its feed row for
 * every member with access (DECISIONS.md 22), trimmed to the 50 newest, and its push deliveries (new positions
 * to every subscribed member unless the admin turned that off; other changes to the position's followers,
 * DECISIONS.md 12). The published event carries the feed id, so every instance sends the same bytes and a
 * resuming client can tell what it has seen.
 */
export function createEventRecorder(appName: string): EventRecorder {
  return async (trx, event) => {
    if (!isNotifying(event.type)) return event;
    const { type, data } = event;
    // Ids must become visible in the order they were given, or a client resuming after a later id would skip
    // an earlier one still committing. SQLite has one writer at a time already.
    if (trx.getExecutor().adapter instanceof PostgresAdapter) {
      await sql`lock table notification_events in exclusive mode`.execute(trx);
    }
    const id = await insertEvent(trx, {
      type,
      message: data.message,
      at: data.timestamp,
      position_id: data.position.id,
      position: JSON.stringify(data.position),
    });
    await insertFeedRowsForMembers(trx, id, data.timestamp);
    await trimFeeds(trx, id, NOTIFICATIONS_KEPT);

    const audience = await pushAudience(trx, event);
    if (audience) {
      await queuePush(
        trx,
        {
          payload: pushPayload(appName, data.message, data.timestamp, id),
          urgency: type === "position_updated" ? "normal" : "high",
          topic: `n${id}`,
          audience,
        },
        data.timestamp,
      );
    }
    return { type, data: { ...data, id } };
  };
}

async function pushAudience(trx: Executor, event: PositionEvent): Promise<PushAudience | null> {
  if (event.type === "position_added") {
    const settings = await getAdminSettings(trx);
    return settings.pushNewTrades ? { kind: "members" } : null;
  }
  return { kind: "followers", positionId: event.data.position.id };
}
