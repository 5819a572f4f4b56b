import { Secret, TOTP } from "otpauth";
import {
  RECOVERY_CODE_COUNT,
  SECOND_FACTOR_MESSAGES,
  type AuthenticatorSetup,
  type SecondFactorStep,
} from "../../../shared/auth.js";
import type { Executor } from "../../db/database.js";
import type { SecondFactorsTable, UserRow } from "../../db/schema.js";
import { AppError } from "../../lib/app-error.js";
import { hashToken } from "../../lib/ids.js";
import {
  countUnusedRecoveryCodes,
  deleteSecondFactor,
  enableSecondFactor,
  findSecondFactor,
  replaceRecoveryCodes,
  savePendingSecret,
  useRecoveryCode,
  useStep,
} from "./second-factors.repo.js";

/*
 * Two-step sign-in (docs/product.md#accounts): an authenticator app's time-based codes (RFC 6238: SHA-1, 6 digits,
 * 30 s, as every app reads an otpauth:// URI by default) and single-use recovery codes. Required of
 * administrators: their password alone does not sign them in. A code is accepted once: the last accepted time step
 * is stored, and a code of that step or an earlier one is refused.
 */

const PERIOD_SECONDS = 30;
const DIGITS = 6;
/** One step either side: a phone's clock a little off, or a code typed as it turned over. */
const WINDOW_STEPS = 1;
/** 160 bits, the secret length RFC 4226 recommends. */
const SECRET_BYTES = 20;

export interface SecondFactorDeps {
  db: Executor;
  appName: string;
}

/** The step a sign-in still needs after a right password. */
export class SecondFactorNeededError extends AppError {
  override name = "SecondFactorNeededError";
  constructor(step: SecondFactorStep) {
    const message = step === "code" ? SECOND_FACTOR_MESSAGES.codeRequired : SECOND_FACTOR_MESSAGES.enrolmentRequired;
    super("unauthenticated", message, {
      secondFactor: step,
      ...(step === "code" ? { fieldErrors: { code: message } } : {}),
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

async function issueRecoveryCodes(db: Executor, userId: string): Promise<string[]> {
  const codes = Array.from({ length: RECOVERY_CODE_COUNT }, newRecoveryCode);
  await replaceRecoveryCodes(db, userId, codes.map(recoveryHash));
  return codes;
}

/** Administrators must have a second factor; members may. */
export const mustHaveSecondFactor = (user: UserRow): boolean => user.role === "admin";

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
 * Turns the pending factor on with the app's first code, and returns the recovery codes: the only time they exist
 * in clear.
 */
export async function confirmAuthenticator(
  deps: SecondFactorDeps,
  user: UserRow,
  code: string,
  now: Date,
): Promise<string[]> {
  const factor = await findSecondFactor(deps.db, user.id);
  if (!factor) throw new AppError("invalid", SECOND_FACTOR_MESSAGES.notEnabled);
  if (factor.enabled_at) throw new AppError("conflict", SECOND_FACTOR_MESSAGES.alreadyEnabled);
  if (!(await acceptCode(deps.db, factor, code, now))) throw new InvalidSecondFactorCodeError(false);
  return issueRecoveryCodes(deps.db, user.id);
}

/** Whether `code` is the app's current code, not used before, or an unused recovery code; it is used up if so. */
async function acceptCode(db: Executor, factor: SecondFactorsTable, code: string, now: Date): Promise<boolean> {
  const step = stepOf(factor.totp_secret, code, now);
  if (step !== null) return useStep(db, factor.user_id, step, now);
  return factor.enabled_at !== null && useRecoveryCode(db, factor.user_id, recoveryHash(code), now);
}

/**
 * The second step of a sign-in whose password was right. Without a factor a member is through; an administrator
 * must set one up first (`enrol`). With one, `code` must be the app's current code, not used before, or an unused
 * recovery code. Returns the recovery codes when this sign-in finished setting up the app.
 */
export async function passSecondStep(
  deps: SecondFactorDeps,
  user: UserRow,
  code: string | undefined,
  now: Date,
): Promise<{ passed: boolean; recoveryCodes?: string[] }> {
  const factor = await findSecondFactor(deps.db, user.id);
  const enabled = Boolean(factor?.enabled_at);
  if (!enabled && !mustHaveSecondFactor(user)) return { passed: false };
  if (!factor || code === undefined) throw new SecondFactorNeededError(enabled ? "code" : "enrol");
  if (!(await acceptCode(deps.db, factor, code, now))) throw new InvalidSecondFactorCodeError(true);
  // The app's first code at an administrator's first sign-in finishes setting it up.
  return enabled ? { passed: true } : { passed: true, recoveryCodes: await issueRecoveryCodes(deps.db, user.id) };
}

/** A member turns two-step sign-in off with a current code; administrators cannot. */
export async function turnOffSecondFactor(
  deps: SecondFactorDeps,
  user: UserRow,
  code: string,
  now: Date,
): Promise<void> {
  if (mustHaveSecondFactor(user)) throw new AppError("forbidden", SECOND_FACTOR_MESSAGES.adminsKeepIt);
  const factor = await findSecondFactor(deps.db, user.id);
  if (!factor?.enabled_at) throw new AppError("invalid", SECOND_FACTOR_MESSAGES.notEnabled);
  if (!(await acceptCode(deps.db, factor, code, now))) throw new InvalidSecondFactorCodeError(false);
  await deleteSecondFactor(deps.db, user.id);
}

/**
 * Confirms a sensitive action (deleting the account) with the app's current code or a recovery code, when the user
 * has two-step sign-in on; without it there is nothing to check. The code is used up, as at sign-in.
 */
export async function confirmWithSecondFactor(
  deps: SecondFactorDeps,
  user: UserRow,
  code: string | undefined,
  now: Date,
): Promise<void> {
  const factor = await findSecondFactor(deps.db, user.id);
  if (!factor?.enabled_at) return;
  if (!code) {
    const message = SECOND_FACTOR_MESSAGES.codeRequired;
    throw new AppError("invalid", message, { fieldErrors: { code: message } });
  }
  if (!(await acceptCode(deps.db, factor, code, now))) throw new InvalidSecondFactorCodeError(false);
}

/** The operator's way back in for an administrator who lost the app and the recovery codes (a CLI). */
export async function resetSecondFactor(db: Executor, userId: string): Promise<void> {
  await deleteSecondFactor(db, userId);
}

export async function secondFactorStatus(deps: SecondFactorDeps, user: UserRow) {
  const factor = await findSecondFactor(deps.db, user.id);
  const enabled = Boolean(factor?.enabled_at);
  return {
    enabled,
    required: mustHaveSecondFactor(user),
    recoveryCodesLeft: enabled ? await countUnusedRecoveryCodes(deps.db, user.id) : 0,
  };
}
