import { Secret, TOTP } from "otpauth";
import {
  RECOVERY_CODE_COUNT,
  SECOND_FACTOR_MESSAGES,
  STEP_UP_MAX_AGE_MS,
  type AuthenticatorSetup,
} from "../../../shared/auth.js";
import type { SecondFactorStep } from "../../../shared/second-factor-steps.js";
import type { Executor } from "../../db/database.js";
import type { SecondFactorsTable, UserRow } from "../../db/schema.js";
import { AppError } from "../../lib/app-error.js";
import { hashToken } from "../../lib/ids.js";
import { countPasskeys, deleteUserPasskeys } from "./passkeys.repo.js";
import {
  countUnusedRecoveryCodes,
  deleteAuthenticator,
  deleteRecoveryCodes,
  enableSecondFactor,
  findSecondFactor,
  replaceRecoveryCodes,
  savePendingSecret,
  useRecoveryCode,
  useStep,
} from "./second-factors.repo.js";
import { markSecondFactorChecked, type LiveSession } from "./sessions.repo.js";
import { takeCodeAttempt, type CodeThrottleDeps } from "./code-throttle.js";

/** How other features read a member's second factor (the SQL stays in second-factors.repo.ts). */
export { findSecondFactor } from "./second-factors.repo.js";

/*
 * Two-step sign-in (docs/product.md#accounts): an authenticator app's time-based codes (RFC 6238: SHA-1, 6 digits,
 * 30 s, as every app reads an otpauth:// URI by default), passkeys (passkeys.service.ts), and single-use recovery
 * codes, which exist while the account has either. Required of administrators: their password alone does not sign
 * them in. A code is accepted once: the last accepted time step is stored, and a code of that step or an earlier
 * one is refused.
 */

const PERIOD_SECONDS = 30;
const DIGITS = 6;
/** One step either side: a phone's clock a little off, or a code typed as it turned over. */
const WINDOW_STEPS = 1;
/** 160 bits, the secret length RFC 4226 recommends. */
const SECRET_BYTES = 20;

export interface SecondFactorDeps extends CodeThrottleDeps {
  appName: string;
}

/** The step a sign-in still needs after a right password. */
export class SecondFactorNeededError extends AppError {
  override name = "SecondFactorNeededError";
  constructor(step: SecondFactorStep) {
    const message = {
      code: SECOND_FACTOR_MESSAGES.codeRequired,
      passkey: SECOND_FACTOR_MESSAGES.passkeyRequired,
      enrol: SECOND_FACTOR_MESSAGES.enrolmentRequired,
    }[step];
    super("unauthenticated", message, {
      secondFactor: step,
      ...(step === "enrol" ? {} : { fieldErrors: { code: message } }),
    });
  }
}

/** A wrong code: at sign-in it leaves the caller signed out (401); in account settings it is bad input (400). */
export class InvalidSecondFactorCodeError extends AppError {
  override name = "InvalidSecondFactorCodeError";
  constructor(atSignIn: boolean) {
    super(atSignIn ? "unauthenticated" : "invalid", SECOND_FACTOR_MESSAGES.codeInvalid, {
      fieldErrors: { code: SECOND_FACTOR_MESSAGES.codeInvalid },
    });
  }
}

function totp(secret: string, label = "", issuer = ""): TOTP {
  return new TOTP({ issuer, label, secret, algorithm: "SHA1", digits: DIGITS, period: PERIOD_SECONDS });
}

/** The code an authenticator app shows for `secret` at `at`: for tests and the bench, which play the app. */
export function totpCode(secret: string, at: Date): string {
  return totp(secret).generate({ timestamp: at.getTime() });
}

/** The time step of a valid code for `secret` at `now`, or null. */
function stepOf(secret: string, code: string, now: Date): number | null {
  if (!/^\d{6}$/.test(code)) return null;
  const delta = totp(secret).validate({ token: code, timestamp: now.getTime(), window: WINDOW_STEPS });
  return delta === null ? null : Math.floor(now.getTime() / 1000 / PERIOD_SECONDS) + delta;
}

/** Recovery codes are compared without case, spaces or dashes, as the login schema already normalises them. */
const recoveryHash = (code: string) => hashToken(`recovery:${code.replace(/[\s-]/g, "").toLowerCase()}`);

/** Ten random base32 letters (50 bits), as xxxxx-xxxxx. */
function newRecoveryCode(): string {
  const letters = new Secret({ size: 7 }).base32.toLowerCase().slice(0, 10);
  return `${letters.slice(0, 5)}-${letters.slice(5)}`;
}

