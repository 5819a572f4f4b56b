import type { Db } from "../../db/database.js";
import { batchedFinish } from "../../lib/batched-finish.js";
import { addMs, type Clock } from "../../lib/clock.js";
import { newId } from "../../lib/ids.js";
import type { Logger } from "../../lib/logger.js";
import { pollingWorker, type PollingWorker } from "../../lib/polling-worker.js";
import { refusalOf } from "./outbox.service.js";
import * as outbox from "./outbox.repo.js";
import { markUndeliverable, recipientFacts } from "./recipients.repo.js";
import { topicOf, type EmailRenderer } from "./render-email.js";
import type { MailTransport } from "./smtp-transport.js";
import { signUnsubscribeToken } from "./unsubscribe-token.js";

export interface EmailWorkerOptions {
  db: Db;
  clock: Clock;
  transport: MailTransport;
  render: EmailRenderer;
  /** The secret unsubscribe links are signed with. */
  signingSecret: () => Promise<string>;
  log: Pick<Logger, "warn" | "error" | "info">;
  /** Messages in flight at once. */
  concurrency?: number;
  /**
   * How long a claimed message is this instance's. One that dies mid-send leaves its messages leased this long;
   * then another instance sends them.
   */
  leaseMs?: number;
  /** Attempts before a message is given up. */
  maxAttempts?: number;
}

/** Every instance works the queue by lease (lib/polling-worker.ts). */
export type EmailWorker = PollingWorker;

const BACKOFF_BASE_MS = 30_000;
const BACKOFF_MAX_MS = 60 * 60 * 1000;
/**
 * A send is started only this long before the lease ends: longer than one send can take (SMTP_TIMEOUTS), so a
 * message is never still being sent here when another instance may lease it.
 */
const LEASE_MARGIN_MS = 60_000;

/** 30 s, 1 min, 2 min … capped at an hour: a mail server down for the afternoon is retried through it. */
export const backoffMs = (attempts: number) => Math.min(BACKOFF_MAX_MS, BACKOFF_BASE_MS * 2 ** (attempts - 1));

/**
 * Works the outbox (docs/decisions/0012-email-outbox.md). Every instance runs one; a message is leased before it is
 * sent, so two instances never send it both, and marked sent once the mail server accepted it. A message whose
 * sender died is sent by another instance once its lease runs out. A failure is retried with exponential backoff
 * and given up after `maxAttempts`; a recipient the server refuses for good (5xx) is marked undeliverable.
 */
export function createEmailWorker(options: EmailWorkerOptions): EmailWorker {
  const { db, clock, transport, render, log } = options;
  const concurrency = options.concurrency ?? 10;
  const leaseMs = options.leaseMs ?? 3 * 60_000;
  const maxAttempts = options.maxAttempts ?? 10;
  const batchSize = concurrency * 20;

  async function sendBatch(): Promise<number> {
    const owner = newId();
    const claimedAt = clock.now();
    const leaseUntil = addMs(claimedAt, leaseMs);
    const messages = await outbox.claimOutboxEmails(
      db,
      owner,
      claimedAt.toISOString(),
      leaseUntil.toISOString(),
      batchSize,
    );
    if (messages.length === 0) return 0;
    // What may have changed since they were queued: a bounce, an unsubscribe, an address changed.
    const facts = await recipientFacts(
      db,
      [...new Set(messages.flatMap((m) => (m.user_id ? [m.user_id] : [])))],
      [...new Set(messages.map((m) => m.recipient))],
    );
    const secret = await options.signingSecret();
    const sent = batchedFinish<string>((ids) => outbox.markOutboxEmailsSent(db, owner, ids, clock.now().toISOString()));
    const skipped = new Map<string, string[]>();
    const sendable = messages.filter((message) => {
      const refusal = refusalOf({ to: message.recipient, userId: message.user_id ?? "", kind: message.kind }, facts);
      if (refusal) skipped.set(refusal, [...(skipped.get(refusal) ?? []), message.id]);
      return !refusal;
    });
    for (const [reason, ids] of skipped) await outbox.closeOutboxEmails(db, owner, ids, "skipped", reason);

    const deliver = async (message: outbox.OutboxEmail) => {
      const topic = topicOf(message.kind);
      const token = topic && message.user_id ? signUnsubscribeToken(secret, message.user_id, topic) : null;
      let rendered;
      try {
        rendered = await render(message.kind, message.props, token);
      } catch (err) {
        log.error({ err, outboxId: message.id, kind: message.kind }, "email could not be rendered; given up");
        return outbox.closeOutboxEmails(db, owner, [message.id], "failed", "could not be rendered");
      }
      const outcome = await transport.send({ to: message.recipient, ...rendered });
      if (outcome.verdict === "sent") return sent.add(message.id);
      if (outcome.verdict === "refused") {
        log.warn(
          { outboxId: message.id, to: message.recipient, reason: outcome.error },
          "email refused: address undeliverable",
        );
        await markUndeliverable(db, message.recipient, "rejected", outcome.error, clock.now().toISOString());
        return outbox.closeOutboxEmails(db, owner, [message.id], "failed", outcome.error);
      }
      if (message.attempts >= maxAttempts) {
        log.warn({ outboxId: message.id, attempts: message.attempts, reason: outcome.error }, "email given up");
        return outbox.closeOutboxEmails(db, owner, [message.id], "failed", outcome.error);
      }
      const due = addMs(clock.now(), backoffMs(message.attempts)).toISOString();
      await outbox.retryOutboxEmail(db, owner, message.id, due, outcome.error);
    };

    let next = 0;
    const lastStart = leaseUntil.getTime() - Math.min(LEASE_MARGIN_MS, leaseMs / 2);
    const lane = async () => {
      // Messages not started before the lease nears its end stay leased; they are sent once it runs out.
      while (next < sendable.length && clock.now().getTime() < lastStart) {
        const message = sendable[next++];
        if (!message) return;
        try {
          await deliver(message);
        } catch (err) {
          // The message stays leased; it is retried when the lease runs out.
          log.error({ err, outboxId: message.id }, "email delivery failed");
        }
      }
    };
    await Promise.all(Array.from({ length: Math.min(concurrency, sendable.length) }, lane));
    await sent.written();
    return messages.length;
  }

  async function drainAll(): Promise<number> {
    let total = 0;
    for (;;) {
      const count = await sendBatch();
      total += count;
      if (count === 0) return total;
    }
  }

  const worker = pollingWorker(drainAll, log, "email outbox run");
  return {
    ...worker,
    async stop() {
      await worker.stop();
      transport.close();
    },
  };
}
