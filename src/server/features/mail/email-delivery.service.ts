import {
  EMAIL_DELIVERY_MESSAGES,
  maskEmail,
  type BounceReport,
  type EmailDelivery,
  type EmailSubscription,
} from "../../../shared/email.js";
import type { Db, Executor } from "../../db/database.js";
import { AppError } from "../../lib/app-error.js";
import type { Clock } from "../../lib/clock.js";
import { findUserById } from "../users/users.service.js";
import {
  clearUndeliverable,
  findUndeliverable,
  markUndeliverable,
  receivesTopicOf,
  setTopicReceived,
} from "./recipients.repo.js";
import { readUnsubscribeToken } from "./unsubscribe-token.js";

/** How other features read and set a member's email topics (their SQL stays in recipients.repo.ts). */
export { listOptedIn, receivesTopicOf, setTopicReceived } from "./recipients.repo.js";

export interface EmailDeliveryDeps {
  db: Db;
  clock: Clock;
  signingSecret: () => Promise<string>;
}

async function memberOfToken(deps: EmailDeliveryDeps, token: string) {
  const claim = readUnsubscribeToken(await deps.signingSecret(), token);
  const user = claim ? await findUserById(deps.db, claim.userId) : undefined;
  if (!claim || !user) throw new AppError("not_found", EMAIL_DELIVERY_MESSAGES.unsubscribeLinkInvalid);
  return { user, topic: claim.topic };
}

/** What an unsubscribe link stands for: its topic, the member's address (partly hidden) and whether it is on. */
export async function readEmailSubscription(deps: EmailDeliveryDeps, token: string): Promise<EmailSubscription> {
  const { user, topic } = await memberOfToken(deps, token);
  return { topic, email: maskEmail(user.email), subscribed: await receivesTopicOf(deps.db, user.id, topic) };
}

/**
 * docs/product.md#email: an unsubscribe link turns its topic off for its member, without signing in (RFC 8058's
 * one-click POST, or the page's button). Doing it twice changes nothing.
 */
export async function unsubscribe(deps: EmailDeliveryDeps, token: string): Promise<EmailSubscription> {
  const { user, topic } = await memberOfToken(deps, token);
  await setTopicReceived(deps.db, user.id, topic, false, deps.clock.now().toISOString());
  return { topic, email: maskEmail(user.email), subscribed: false };
}

/** Undoes an unsubscribe from the same link (a click by mistake). */
export async function resubscribe(deps: EmailDeliveryDeps, token: string): Promise<EmailSubscription> {
  const { user, topic } = await memberOfToken(deps, token);
  await setTopicReceived(deps.db, user.id, topic, true, deps.clock.now().toISOString());
  return { topic, email: maskEmail(user.email), subscribed: true };
}

/**
 * A bounce or spam complaint reported by the mail provider: the address then takes account messages only, until
 * its owner changes it or verifies it again.
 */
export async function recordBounceReport(deps: Pick<EmailDeliveryDeps, "db" | "clock">, report: BounceReport) {
  await markUndeliverable(
    deps.db,
    report.email,
    report.type,
    "reported by the mail provider",
    deps.clock.now().toISOString(),
  );
}

/** Whether mail to the member's address has stopped, and why (the notice on /account). */
export async function emailDeliveryOf(db: Executor, email: string): Promise<EmailDelivery> {
  const row = await findUndeliverable(db, email);
  return { undeliverable: row ? { reason: row.reason, since: row.created_at } : null };
}

export async function isUndeliverable(db: Executor, email: string): Promise<boolean> {
  return (await findUndeliverable(db, email)) !== undefined;
}

/** Its owner followed a link sent to the address: it takes mail again. */
export async function addressConfirmed(db: Executor, email: string): Promise<void> {
  await clearUndeliverable(db, email);
}
