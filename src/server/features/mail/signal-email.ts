import { DEFAULT_LANGUAGE, type Language } from "../../../shared/i18n/languages.js";
import type { Position } from "../../../shared/positions.js";
import type { TradeEventWords } from "../../../shared/trade-event-words.js";
import type { Executor } from "../../db/database.js";
import type { Recipient } from "../delivery/delivery-channel.js";
import { enqueueEmails, type QueuedEmail } from "./outbox.service.js";

/*
 * The emails a member's notification preferences ask for (docs/product.md#notification-preferences): one per
 * signal, and one summary of what quiet hours held back. Queued in the outbox in the caller's transaction, so they
 * go once the change commits and are never lost to a crash; the outbox sends only to verified addresses that take
 * signal emails. The email channel (email-channel.ts) is their one caller.
 */

export interface SignalNotice {
  /** The line in English, with the signal's number on the record. */
  message: string;
  /** A trade event's line as catalogue keys, worded in each recipient's language when the email is written. */
  words: TradeEventWords | null;
  /** The signal's number on the track record, named after the words (null: a draft's). */
  recordNumber: number | null;
  /** ISO time of the change. */
  at: string;
  position: Position;
  /** A new position still open gets the full signal email; any later step, or a trade ended before it reached the member, a short one. */
  opened: boolean;
  /** The risk warning's long form in a reader's language, as it stands when the emails are queued (docs/product.md#risk-warnings). */
  riskWarning: (language: Language) => string;
}

/** A trade event's words and record number, when it has words: an email of anything else carries its line alone. */
const wordsOf = ({ words, recordNumber }: SignalNotice) => (words ? { words, recordNumber } : {});

/** Queues one signal's email for each recipient. */
export async function queueSignalEmails(
  trx: Executor,
  recipients: readonly Recipient[],
  signal: SignalNotice,
  now: Date,
): Promise<void> {
  const { position } = signal;
  const emails = recipients.map((recipient): QueuedEmail => {
    const to = { to: recipient.email, userId: recipient.id };
    return signal.opened
      ? {
          ...to,
          kind: "signal",
          props: {
            positionId: position.id,
            asset: position.asset,
            assetClass: position.assetClass,
            direction: position.direction,
            entryPrice: position.entryPrice,
            targets: position.targets.map((target) => target.price),
            stopLoss: position.stopLoss,
            riskLevel: position.riskLevel,
            commentary: position.commentary,
            message: signal.message,
            ...wordsOf(signal),
            riskWarning: signal.riskWarning(recipient.language ?? DEFAULT_LANGUAGE),
            at: signal.at,
            timeZone: recipient.time_zone,
          },
        }
      : {
          ...to,
          kind: "position-update",
          props: {
            firstName: recipient.first_name,
            message: signal.message,
            ...wordsOf(signal),
            at: signal.at,
            timeZone: recipient.time_zone,
            positionId: position.id,
            riskWarning: signal.riskWarning(recipient.language ?? DEFAULT_LANGUAGE),
          },
        };
  });
  if (emails.length > 0) await enqueueEmails(trx, emails, now);
}

/** Queues the one email that ends quiet hours: every held signal, oldest first (docs/product.md#quiet-hours). */
export async function queueHeldSummaryEmail(
  trx: Executor,
  recipient: Recipient,
  held: readonly { message: string; at: string }[],
  riskWarning: string,
  now: Date,
): Promise<void> {
  await enqueueEmails(
    trx,
    [
      {
        to: recipient.email,
        userId: recipient.id,
        kind: "held-summary",
        props: {
          firstName: recipient.first_name,
          items: held.map(({ message, at }) => ({ message, at })),
          timeZone: recipient.time_zone,
          riskWarning,
        },
      },
    ],
    now,
  );
}
