import { isQuietAt } from "../../../shared/quiet-hours.js";
import { DEFAULT_LANGUAGE } from "../../../shared/i18n/languages.js";
import { sayTradeEvent } from "../../../shared/trade-event-words.js";
import { storedWords } from "../../../shared/trade-event-words-schema.js";
import { onTheRecord } from "../../../shared/trade-messages.js";
import { serverTranslator } from "../../lib/i18n.js";
import { onTheRecord as onTheRecordIn } from "../delivery/notify-texts.js";
import type { Db } from "../../db/database.js";
import type { Clock } from "../../lib/clock.js";
import { outageLog } from "../../lib/database-unavailable.js";
import type { Logger } from "../../lib/logger.js";
import { sharedWhileRunning } from "../../lib/shared-while-running.js";
import type { Deliveries } from "./deliveries.js";
import * as holds from "./delivery.repo.js";
import { recordNumberOf } from "../positions/record-numbers.js";

export interface HeldSummariesDeps {
  db: Db;
  clock: Clock;
  deliveries: Deliveries;
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

/**
 * The summaries that end quiet hours (docs/product.md#quiet-hours): for every member with held deliveries whose quiet
 * hours are over, one summary on each channel that held something (a push "N updates while you were away", an email
 * listing what was held, a Telegram message: each delivery channel writes its own). Any instance may
 * run it at any time: taking a member's holds deletes them in the transaction that queues the push and the email,
 * so of two instances at once one sends the summary and the other finds nothing.
 */
export function createHeldSummaries(deps: HeldSummariesDeps): HeldSummaries {
  const { db, clock, deliveries } = deps;
  const outage = outageLog(deps.log, "quiet-hours summaries");
  let timer: NodeJS.Timeout | undefined;
  let ticking: Promise<void> | undefined;

  async function summarize(userId: string, now: Date): Promise<boolean> {
    const at = now.toISOString();
    return db.transaction().execute(async (trx) => {
      const held = await holds.takeHolds(trx, userId);
      if (held.length === 0) return false;
      // Access ended meanwhile: what was held is dropped with it.
      const recipient = await holds.findSummaryRecipient(trx, userId, at);
      if (!recipient) return false;
      // Each held signal's line names its number on the track record, as it would have when sent, in the member's
      // language when the event has its words.
      const language = recipient.language ?? DEFAULT_LANGUAGE;
      const t = await serverTranslator(language);
      const named = await Promise.all(
        held.map(async ({ words: json, ...item }) => {
          const recordNumber = item.positionId ? await recordNumberOf(trx, item.positionId) : null;
          const words = storedWords(json);
          const message = words
            ? onTheRecordIn(t, sayTradeEvent(t, language, words), recordNumber)
            : onTheRecord(item.message, recordNumber);
          return { ...item, message };
        }),
      );
      await deliveries.summarize(trx, recipient, named, at);
      return true;
    });
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
