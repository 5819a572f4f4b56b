import {
  AUTH_MESSAGES,
  PASSWORD_RESET_TTL_MS,
  PASSWORD_RESETS_PER_HOUR,
  SECOND_FACTOR_MESSAGES,
  type AuthenticatorSetup,
  type WebAuthnOptions,
  type PasskeyAssertion,
  type PasskeyRegistration,
} from "../../../shared/auth.js";
import type { Db, Executor } from "../../db/database.js";
import type { UserRow } from "../../db/schema.js";
import { addMs, type Clock } from "../../lib/clock.js";
import { hashToken, newToken } from "../../lib/ids.js";
import { enqueueEmail } from "../mail/outbox.service.js";
import { createUser, findUserByEmail, findUserById, updateUser } from "../users/users.service.js";
import { clearLoginFailures } from "./login-failures.repo.js";
import {
  consumePasswordReset,
  countPasswordResetsSince,
  deleteUnusedPasswordResets,
  expireLivePasswordResets,
  findLivePasswordReset,
  insertPasswordReset,
} from "./password-resets.repo.js";
import { assertStrongPassword } from "./password-strength.js";
import { decoyPasswordHash, hashPassword, verifyPassword } from "./passwords.js";
import { deleteOtherUserSessions, deleteUserSessions, markSecondFactorChecked } from "./sessions.repo.js";
import { startSession, type SignInDevice } from "./sessions.service.js";
import { addPasskey, checkPasskeySignIn, passkeyRegistrationOptions } from "./passkeys.service.js";
import {
  hasSecondFactor,
  mustHaveSecondFactor,
  passSecondStep,
  startAuthenticatorSetup,
} from "./second-factor.service.js";
import { rememberDevice, sendNewSignInNotice } from "./new-device.service.js";
import { takeSignInAttempt } from "./sign-in-throttle.js";
import { AppError, appErrorKind } from "../../lib/app-error.js";

export interface AuthDeps {
  db: Db;
  clock: Clock;
  appName: string;
  publicUrl: string;
  limits: { accountFailures: number; windowMs: number };
}

export interface SignedIn {
  user: UserRow;
  token: string;
  expiresAt: Date;
  /** When this sign-in finished setting up the authenticator app: its recovery codes, shown once. */
  recoveryCodes?: string[];
  /** The account never signed in from this browser and address before: it is to be told (new-device.service.ts). */
  newDevice?: boolean;
}

export class InvalidCredentialsError extends appErrorKind(
  "InvalidCredentialsError",
  "unauthenticated",
  AUTH_MESSAGES.invalidCredentials,
) {}

export class WrongCurrentPasswordError extends appErrorKind(
  "WrongCurrentPasswordError",
  "invalid",
  AUTH_MESSAGES.currentPasswordWrong,
) {}

export class InvalidResetTokenError extends appErrorKind(
  "InvalidResetTokenError",
  "invalid",
  AUTH_MESSAGES.resetLinkInvalid,
) {}

const RESET_LIMIT_WINDOW_MS = 60 * 60 * 1000;

const accountOf = (user: UserRow) => ({ email: user.email, firstName: user.first_name, lastName: user.last_name });

/**
 * Creates an inactive member and signs them in. Throws WeakPasswordError, or EmailTakenError for a known email:
 * that one only after the same password hashing as a new account, so the answer's timing adds nothing to it.
 */
export async function register(
  deps: AuthDeps,
  input: { email: string; password: string; firstName: string; lastName: string },
  device?: SignInDevice,
): Promise<SignedIn> {
  const now = deps.clock.now();
  await assertStrongPassword(input.password, input);
  const passwordHash = await hashPassword(input.password);
  const user = await createUser(deps, { ...input, passwordHash }, now);
  // Its first device is known from the start: registering is never news to tell the account.
  const started = await deps.db.transaction().execute(async (trx) => {
    await rememberDevice(trx, user.id, device, now);
    return startSession(trx, user, now, { device });
  });
  return { user, ...started };
}

