import type { WebAuthnCredential } from "@simplewebauthn/server";
import {
  SECOND_FACTOR_MESSAGES,
  type Passkey,
  type PasskeyAssertion,
  type PasskeyRegistration,
  type WebAuthnOptions,
} from "../../../shared/auth.js";
import type { Db } from "../../db/database.js";
import type { PasskeysTable, UserRow, WebauthnChallengesTable } from "../../db/schema.js";
import { AppError } from "../../lib/app-error.js";
import { addMs } from "../../lib/clock.js";
import { findUserById } from "../users/users.service.js";
import {
  consumeChallenge,
  countPasskeys,
  deletePasskey,
  findPasskey,
  insertChallenge,
  insertPasskey,
  listPasskeys,
  recordPasskeyUse,
} from "./passkeys.repo.js";
import { deleteRecoveryCodes, findSecondFactor } from "./second-factors.repo.js";
import { hasSecondFactor, issueRecoveryCodes, mustHaveSecondFactor } from "./second-factor.service.js";
import { deviceName } from "./sessions.service.js";

/*
 * Passkeys (WebAuthn, docs/product.md#accounts): a key pair kept by the user's device, unlocked by its screen lock
 * or fingerprint. A passkey is a second factor, and signs in on its own: the device proves both that it holds the
 * key and that its owner unlocked it (user verification is required). The relying party is PUBLIC_URL's host, and
 * only answers from that origin count.
 */

/** Long enough to find the fingerprint reader; a challenge answered later is refused. */
const CHALLENGE_TTL_MS = 5 * 60 * 1000;

export interface PasskeyDeps {
  db: Db;
  appName: string;
  publicUrl: string;
}

type Purpose = WebauthnChallengesTable["purpose"];

function relyingParty(publicUrl: string) {
  const url = new URL(publicUrl);
  return { id: url.hostname, origin: url.origin };
}

/** What a browser's answer must match to count: our challenge, this site, and the device unlocked by its owner. */
function expectedAnswer(publicUrl: string, challenge: string) {
  const rp = relyingParty(publicUrl);
  return {
    expectedChallenge: challenge,
    expectedOrigin: rp.origin,
    expectedRPID: rp.id,
    requireUserVerification: true,
  };
}

/**
 * The WebAuthn library (with its certificate parsers, about 15 MB of memory) is loaded by the first passkey ceremony:
 * only admins and the members who add one use passkeys, and the server need not hold it from its start.
 */
const webauthn = () => import("@simplewebauthn/server");

const notChecked = () => new AppError("invalid", SECOND_FACTOR_MESSAGES.passkeyNotChecked);

/** The challenge a browser's answer signed, read from its client data; null when it carries none. */
function challengeOf(answer: PasskeyRegistration | PasskeyAssertion): string | null {
  try {
    const parsed: unknown = JSON.parse(Buffer.from(answer.response.clientDataJSON, "base64url").toString("utf8"));
    return typeof parsed === "object" &&
      parsed !== null &&
      "challenge" in parsed &&
      typeof parsed.challenge === "string"
      ? parsed.challenge
      : null;
  } catch {
    return null;
  }
}

/** Uses up the challenge the answer signed: refused when it was not handed out for this, or is spent or stale. */
async function spendChallenge(
  deps: PasskeyDeps,
  response: PasskeyRegistration | PasskeyAssertion,
  purpose: Purpose,
  userId: string | null,
  now: Date,
): Promise<string> {
  const challenge = challengeOf(response);
  if (!challenge) throw notChecked();
  if (!(await consumeChallenge(deps.db, challenge, purpose, userId, now.toISOString()))) {
    throw new AppError("invalid", SECOND_FACTOR_MESSAGES.passkeyExpired);
  }
  return challenge;
}

const transportsOf = (passkey: PasskeysTable) => JSON.parse(passkey.transports) as WebAuthnCredential["transports"];

export const toPasskey = (row: PasskeysTable): Passkey => ({
  id: row.id,
  name: row.name,
  createdAt: row.created_at,
  lastUsedAt: row.last_used_at,
});

/**
 * Options for the browser to create a passkey for `user`: discoverable (so it can sign in without an email), with
 * user verification, and not again on a device that already holds one of theirs.
 */
export async function passkeyRegistrationOptions(
  deps: PasskeyDeps,
  user: UserRow,
  purpose: Extract<Purpose, "register" | "enrol">,
  now: Date,
): Promise<WebAuthnOptions> {
  const rp = relyingParty(deps.publicUrl);
  const existing = await listPasskeys(deps.db, user.id);
  const { generateRegistrationOptions } = await webauthn();
  const options = await generateRegistrationOptions({
    rpName: deps.appName,
    rpID: rp.id,
    userName: user.email,
    userDisplayName: `${user.first_name} ${user.last_name}`,
    userID: new TextEncoder().encode(user.id),
    attestationType: "none",
    excludeCredentials: existing.map((passkey) => ({ id: passkey.id, transports: transportsOf(passkey) })),
    authenticatorSelection: { residentKey: "required", userVerification: "required" },
  });
  await insertChallenge(deps.db, {
    challenge: options.challenge,
    purpose,
    user_id: user.id,
    expires_at: addMs(now, CHALLENGE_TTL_MS).toISOString(),
  });
  return { ...options };
}

