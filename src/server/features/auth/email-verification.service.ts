import { EMAIL_LINK_TTL_MS, EMAIL_LINKS_PER_HOUR, EMAIL_MESSAGES } from "../../../shared/auth.js";
import type { EmailLinkPurpose, UserRow } from "../../db/schema.js";
import type { Executor } from "../../db/database.js";
import { AppError, appErrorKind } from "../../lib/app-error.js";
import { addMs } from "../../lib/clock.js";
import { hashToken, newToken } from "../../lib/ids.js";
import { isUniqueViolation } from "../../lib/unique-violation.js";
import { addressConfirmed, isUndeliverable } from "../mail/email-delivery.service.js";
import { enqueueEmail } from "../mail/outbox.service.js";
import { findUserByEmail, findUserById, updateUser } from "../users/users.service.js";
import { checkCurrentPassword, type AuthDeps } from "./auth.service.js";
import {
  consumeEmailVerification,
  emailVerificationsSince,
  expireLiveEmailVerifications,
  findLiveEmailVerification,
  insertEmailVerification,
} from "./email-verifications.repo.js";
import { deleteUnusedPasswordResets } from "./password-resets.repo.js";

const LINK_LIMIT_WINDOW_MS = 60 * 60 * 1000;

export class InvalidEmailLinkError extends appErrorKind(
  "InvalidEmailLinkError",
  "invalid",
  EMAIL_MESSAGES.linkInvalid,
) {}

/**
 * A new single-use link of that purpose to `email`, replacing the live one of the same purpose (one live link of
 * each per account). Past EMAIL_LINKS_PER_HOUR links in an hour, of either purpose, it is refused with a 429: the
 * links go to any address, so they must not become a way to flood one.
 */
async function issueEmailLink(
  deps: Pick<AuthDeps, "db">,
  user: UserRow,
  purpose: EmailLinkPurpose,
  email: string,
  now: Date,
): Promise<string> {
  const token = newToken();
  await deps.db.transaction().execute(async (trx) => {
    const windowStart = now.getTime() - LINK_LIMIT_WINDOW_MS;
    const sent = await emailVerificationsSince(trx, user.id, new Date(windowStart).toISOString());
    if (sent.count >= EMAIL_LINKS_PER_HOUR) {
      const freesAt = new Date(sent.first ?? now.toISOString()).getTime() + LINK_LIMIT_WINDOW_MS;
      const retryAfterSeconds = Math.max(1, Math.ceil((freesAt - now.getTime()) / 1000));
      throw new AppError("too_many_requests", EMAIL_MESSAGES.tooManyLinks, { retryAfterSeconds });
    }
    await expireLiveEmailVerifications(trx, user.id, purpose, now.toISOString());
    await insertEmailVerification(trx, {
      token_hash: hashToken(token),
      user_id: user.id,
      purpose,
      email,
      created_at: now.toISOString(),
      expires_at: addMs(now, EMAIL_LINK_TTL_MS).toISOString(),
      used_at: null,
    });
  });
  return token;
}

/**
 * Emails the account a link that verifies its address (at registration, and when the member asks again). Throws
 * when the address is verified already and takes mail, or past the hourly limit. An address mail stopped going to
 * (docs/product.md#email) is verified again this way.
 */
export async function sendVerificationLink(deps: AuthDeps, user: UserRow): Promise<void> {
  if (user.email_verified_at && !(await isUndeliverable(deps.db, user.email))) {
    throw new AppError("invalid", EMAIL_MESSAGES.alreadyVerified);
  }
  const now = deps.clock.now();
  const token = await issueEmailLink(deps, user, "verify", user.email, now);
  await enqueueEmail(
    deps.db,
    { to: user.email, userId: user.id, kind: "verify-address", props: { firstName: user.first_name, token } },
    now,
  );
}

/**
 * Starts changing the account's address after checking the current password (counted like a sign-in, as
 * changePassword does): the new address is sent a link, and replaces the old one only when it is followed.
 */