/** The account a right password names, counted as a sign-in attempt (sign-in-throttle.ts) before it is checked. */
async function checkPassword(
  deps: AuthDeps,
  input: { email: string; password: string; code?: string },
  address: string,
  now: Date,
  options: { passCeiling?: boolean } = {},
): Promise<{ user: UserRow; succeeded: (db?: Executor) => Promise<void>; pastCeiling: AppError | null }> {
  const attempt = await takeSignInAttempt(deps, input.email, address, now, options);
  // Past the account's ceiling only a password with a code may get through: without one, nothing is checked.
  if (attempt.pastCeiling && input.code === undefined) throw attempt.pastCeiling;
  const user = await findUserByEmail(deps.db, input.email);
  const valid = await verifyPassword(user?.password_hash ?? (await decoyPasswordHash()), input.password);
  if (!user || !valid) throw attempt.pastCeiling ?? new InvalidCredentialsError();
  return { user, succeeded: attempt.succeeded, pastCeiling: attempt.pastCeiling };
}

/**
 * Checks the password, then the second step where the account has or needs one (second-factor.service.ts), and
 * starts a new session. The attempt is counted before anything is checked, so past the limit no guess from that
 * address, password or code, is checked until its window ends; a wrong code counts like a wrong password. Past the
 * account's ceiling over every address, a right password with a valid second factor still signs in.
 */
export async function logIn(
  deps: AuthDeps,
  input: { email: string; password: string; code?: string },
  address: string,
  device?: SignInDevice,
): Promise<SignedIn> {
  const now = deps.clock.now();
  const { user, succeeded, pastCeiling } = await checkPassword(deps, input, address, now, { passCeiling: true });
  // Past the account's ceiling, a refused second step answers as the lockout does: the answer tells a guesser
  // spread over many addresses nothing about the password.
  const { passed, recoveryCodes } = await passSecondStep(deps, user, input.code, now, {
    factorRequired: pastCeiling !== null,
  }).catch((error: unknown) => {
    throw pastCeiling ?? error;
  });
  return signInFrom(deps, user, now, { secondFactor: passed, device, settle: succeeded }, recoveryCodes);
}

/**
 * A new session, and whether the account never signed in from its device before (it is then told, by email). The
 * sign-in attempt's settlement (`settle`), the session, the device and the notice are one transaction: each commit
 * is a write to the WAL and a flush of it before the answer (docs/decisions/0044-commits-synced-off-the-event-loop.md),
 * and a burst of sign-ins from new devices made three times the commits.
 */
async function signInFrom(
  deps: AuthDeps,
  user: UserRow,
  now: Date,
  session: { secondFactor: boolean; device?: SignInDevice; settle?: (db: Executor) => Promise<void> },
  recoveryCodes?: string[],
): Promise<SignedIn> {
  const { started, newDevice } = await deps.db.transaction().execute(async (trx) => {
    await session.settle?.(trx);
    const started = await startSession(trx, user, now, session);
    const newDevice = await rememberDevice(trx, user.id, session.device, now);
    if (newDevice && session.device) await sendNewSignInNotice(trx, user, session.device, now);
    return { started, newDevice };
  });
  return { user, ...started, newDevice, ...(recoveryCodes ? { recoveryCodes } : {}) };
}

/**
 * An administrator's first sign-in, before any session: the right password is given a new authenticator secret to
 * confirm with the app's first code at sign-in. Counted as a sign-in attempt, as the password is checked.
 */
export async function startSignInEnrolment(
  deps: AuthDeps,
  input: { email: string; password: string },
  address: string,
): Promise<AuthenticatorSetup> {
  return asEnrollingAdmin(deps, input, address, (user, now) => startAuthenticatorSetup(deps, user, now));
}

