import type { Db } from "../../db/database.js";
import type { Clock } from "../../lib/clock.js";
import type { Logger } from "../../lib/logger.js";
import { enqueueEmails } from "../mail/outbox.service.js";
import { listAdminEmails } from "../users/users.service.js";

export interface TrackingPausedMailDeps {
  db: Db;
  clock: Clock;
  log: Logger;
}

/**
 * docs/prices.md#staleness: every admin is emailed when an instrument's tracking pauses. Never rejects: a mail
 * failure is logged and tracking carries on.
 */
export function trackingPausedMail(deps: TrackingPausedMailDeps) {
  return async (asset: string, since: string): Promise<void> => {
    try {
      const admins = await listAdminEmails(deps.db);
      await enqueueEmails(
        deps.db,
        admins.map((admin) => ({
          to: admin.email,
          userId: admin.id,
          kind: "tracking-paused" as const,
          props: { asset, since },
        })),
        deps.clock.now(),
      );
    } catch (err) {
      deps.log.error({ err, asset }, "tracking paused email failed");
    }
  };
}