/**
 * Registers the passkey the browser created for the options given to `user`, named after the device. Returns the
 * recovery codes when it is the account's first second factor (shown once).
 */
export async function addPasskey(
  deps: PasskeyDeps,
  user: UserRow,
  purpose: Extract<Purpose, "register" | "enrol">,
  response: PasskeyRegistration,
  userAgent: string | null,
  now: Date,
): Promise<{ passkey: Passkey; recoveryCodes?: string[] }> {
  const challenge = await spendChallenge(deps, response, purpose, user.id, now);
  const { verifyRegistrationResponse } = await webauthn();
  const verification = await verifyRegistrationResponse({
    response,
    ...expectedAnswer(deps.publicUrl, challenge),
  }).catch(() => null);
  if (!verification?.verified) throw notChecked();
  const { credential } = verification.registrationInfo;
  if (await findPasskey(deps.db, credential.id)) throw new AppError("conflict", SECOND_FACTOR_MESSAGES.passkeyTaken);
  const row: PasskeysTable = {
    id: credential.id,
    user_id: user.id,
    public_key: Buffer.from(credential.publicKey).toString("base64url"),
    counter: credential.counter,
    transports: JSON.stringify(credential.transports ?? []),
    name: deviceName(userAgent) ?? "Passkey",
    created_at: now.toISOString(),
    last_used_at: null,
  };
  return deps.db.transaction().execute(async (trx) => {
    const first = !(await hasSecondFactor(trx, user.id));
    await insertPasskey(trx, row);
    return first
      ? { passkey: toPasskey(row), recoveryCodes: await issueRecoveryCodes(trx, user.id) }
      : { passkey: toPasskey(row) };
  });
}

/** Options for the browser to sign in with any passkey of this site it holds: the passkey names its user. */
export async function passkeySignInOptions(deps: PasskeyDeps, now: Date): Promise<WebAuthnOptions> {
  const { generateAuthenticationOptions } = await webauthn();
  const options = await generateAuthenticationOptions({
    rpID: relyingParty(deps.publicUrl).id,
    userVerification: "required",
  });
  await insertChallenge(deps.db, {
    challenge: options.challenge,
    purpose: "sign_in",
    user_id: null,
    expires_at: addMs(now, CHALLENGE_TTL_MS).toISOString(),
  });
  return { ...options };
}

/**
 * The user whose passkey signed the sign-in challenge, with their device unlocked: both factors at once. Its
 * signature counter must move on (a lower one means a cloned key), and each challenge signs in once.
 */
export async function checkPasskeySignIn(deps: PasskeyDeps, response: PasskeyAssertion, now: Date): Promise<UserRow> {
  const challenge = await spendChallenge(deps, response, "sign_in", null, now);
  const passkey = await findPasskey(deps.db, response.id);
  if (!passkey) throw new AppError("unauthenticated", SECOND_FACTOR_MESSAGES.passkeyUnknown);
  const { verifyAuthenticationResponse } = await webauthn();
  const verification = await verifyAuthenticationResponse({
    response,
    ...expectedAnswer(deps.publicUrl, challenge),
    credential: {
      id: passkey.id,
      publicKey: new Uint8Array(Buffer.from(passkey.public_key, "base64url")),
      counter: passkey.counter,
      transports: transportsOf(passkey),
    },
  }).catch(() => null);
  if (!verification?.verified) throw new AppError("unauthenticated", SECOND_FACTOR_MESSAGES.passkeyNotChecked);
  const { newCounter } = verification.authenticationInfo;
  const recorded = await recordPasskeyUse(deps.db, passkey.id, newCounter, now.toISOString());
  const user = recorded ? await findUserById(deps.db, passkey.user_id) : undefined;
  if (!user) throw new AppError("unauthenticated", SECOND_FACTOR_MESSAGES.passkeyNotChecked);
  return user;
}

export async function userPasskeys(deps: PasskeyDeps, userId: string): Promise<Passkey[]> {
  return (await listPasskeys(deps.db, userId)).map(toPasskey);
}

/**
 * Removes one of the user's passkeys. An administrator keeps at least one second factor; a member's recovery codes
 * go with their last one.
 */
export async function removePasskey(deps: PasskeyDeps, user: UserRow, id: string): Promise<void> {
  await deps.db.transaction().execute(async (trx) => {
    const passkeys = await countPasskeys(trx, user.id);
    const appOn = Boolean((await findSecondFactor(trx, user.id))?.enabled_at);
    const last = passkeys === 1 && !appOn;
    if (last && mustHaveSecondFactor(user)) throw new AppError("forbidden", SECOND_FACTOR_MESSAGES.lastFactor);
    if (!(await deletePasskey(trx, user.id, id)))
      throw new AppError("not_found", SECOND_FACTOR_MESSAGES.passkeyNotFound);
    if (last) await deleteRecoveryCodes(trx, user.id);
  });
}
