import { sql, type SqlBool } from "kysely";
import type { Audience } from "../../db/delivery.js";
import type { Clock } from "../../lib/clock.js";
import type { DeliveryChannel } from "../delivery/delivery-channel.js";
import { queueWebhookMessages } from "./webhook-queue.js";
import { endpointsFor } from "./webhooks.repo.js";

/**
 * Members' webhooks as a delivery channel (docs/decisions/0031-webhooks-as-a-channel.md): each position event is
 * queued, in the notification's transaction, to the endpoints that take its type, of the members of its audience
 * whose plan includes API access. The audience carries the early-access side, so an endpoint hears of an entry
 * exactly when its member's other channels do. An endpoint chose its events itself and keeps no quiet hours, so the
 * member's preferences and holds do not apply (`reachable` is nobody, for the holds). Nor does following: an
 * endpoint takes its types of event on every position its member may see, not only on the positions they follow.
 */
export function webhookChannel({ clock }: { clock: Clock }): DeliveryChannel {
  return {
    name: "webhook",
    reachable: () => sql<SqlBool>`(1 = 0)`,
    carries: (_db, announcement) => Promise.resolve(Boolean(announcement.signal?.change)),
    async deliver(db, { audience, signal, message, at }) {
      const eventType = signal?.change;
      if (!signal || !eventType) return 0;
      const now = clock.now();
      const whom: Audience = audience.kind === "followers" ? { kind: "members", tier: audience.tier } : audience;
      const endpoints = await endpointsFor(db, { audience: whom, eventType, now: now.toISOString() });
      const payload = {
        type: eventType,
        timestamp: at,
        data: { message, recordNumber: signal.recordNumber, position: signal.position },
      };
      return queueWebhookMessages(
        db,
        endpoints.map((endpoint) => endpoint.id),
        payload,
        now,
      );
    },
    summarize: () => Promise.resolve(0),
  };
}