/** The first step of an enrolling administrator's (checkEnrollingAdmin); done, the attempt is given back. */
async function asEnrollingAdmin<T>(
  deps: AuthDeps,
  input: { email: string; password: string },
  address: string,
  step: (user: UserRow, now: Date) => Promise<T>,
): Promise<T> {
  const now = deps.clock.now();
  const { user, succeeded } = await checkEnrollingAdmin(deps, input, address, now);
  const result = await step(user, now);
  await succeeded();
  return result;
}

/** The right password of an administrator who has no second factor yet: only they set one up before signing in. */
async function checkEnrollingAdmin(
  deps: AuthDeps,
  input: { email: string; password: string },
  address: string,
  now: Date,
) {
  const checked = await checkPassword(deps, input, address, now);
  const refusal = !mustHaveSecondFactor(checked.user)
    ? new AppError("forbidden", SECOND_FACTOR_MESSAGES.setUpInAccount)
    : (await hasSecondFactor(deps.db, checked.user.id))
      ? new AppError("conflict", SECOND_FACTOR_MESSAGES.alreadyEnabled)
      : null;
  // The password was right: a refusal here is no failed guess, and does not count towards the lockout.
  if (refusal) {
    await checked.succeeded();
    throw refusal;
  }
  return checked;
}

/** An administrator's first sign-in with a passkey: options for the browser to create one, given the password. */
export async function startPasskeyEnrolment(
  deps: AuthDeps,
  input: { email: string; password: string },
  address: string,
): Promise<WebAuthnOptions> {
  return asEnrollingAdmin(deps, input, address, (user, now) => passkeyRegistrationOptions(deps, user, "enrol", now));
}

/**
 * Registers the administrator's first passkey and signs them in with it: the password again, and the browser's
 * answer to the options startPasskeyEnrolment gave. The recovery codes come with it, shown once.
 */
export async function finishPasskeyEnrolment(
  deps: AuthDeps,
  input: { email: string; password: string; response: PasskeyRegistration },
  address: string,
  device: SignInDevice,
): Promise<SignedIn> {
  const now = deps.clock.now();
  const { user, succeeded } = await checkEnrollingAdmin(deps, input, address, now);
  const { recoveryCodes } = await addPasskey(deps, user, "enrol", input.response, device.userAgent, now);
  // A first sign-in: its device is known from now on, and is news to the account as any new device is.
  return signInFrom(deps, user, now, { secondFactor: true, device, settle: succeeded }, recoveryCodes);
}

/**
 * Signs in with a passkey alone (it is both factors): a new session for the passkey's user. From a session of that
 * same user it confirms it is them instead (before a sensitive change): that session counts as checked now.
 */
export async function logInWithPasskey(
  deps: AuthDeps,
  response: PasskeyAssertion,
  device: SignInDevice,
  current: { userId: string; sessionId: string } | null,
): Promise<SignedIn | { user: UserRow; token?: undefined }> {
  const now = deps.clock.now();
  const user = await checkPasskeySignIn(deps, response, now);
  if (current?.userId === user.id) {
    await markSecondFactorChecked(deps.db, current.sessionId, now.toISOString());
    return { user };
  }
  return signInFrom(deps, user, now, { secondFactor: true, device });
}

/**
 * Emails a single-use reset link when the account exists, replacing any link sent before (one live link per
 * account), at most PASSWORD_RESETS_PER_HOUR times an hour; silent otherwise. Meant to run after the request has
 * been answered, so neither its work nor its outcome shows in the answer (no account probing).
 */
export async function requestPasswordReset(deps: AuthDeps, email: string): Promise<void> {
  const user = await findUserByEmail(deps.db, email);
  if (!user) return;
  const now = deps.clock.now();
  const token = newToken();
  const issued = await deps.db.transaction().execute(async (trx) => {
    const since = new Date(now.getTime() - RESET_LIMIT_WINDOW_MS).toISOString();
    if ((await countPasswordResetsSince(trx, user.id, since)) >= PASSWORD_RESETS_PER_HOUR) return false;
    await expireLivePasswordResets(trx, user.id, now.toISOString());
    await insertPasswordReset(trx, {
      token_hash: hashToken(token),
      user_id: user.id,
      created_at: now.toISOString(),
      expires_at: addMs(now, PASSWORD_RESET_TTL_MS).toISOString(),
      used_at: null,
    });
    return true;
  });
  if (!issued) return;
  await enqueueEmail(
    deps.db,
    { to: user.email, userId: user.id, kind: "password-reset", props: { firstName: user.first_name, token } },
    now,
  );
}