export async function requestEmailChange(
  deps: AuthDeps,
  userId: string,
  input: { newEmail: string; currentPassword: string },
  address: string,
): Promise<void> {
  const now = deps.clock.now();
  const user = await checkCurrentPassword(deps, userId, input.currentPassword, address, now);
  // Both are lower case: registration's schema normalises every address.
  if (input.newEmail === user.email) {
    throw new AppError("invalid", EMAIL_MESSAGES.sameEmail, { fieldErrors: { newEmail: EMAIL_MESSAGES.sameEmail } });
  }
  if (await findUserByEmail(deps.db, input.newEmail)) {
    throw new AppError("conflict", EMAIL_MESSAGES.emailTaken, { fieldErrors: { newEmail: EMAIL_MESSAGES.emailTaken } });
  }
  const token = await issueEmailLink(deps, user, "change", input.newEmail, now);
  await enqueueEmail(
    deps.db,
    { to: input.newEmail, userId: user.id, kind: "confirm-new-address", props: { firstName: user.first_name, token } },
    now,
  );
}

/** The address an email change of the user's waits to confirm, while its link can still be followed. */
export async function pendingEmailChange({ db, clock }: Pick<AuthDeps, "db" | "clock">, userId: string) {
  const link = await findLiveEmailVerification(db, userId, "change", clock.now().toISOString());
  return { pendingEmail: link?.email ?? null };
}

/** What following a link did; for a change, the address replaced, to be told. */
export type FollowedEmailLink =
  { purpose: "verify"; user: UserRow } | { purpose: "change"; user: UserRow; previousEmail: string };

/**
 * Follows an emailed link once: it verifies the account's address, or replaces the address with the new one (which
 * is then verified too). A new address taken by another account meanwhile is refused (409), and the link stays
 * usable, as nothing was written.
 */
export async function followEmailLink(deps: Pick<AuthDeps, "db" | "clock">, token: string): Promise<FollowedEmailLink> {
  const now = deps.clock.now().toISOString();
  return deps.db.transaction().execute(async (trx) => {
    const link = await consumeEmailVerification(trx, hashToken(token), now);
    const user = link ? await findUserById(trx, link.user_id) : undefined;
    if (!link || !user) throw new InvalidEmailLinkError();
    // Its owner reads the address: mail that had stopped going to it goes again.
    await addressConfirmed(trx, link.email);
    if (link.purpose === "verify") {
      // A link to an address the account no longer has verifies nothing.
      if (link.email !== user.email) throw new InvalidEmailLinkError();
      const verified = await updateUser(trx, user.id, { email_verified_at: user.email_verified_at ?? now });
      if (!user.email_verified_at) await queueWelcome(trx, user, now);
      return { purpose: "verify", user: verified ?? user };
    }
    const changed = await replaceEmail(trx, user, link.email, now);
    return { purpose: "change", user: changed, previousEmail: user.email };
  });
}

async function replaceEmail(trx: Executor, user: UserRow, email: string, now: string): Promise<UserRow> {
  const holder = await findUserByEmail(trx, email);
  if (holder && holder.id !== user.id) throw new AppError("conflict", EMAIL_MESSAGES.takenMeanwhile);
  try {
    const changed = await updateUser(trx, user.id, { email, email_verified_at: now, updated_at: now });
    if (!changed) throw new InvalidEmailLinkError();
    // Links sent to the old address (a reset, a verification) no longer belong to whoever reads it.
    await expireLiveEmailVerifications(trx, user.id, null, now);
    await deleteUnusedPasswordResets(trx, user.id);
    return changed;
  } catch (error) {
    if (isUniqueViolation(error)) throw new AppError("conflict", EMAIL_MESSAGES.takenMeanwhile);
    throw error;
  }
}

/**
 * docs/product.md#email: the welcome follows the first verification of the address, as nothing but account messages
 * goes to an address before. Queued once per account.
 */
async function queueWelcome(trx: Executor, user: UserRow, now: string): Promise<void> {
  await enqueueEmail(
    trx,
    {
      to: user.email,
      userId: user.id,
      kind: "welcome",
      props: { firstName: user.first_name },
      dedupKey: `welcome:${user.id}`,
    },
    new Date(now),
  );
}

/** Tells the address an account had that it was replaced, and where to turn if that was not its owner. */
export async function notifyAddressChanged(deps: AuthDeps, user: UserRow, previousEmail: string): Promise<void> {
  await enqueueEmail(
    deps.db,
    {
      to: previousEmail,
      userId: user.id,
      kind: "address-changed",
      props: { firstName: user.first_name, newEmail: user.email },
    },
    deps.clock.now(),
  );
}
