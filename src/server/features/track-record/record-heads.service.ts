import type { PublishHeadAnswer } from "../../../shared/track-record.js";
import type { Db } from "../../db/database.js";
import type { Clock } from "../../lib/clock.js";
import { listAdminEmails } from "../users/users.service.js";
import { enqueueEmails, type QueuedEmail } from "../mail/outbox.service.js";
import { listOptedIn } from "../mail/email-delivery.service.js";
import { queueRecordHeadPosts } from "../rooms/platforms.js";
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
 * day however many instances ask. A new head is emailed, in the same transaction, to every admin and to every member
 * who turned these emails on, and posted to each chat room that is set up, so copies live outside the
 * provider's database.
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
    const adminIds = new Set(admins.map((admin) => admin.id));
    const members = (await listOptedIn(trx, "record")).filter((member) => !adminIds.has(member.id));
    const email = (kind: "record-head" | "record-head-member", to: { id: string; email: string }): QueuedEmail => ({
      to: to.email,
      userId: to.id,
      kind,
      props: head,
      dedupKey: `record-head:${head.sequence}:${to.id}`,
    });
    await enqueueEmails(
      trx,
      [
        ...admins.map((admin) => email("record-head", admin)),
        ...members.map((member) => email("record-head-member", member)),
      ],
      now,
    );
    await queueRecordHeadPosts(trx, deps.clock, head);
    return true;
  });
  return stored ? { published: true, head } : unchanged();
}