/** New recovery codes replace the old ones; returned in clear this once. */
export async function issueRecoveryCodes(db: Executor, userId: string): Promise<string[]> {
  const codes = Array.from({ length: RECOVERY_CODE_COUNT }, newRecoveryCode);
  await replaceRecoveryCodes(db, userId, codes.map(recoveryHash));
  return codes;
}

/** Administrators must have a second factor; members may. */
export const mustHaveSecondFactor = (user: UserRow): boolean => user.role === "admin";

interface Factors {
  /** The authenticator app's row, pending or on. */
  app: SecondFactorsTable | undefined;
  appOn: boolean;
  passkeys: number;
  /** Any factor on: recovery codes are valid while this holds. */
  any: boolean;
}

async function factorsOf(db: Executor, userId: string): Promise<Factors> {
  const [app, passkeys] = await Promise.all([findSecondFactor(db, userId), countPasskeys(db, userId)]);
  const appOn = Boolean(app?.enabled_at);
  return { app, appOn, passkeys, any: appOn || passkeys > 0 };
}

export async function hasSecondFactor(db: Executor, userId: string): Promise<boolean> {
  return (await factorsOf(db, userId)).any;
}

/**
 * A new secret for the user's authenticator app, pending until its first code is given; a pending one given before
 * is replaced (a QR code shown earlier stops working). Refused once a factor is on: changing it means turning it
 * off first, with a code.
 */
export async function startAuthenticatorSetup(
  deps: SecondFactorDeps,
  user: UserRow,
  now: Date,
): Promise<AuthenticatorSetup> {
  const existing = await findSecondFactor(deps.db, user.id);
  if (existing?.enabled_at) throw new AppError("conflict", SECOND_FACTOR_MESSAGES.alreadyEnabled);
  const secret = new Secret({ size: SECRET_BYTES }).base32;
  await savePendingSecret(deps.db, user.id, secret, now);
  return { secret, uri: totp(secret, user.email, deps.appName).toString() };
}

/** Puts a configured secret in place as the user's factor, on; a factor already on is left as it is. */
export async function provisionAuthenticator(db: Executor, user: UserRow, secret: string, now: Date): Promise<void> {
  const existing = await findSecondFactor(db, user.id);
  if (existing?.enabled_at) return;
  await savePendingSecret(db, user.id, secret, now);
  // Enabled with no step used yet: the first real code is accepted.
  await enableSecondFactor(db, user.id, now);
}

/**
 * Turns the pending app on with its first code, and returns the recovery codes when it is the account's first factor:
 * the only time they exist in clear.
 */
export async function confirmAuthenticator(
  deps: SecondFactorDeps,
  user: UserRow,
  code: string,
  now: Date,
): Promise<string[]> {
  const factors = await factorsOf(deps.db, user.id);
  const step = factors.app ? stepOf(factors.app.totp_secret, code, now) : null;
  if (!factors.app) throw new AppError("invalid", SECOND_FACTOR_MESSAGES.notEnabled);
  if (factors.appOn) throw new AppError("conflict", SECOND_FACTOR_MESSAGES.alreadyEnabled);
  const attempt = await takeCodeAttempt(deps, user.id, null, now);
  if (step === null || !(await useStep(deps.db, user.id, step, now))) throw new InvalidSecondFactorCodeError(false);
  await attempt.succeeded();
  // An account that already had a passkey keeps the recovery codes it was given then.
  return factors.any ? [] : issueRecoveryCodes(deps.db, user.id);
}

/**
 * Whether `code` is the app's current code, not used before, or an unused recovery code of an account with a factor
 * on; it is used up if so. A pending app's code counts only while the account has no factor on (it turns it on).
 * Each check is an attempt taken first (code-throttle.ts): past the account's or the session's limit, 429.
 */
async function acceptCode(
  deps: CodeThrottleDeps,
  userId: string,
  factors: Factors,
  code: string,
  now: Date,
  sessionId: string | null = null,
): Promise<boolean> {
  const attempt = await takeCodeAttempt(deps, userId, sessionId, now);
  const accepted = await matchesCode(deps.db, userId, factors, code, now);
  if (accepted) await attempt.succeeded();
  return accepted;
}

async function matchesCode(db: Executor, userId: string, factors: Factors, code: string, now: Date): Promise<boolean> {
  const { app } = factors;
  const step = app && (factors.appOn || !factors.any) ? stepOf(app.totp_secret, code, now) : null;
  if (step !== null) return useStep(db, userId, step, now);
  return factors.any && useRecoveryCode(db, userId, recoveryHash(code), now);
}

