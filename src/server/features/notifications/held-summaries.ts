import { createHash } from "node:crypto";
import { formatMemberTime } from "../../../shared/format.js";
import { heldSummaryTitle } from "../../../shared/notification-preferences.js";
import { PAGE_PATHS } from "../../../shared/pages.js";
import { isQuietAt } from "../../../shared/quiet-hours.js";
import type { Db } from "../../db/database.js";
import type { Clock } from "../../lib/clock.js";
import { outageLog } from "../../lib/database-unavailable.js";
import type { Logger } from "../../lib/logger.js";
import { sharedWhileRunning } from "../../lib/shared-while-running.js";
import { queuePush } from "../push/push-queue.js";
import { queueMemberMessages, telegramChannelOn } from "../rooms/telegram/member-messages.js";
import { pushPayload } from "../push/push-payload.js";
import * as holds from "./delivery.repo.js";
import { queueHeldSummaryEmail } from "./signal-email.js";

export interface HeldSummariesDeps {
  db: Db;
  clock: Clock;
  appName: string;
  log: Pick<Logger, "warn" | "error" | "info">;
}

export interface HeldSummaries {
  /** Sends the summary of every member whose quiet hours have ended; answers how many were sent. */
  run(): Promise<number>;
  /** Runs every `everyMs` until stopped. */
  start(everyMs?: number): void;
  stop(): Promise<void>;
}

/** How often ended quiet hours are looked for: a summary arrives within this of their end. */
export const HELD_SUMMARY_INTERVAL_MS = 15_000;

/** A push service's Topic: at most 32 URL-safe characters, the same for a repeat of the same summary. */
const summaryTopic = (userId: string, at: string) =>
  `s${createHash("sha256").update(`${userId} ${at}`).digest("base64url").slice(0, 31)}`;

/**
 * The summaries that end quiet hours (docs/product.md#quiet-hours): for every member with held deliveries whose quiet
 * hours are over, one push ("N updates while you were away") and one email listing what was held. Any instance may
 * run it at any time: taking a member's holds deletes them in the transaction that queues the push and the email,
 * so of two instances at once one sends the summary and the other finds nothing.
 */
export function createHeldSummaries(deps: HeldSummariesDeps): HeldSummaries {
  const { db, clock, appName } = deps;
  const outage = outageLog(deps.log, "quiet-hours summaries");
  let timer: NodeJS.Timeout | undefined;
  let ticking: Promise<void> | undefined;

  async function summarize(userId: string, now: Date): Promise<boolean> {
    const at = now.toISOString();
    const taken = await db.transaction().execute(async (trx) => {
      const held = await holds.takeHolds(trx, userId);
      if (held.length === 0) return null;
      // Access ended meanwhile: what was held is dropped with it.
      const recipient = await holds.findSummaryRecipient(trx, userId, at);
      if (!recipient) return null;
      const pushed = held.filter((item) => item.channel === "push").length;
      const queued =
        pushed > 0
          ? await queuePush(
              trx,
              {
                payload: pushPayload(appName, heldSummaryTitle(pushed), at, {
                  time: formatMemberTime(at, recipient.time_zone),
                }),
                urgency: "normal",
                topic: summaryTopic(userId, at),
                audience: { kind: "member", userId },
              },
              at,
            )
          : 0;
      const emailed = held.filter((item) => item.channel === "email");
      if (emailed.length > 0) await queueHeldSummaryEmail(trx, recipient, emailed, now);
      const told = held.filter((item) => item.channel === "telegram");
      if (told.length > 0 && (await telegramChannelOn(trx))) {
        await queueMemberMessages({ db: trx, clock }, [userId], `summary:${at}`, {
          title: heldSummaryTitle(told.length),
          lines: told.map((item) => `• ${item.message}`),
          path: PAGE_PATHS.dashboard,
        });
      }
      return { queued };
    });
    return Boolean(taken);
  }

  const run = sharedWhileRunning(async () => {
    const now = clock.now();
    let sent = 0;
    for (const member of await holds.listMembersWithHolds(db)) {
      const quiet = {
        enabled: member.quiet_hours_enabled === 1,
        start: member.quiet_hours_start,
        end: member.quiet_hours_end,
      };
      if (isQuietAt(quiet, member.time_zone, now)) continue;
      if (await summarize(member.user_id, now)) sent += 1;
    }
    return sent;
  });

  return {
    run,
    start(everyMs = HELD_SUMMARY_INTERVAL_MS) {
      timer = setInterval(() => {
        ticking = run().then(outage.succeeded, outage.failed);
      }, everyMs);
      timer.unref();
    },
    async stop() {
      if (timer) clearInterval(timer);
      timer = undefined;
      await ticking;
    },
  };
}
