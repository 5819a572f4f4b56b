import type { Db, Executor } from "../../db/database.js";
import { newId } from "../../lib/ids.js";
import { enqueueJobsSelected, jobBacklog, withdrawJobs } from "../../lib/jobs/job-queue.js";
import { isEmailKind, templateOf, type EmailKind, type EmailPropsOf } from "./email-catalog.js";
import {
  clearOutboxBodiesBefore,
  deleteFinishedOutboxEmailsBefore,
  EMAIL_JOB_KIND,
  expireOutboxEmailsBefore,
  handOutboxEmailsToQueue,
  HELD_BY_JOB_QUEUE,
  holdWaitingOutboxEmails,
  insertOutboxEmails,
  outboxJobsHeldBy,
  outboxJobsOf,
  type NewOutboxEmail,
} from "./outbox.repo.js";
import { receivesTopic, recipientFacts, type RecipientFacts } from "./recipients.repo.js";

/** A message to queue: the template's name and data, whose it is, and, for one that must go once, its key. */
interface EmailOf<K extends EmailKind> {
  to: string;
  /** The member it is for (also the one an unsubscribe link turns email off for). */
  userId: string;
  kind: K;
  props: EmailPropsOf<K>;
  /** Queued once under this key however many times it is asked for, e.g. `trial-ends-3d:<user>:<expiry>`. */
  dedupKey?: string;
}

/** A message of any template, its data typed by its `kind`. */
export type QueuedEmail = { [K in EmailKind]: EmailOf<K> }[EmailKind];

/**
 * What became of a message: queued; left out as queued already (its dedup key); or not for that recipient now
 * (docs/product.md#email): an address not verified yet, one that takes account messages only, or a topic the member
 * turned off (or, for a topic off by default, did not turn on).
 */
export type EnqueueOutcome = "queued" | "duplicate" | "not-verified" | "undeliverable" | "opted-out";

/** Why a recipient gets no message of that kind; null when they get it. */
export function refusalOf(
  email: { to: string; userId: string; kind: string },
  facts: RecipientFacts,
): Exclude<EnqueueOutcome, "queued" | "duplicate"> | null {
  if (!isEmailKind(email.kind)) return null;
  const audience = templateOf(email.kind).audience;
  if (audience === "account") return null;
  if (!facts.verified.has(email.userId)) return "not-verified";
  if (facts.undeliverable.has(email.to.toLowerCase())) return "undeliverable";
  if (audience !== "transactional" && !receivesTopic(facts, email.userId, audience)) return "opted-out";
  return null;
}

/**
 * Queues one message: its record in the outbox and its job on the job queue (email-delivery.ts sends it), in the
 * caller's transaction when given one, so a change and its email commit together. Whichever instance leases the job
 * sends it; a mail server that is down only delays it. Optional messages
 * carry the member's unsubscribe link; an address that cannot take the message now is answered, not queued.
 */
export async function enqueueEmail(db: Executor, email: QueuedEmail, now: Date = new Date()): Promise<EnqueueOutcome> {
  const [outcome] = await enqueueEmails(db, [email], now);
  return outcome ?? "duplicate";
}

/**
 * enqueueEmail for many recipients at once (a signal to every member who wants it): one lookup of who may receive
 * and one insert per 500 messages and their jobs. Answers each message's outcome, in order.
 */
export async function enqueueEmails(
  db: Executor,
  emails: QueuedEmail[],
  now: Date = new Date(),
): Promise<EnqueueOutcome[]> {
  const checked = emails.filter((email) => templateOf(email.kind).audience !== "account");
  const facts = await recipientFacts(
    db,
    [...new Set(checked.map((email) => email.userId))],
    [...new Set(checked.map((email) => email.to.toLowerCase()))],
  );
  const at = now.toISOString();
  const outcomes: EnqueueOutcome[] = [];
  const rows: { index: number; row: NewOutboxEmail }[] = [];
  emails.forEach((email, index) => {
    const refusal = refusalOf(email, facts);
    outcomes.push(refusal ?? "queued");
    if (refusal) return;
    rows.push({
      index,
      row: {
        id: newId(),
        recipient: email.to.toLowerCase(),
        subject: "",
        body: "",
        created_at: at,
        sent_at: null,
        user_id: email.userId,
        kind: email.kind,
        props: JSON.stringify(email.props),
        dedup_key: email.dedupKey ?? null,
        status: "pending",
        next_attempt_at: at,
        ...HELD_BY_JOB_QUEUE,
      },
    });
  });
  const inserted = await insertOutboxEmails(
    db,
    rows.map(({ row }) => row),
  );
  // Only messages with a dedup key can have been left out: those whose key belongs to another message.
  for (const { index, row } of rows) if (!inserted.has(row.id)) outcomes[index] = "duplicate";
  const ids = [...inserted];
  for (let i = 0; i < ids.length; i += 500) await enqueueJobsSelected(db, outboxJobsOf(ids.slice(i, i + 500)));
  return outcomes;
}

/**
 * Messages the previous release queued during a rolling upgrade (in the outbox only), handed to the job queue once
 * its worker holds no lease on them. Answers how many.
 */
export async function adoptWaitingEmails(db: Db, now: Date): Promise<number> {
  const owner = `adopting:${newId()}`;
  return db.transaction().execute(async (trx) => {
    await holdWaitingOutboxEmails(trx, owner, now.toISOString());
    const adopted = await enqueueJobsSelected(trx, outboxJobsHeldBy(owner));
    if (adopted > 0) await handOutboxEmailsToQueue(trx, owner);
    return adopted;
  });
}

/** Messages waiting to be handed to the mail server (all of them when no SMTP_URL is set): the queue's email jobs. */
export async function countPendingEmails(db: Executor, now: Date = new Date()): Promise<number> {
  return (await jobBacklog(db, EMAIL_JOB_KIND, now)).depth;
}

/** How long a message's content is kept: it may hold a sign-in link, and a day-old link or reminder is stale. */
export const OUTBOX_CONTENT_RETENTION_MS = 24 * 60 * 60 * 1000;
/** How long who was sent what, and when, is kept. */
export const OUTBOX_RECORD_RETENTION_MS = 90 * 24 * 60 * 60 * 1000;

/**
 * Housekeeping of the outbox: a message not delivered within a day is given up, content older than a day is
 * emptied, and records older than 90 days are removed.
 */
export async function sweepOutbox(db: Executor, now: Date): Promise<void> {
  const dayAgo = new Date(now.getTime() - OUTBOX_CONTENT_RETENTION_MS).toISOString();
  await withdrawJobs(db, EMAIL_JOB_KIND, await expireOutboxEmailsBefore(db, dayAgo), now);
  await clearOutboxBodiesBefore(db, dayAgo);
  await deleteFinishedOutboxEmailsBefore(db, new Date(now.getTime() - OUTBOX_RECORD_RETENTION_MS).toISOString());
}
