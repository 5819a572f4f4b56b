import type { Db } from "../../db/database.js";
import type { Clock } from "../../lib/clock.js";
import { JOB_DONE, type JobHandler, type JobOutcome } from "../../lib/jobs/job-queue.js";
import type { Logger } from "../../lib/logger.js";
import { adoptWaitingEmails, refusalOf } from "./outbox.service.js";
import * as outbox from "./outbox.repo.js";
import { markUndeliverable, recipientFacts, recipientLanguages } from "./recipients.repo.js";
import { topicOf, type EmailRenderer } from "./render-email.js";
import type { MailTransport } from "./smtp-transport.js";
import { signUnsubscribeToken } from "./unsubscribe-token.js";

export interface EmailDeliveryOptions {
  db: Db;
  clock: Clock;
  transport: MailTransport;
  render: EmailRenderer;
  /** The secret unsubscribe links are signed with. */
  signingSecret: () => Promise<string>;
  log: Pick<Logger, "warn" | "error">;
  /** Messages in flight at once. */
  concurrency?: number;
}

/**
 * 30 s, 1 min, 2 min … capped at an hour (plus the queue's jitter): a mail server down for the afternoon is retried
 * through it, ten times in all.
 */
export const EMAIL_RETRY = { backoff: { baseMs: 30_000, maxMs: 60 * 60 * 1000 }, maxAttempts: 10 };
/** A send ends well inside it (SMTP_TIMEOUTS); an instance that died mid-send leaves its messages this long. */
export const EMAIL_LEASE_MS = 3 * 60_000;
/** Messages of the previous release (a rolling upgrade) are looked for this often. */
const ADOPT_EVERY_MS = 30_000;

/**
 * The job queue's handler of email (one job per outbox row, queued by outbox.service.ts). The job's lease keeps two
 * instances from sending a message both, and the row's status from sending it again once sent; a recipient the
 * server refuses for good (5xx) is marked undeliverable and the message given up, with why, in the outbox.
 */
export function emailDelivery(options: EmailDeliveryOptions): JobHandler {
  const { db, clock, transport, render, log } = options;
  const concurrency = options.concurrency ?? 10;
  let adoptedAt = 0;
  /** Jobs whose message the mail server accepted, until `finished` records them sent. */
  const sent = new Set<number>();

  return {
    kind: outbox.EMAIL_JOB_KIND,
    concurrency,
    batchSize: concurrency * 20,
    leaseMs: EMAIL_LEASE_MS,
    ...EMAIL_RETRY,
    async start(jobs) {
      const messages = await outbox.findOutboxEmails(
        db,
        jobs.map((job) => job.payload),
      );
      const rows = [...messages.values()];
      const userIds = [...new Set(rows.flatMap((m) => (m.user_id ? [m.user_id] : [])))];
      // What may have changed since they were queued: a bounce, an unsubscribe, an address changed, the language.
      const facts = await recipientFacts(db, userIds, [...new Set(rows.map((m) => m.recipient))]);
      const languages = await recipientLanguages(db, userIds);
      const secret = await options.signingSecret();

      return async (job): Promise<JobOutcome> => {
        const message = messages.get(job.payload);
        // Sent, given up or removed since: nothing to send.
        if (!message || message.status !== "pending") return JOB_DONE;
        const refusal = refusalOf({ to: message.recipient, userId: message.user_id ?? "", kind: message.kind }, facts);
        if (refusal) {
          await outbox.closeOutboxEmails(db, [message.id], "skipped", refusal, job.attempts);
          return JOB_DONE;
        }
        const topic = topicOf(message.kind);
        const token = topic && message.user_id ? signUnsubscribeToken(secret, message.user_id, topic) : null;
        let rendered;
        try {
          const language = message.user_id ? (languages.get(message.user_id) ?? null) : null;
          rendered = await render(message.kind, message.props, token, language);
        } catch (err) {
          log.error({ err, outboxId: message.id, kind: message.kind }, "email could not be rendered; given up");
          return { giveUp: "could not be rendered" };
        }
        const outcome = await transport.send({ to: message.recipient, ...rendered });
        if (outcome.verdict === "sent") {
          // Marked sent as its job comes off the queue (finished, below), in one transaction.
          sent.add(job.id);
          return JOB_DONE;
        }
        if (outcome.verdict === "refused") {
          log.warn(
            { outboxId: message.id, to: message.recipient, reason: outcome.error },
            "email refused: address undeliverable",
          );
          await markUndeliverable(db, message.recipient, "rejected", outcome.error, clock.now().toISOString());
          return { giveUp: outcome.error };
        }
        await outbox.noteOutboxEmailAttempt(db, message.id, job.attempts, outcome.error);
        return { retry: outcome.error };
      };
    },
    async finished(trx, jobs) {
      const sentJobs = jobs.filter((job) => sent.delete(job.id));
      await outbox.markOutboxEmailsSent(
        trx,
        sentJobs.map((job) => ({ id: job.payload, attempts: job.attempts })),
        clock.now().toISOString(),
      );
    },
    async gaveUp(job, reason) {
      await outbox.closeOutboxEmails(db, [job.payload], "failed", reason, job.attempts);
    },
    async afterRun() {
      const now = clock.now();
      if (now.getTime() - adoptedAt < ADOPT_EVERY_MS) return;
      adoptedAt = now.getTime();
      await adoptWaitingEmails(db, now);
    },
  };
}