/**
 * The second step of a sign-in whose password was right. Without a factor a member is through; an administrator
 * must set one up first (`enrol`). With one, `code` must be the app's current code, not used before, or an unused
 * recovery code; an account whose only factor is a passkey is asked for it (`passkey`: the browser signs in with it,
 * passkeys.service.ts) or a recovery code. Returns the recovery codes when this sign-in finished setting up the app.
 * `factorRequired`: a member without a factor is not through either (the account's lockout ceiling is reached).
 */
export async function passSecondStep(
  deps: SecondFactorDeps,
  user: UserRow,
  code: string | undefined,
  now: Date,
  options: { factorRequired?: boolean } = {},
): Promise<{ passed: boolean; recoveryCodes?: string[] }> {
  const factors = await factorsOf(deps.db, user.id);
  if (!factors.any && !mustHaveSecondFactor(user) && !options.factorRequired) return { passed: false };
  const needed = factors.appOn ? "code" : factors.any ? "passkey" : "enrol";
  if (code === undefined || (needed === "enrol" && !factors.app)) throw new SecondFactorNeededError(needed);
  if (!(await acceptCode(deps, user.id, factors, code, now))) throw new InvalidSecondFactorCodeError(true);
  // The app's first code at an administrator's first sign-in finishes setting it up.
  return factors.any ? { passed: true } : { passed: true, recoveryCodes: await issueRecoveryCodes(deps.db, user.id) };
}

/** A member turns two-step sign-in off with a current code; administrators cannot. */
export async function turnOffSecondFactor(
  deps: SecondFactorDeps,
  user: UserRow,
  code: string,
  now: Date,
): Promise<void> {
  if (mustHaveSecondFactor(user)) throw new AppError("forbidden", SECOND_FACTOR_MESSAGES.adminsKeepIt);
  const factors = await factorsOf(deps.db, user.id);
  if (!factors.appOn) throw new AppError("invalid", SECOND_FACTOR_MESSAGES.notEnabled);
  if (!(await acceptCode(deps, user.id, factors, code, now))) throw new InvalidSecondFactorCodeError(false);
  await deleteAuthenticator(deps.db, user.id);
  // Recovery codes stand in for the factors: they go with the last one.
  if (factors.passkeys === 0) await deleteRecoveryCodes(deps.db, user.id);
}

/**
 * The operator's way back in for an administrator who lost every factor and the recovery codes (a CLI): the app,
 * the passkeys and the codes are removed, so the next sign-in sets a factor up again.
 */
export async function resetSecondFactor(db: Executor, userId: string): Promise<void> {
  await deleteAuthenticator(db, userId);
  await deleteUserPasskeys(db, userId);
  await deleteRecoveryCodes(db, userId);
}

/** After a code or passkey confirmed it is the user: sensitive changes are allowed from this session for a while. */
export async function confirmIdentity(
  deps: SecondFactorDeps,
  user: UserRow,
  session: LiveSession,
  code: string,
  now: Date,
): Promise<void> {
  const factors = await factorsOf(deps.db, user.id);
  if (!factors.any) throw new AppError("invalid", SECOND_FACTOR_MESSAGES.notEnabled);
  if (!(await acceptCode(deps, user.id, factors, code, now, session.id))) {
    throw new InvalidSecondFactorCodeError(false);
  }
  await markSecondFactorChecked(deps.db, session.id, now.toISOString());
}

/**
 * A sensitive change (docs/product.md#accounts) needs the session's second factor checked in the last
 * STEP_UP_MAX_AGE_MS, when the user has one; a user without one has only the password, which such changes ask for.
 */
export async function assertRecentSecondFactor(
  db: Executor,
  user: UserRow,
  session: LiveSession,
  now: Date,
): Promise<void> {
  const checkedAt = session.second_factor_at ? Date.parse(session.second_factor_at) : Number.NEGATIVE_INFINITY;
  if (now.getTime() - checkedAt < STEP_UP_MAX_AGE_MS) return;
  if (!(await hasSecondFactor(db, user.id))) return;
  throw new AppError("forbidden", SECOND_FACTOR_MESSAGES.stepUpRequired, { stepUp: true });
}

export async function secondFactorStatus(deps: SecondFactorDeps, user: UserRow) {
  const factors = await factorsOf(deps.db, user.id);
  return {
    enabled: factors.any,
    authenticatorApp: factors.appOn,
    passkeys: factors.passkeys,
    required: mustHaveSecondFactor(user),
    recoveryCodesLeft: factors.any ? await countUnusedRecoveryCodes(deps.db, user.id) : 0,
  };
}
