import type { PublishHeadAnswer } from "../../../shared/track-record.js";
import type { Db } from "../../db/database.js";
import type { Clock } from "../../lib/clock.js";
import { listAdminEmails } from "../admin/admin-users.repo.js";
import { enqueueEmails } from "../mail/outbox.service.js";
import * as heads from "./record-heads.repo.js";
import { chainHead } from "./track-record.repo.js";

export interface RecordHeadsDeps {
  db: Db;
  clock: Clock;
}

/** The UTC day a daily head is for: one per day, whichever instance stores it. */
export const dailyKeyOf = (now: Date): string => now.toISOString().slice(0, 10);

/**
 * docs/product.md#track-record: publishes the chain's head now, the newest stored event's sequence and link hash,
 * unless the chain has not grown since the last published head. `daily`: the day's head, stored at most once per UTC
 * day however many instances ask. A new head is emailed to every admin, in the same transaction, so they can keep it
 * outside the provider's database.
 */
export async function publishHead(deps: RecordHeadsDeps, { daily }: { daily: boolean }): Promise<PublishHeadAnswer> {
  const now = deps.clock.now();
  const dailyKey = daily ? dailyKeyOf(now) : null;
  const unchanged = async (): Promise<PublishHeadAnswer> => ({
    published: false,
    head: await heads.latestPublishedHead(deps.db),
  });
  if (dailyKey && (await heads.hasDailyHead(deps.db, dailyKey))) return unchanged();
  const current = await chainHead(deps.db);
  const last = await heads.latestPublishedHead(deps.db);
  if (!current || (last && last.sequence >= current.sequence)) return { published: false, head: last };

  const head = { ...current, at: now.toISOString() };
  const stored = await deps.db.transaction().execute(async (trx) => {
    if (!(await heads.insertHead(trx, { ...head, dailyKey }))) return false;
    const admins = await listAdminEmails(trx);
    await enqueueEmails(
      trx,
      admins.map((admin) => ({
        to: admin.email,
        userId: admin.id,
        kind: "record-head" as const,
        props: head,
        dedupKey: `record-head:${head.sequence}:${admin.id}`,
      })),
      now,
    );
    return true;
  });
  return stored ? { published: true, head } : unchanged();
}