/**
 * Sets a new password from a reset link and ends every session of that user, whose id it returns. A password
 * refused as too weak (WeakPasswordError) leaves the link usable.
 */
export async function resetPassword(deps: AuthDeps, input: { token: string; password: string }): Promise<string> {
  const now = deps.clock.now().toISOString();
  const tokenHash = hashToken(input.token);
  const resetUserId = await findLivePasswordReset(deps.db, tokenHash, now);
  const resetUser = resetUserId ? await findUserById(deps.db, resetUserId) : undefined;
  if (!resetUser) throw new InvalidResetTokenError();
  await assertStrongPassword(input.password, accountOf(resetUser));
  const passwordHash = await hashPassword(input.password);
  return deps.db.transaction().execute(async (trx) => {
    const userId = await consumePasswordReset(trx, tokenHash, now);
    if (!userId) throw new InvalidResetTokenError();
    const user = await updateUser(trx, userId, { password_hash: passwordHash, updated_at: now });
    if (!user) throw new InvalidResetTokenError();
    await deleteUserSessions(trx, userId);
    await deleteUnusedPasswordResets(trx, userId);
    await clearLoginFailures(trx, user.email);
    await queuePasswordChangedNotice(trx, user, now);
    return userId;
  });
}

/**
 * The signed-in user, once their current password is right (before changing the password or the email). Wrong
 * guesses count as failed sign-ins of the account and address, so this is no way around the sign-in lockout.
 */
export async function checkCurrentPassword(
  deps: AuthDeps,
  userId: string,
  currentPassword: string,
  address: string,
  now: Date,
): Promise<UserRow> {
  const user = await findUserById(deps.db, userId);
  if (!user) throw new WrongCurrentPasswordError();
  const attempt = await takeSignInAttempt(deps, user.email, address, now);
  if (!(await verifyPassword(user.password_hash, currentPassword))) throw new WrongCurrentPasswordError();
  await attempt.succeeded();
  return user;
}

/**
 * Changes a signed-in user's password after checking the current one, and ends every other session of theirs
 * (a stolen session elsewhere does not survive). Wrong guesses count as failed sign-ins of the account, so this
 * is no way around the sign-in lockout: they are counted for the same account and address.
 */
export async function changePassword(
  deps: AuthDeps,
  session: { userId: string; sessionId: string },
  input: { currentPassword: string; newPassword: string },
  address: string,
): Promise<void> {
  const now = deps.clock.now();
  const user = await checkCurrentPassword(deps, session.userId, input.currentPassword, address, now);
  await assertStrongPassword(input.newPassword, accountOf(user), "newPassword");
  const passwordHash = await hashPassword(input.newPassword);
  await deps.db.transaction().execute(async (trx) => {
    await updateUser(trx, user.id, { password_hash: passwordHash, updated_at: now.toISOString() });
    await deleteOtherUserSessions(trx, user.id, session.sessionId);
    await deleteUnusedPasswordResets(trx, user.id);
    await queuePasswordChangedNotice(trx, user, now.toISOString());
  });
}

/** docs/product.md#accounts: a changed password is told to the account, in case it was not its owner. */
async function queuePasswordChangedNotice(trx: Executor, user: UserRow, at: string): Promise<void> {
  await enqueueEmail(
    trx,
    { to: user.email, userId: user.id, kind: "password-changed", props: { firstName: user.first_name, at } },
    new Date(at),
  );
}
