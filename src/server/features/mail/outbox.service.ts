import type { Executor } from "../../db/database.js";
import { newId } from "../../lib/ids.js";
import { isEmailKind, templateOf, type EmailKind, type EmailPropsOf } from "./email-catalog.js";
import {
  clearOutboxBodiesBefore,
  deleteFinishedOutboxEmailsBefore,
  expireOutboxEmailsBefore,
  insertOutboxEmails,
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
 * Queues one message in the durable outbox (in the caller's transaction when given one, so a change and its email
 * commit together). Every instance's worker sends it; a mail server that is down only delays it. Optional messages
 * carry the member's unsubscribe link; an address that cannot take the message now is answered, not queued.
 */
export async function enqueueEmail(db: Executor, email: QueuedEmail, now: Date = new Date()): Promise<EnqueueOutcome> {
  const [outcome] = await enqueueEmails(db, [email], now);
  return outcome ?? "duplicate";
}

/**
 * enqueueEmail for many recipients at once (a signal to every member who wants it): one lookup of who may receive
 * and one insert per 500 messages. Answers each message's outcome, in order.
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
      },
    });
  });
  const inserted = await insertOutboxEmails(
    db,
    rows.map(({ row }) => row),
  );
  // Only messages with a dedup key can have been left out: those whose key belongs to another row.
  if (inserted < rows.length) await markDuplicates(db, rows, outcomes);
  return outcomes;
}

async function markDuplicates(
  db: Executor,
  rows: { index: number; row: NewOutboxEmail }[],
  outcomes: EnqueueOutcome[],
): Promise<void> {
  const keyed = rows.filter(({ row }) => row.dedup_key);
  const keys = keyed.map(({ row }) => row.dedup_key ?? "");
  const owners = new Map<string, string>();
  for (let i = 0; i < keys.length; i += 500) {
    const found = await db
      .selectFrom("email_outbox")
      .select(["id", "dedup_key"])
      .where("dedup_key", "in", keys.slice(i, i + 500))
      .execute();
    for (const row of found) if (row.dedup_key) owners.set(row.dedup_key, row.id);
  }
  for (const { index, row } of keyed) {
    if (owners.get(row.dedup_key ?? "") !== row.id) outcomes[index] = "duplicate";
  }
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
  await expireOutboxEmailsBefore(db, dayAgo);
  await clearOutboxBodiesBefore(db, dayAgo);
  await deleteFinishedOutboxEmailsBefore(db, new Date(now.getTime() - OUTBOX_RECORD_RETENTION_MS).toISOString());
}
