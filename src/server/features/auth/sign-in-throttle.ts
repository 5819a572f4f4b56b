import type { Executor } from "../../db/database.js";
import {
  releaseSignInAttempt,
  reserveSignInAttempts,
  settleSuccessfulAttempt,
  signInWindowStartedAt,
  type AttemptKey,
} from "./login-failures.repo.js";
import { AppError } from "../../lib/app-error.js";
import { AUTH_MESSAGES } from "../../../shared/auth.js";

/**
 * Failed attempts an account takes from all addresses together, as a multiple of the per-address limit: the
 * ceiling on guesses spread over many addresses, high enough that one address cannot reach it.
 */
export const ACCOUNT_CEILING_FACTOR = 10;

export class AccountLockedError extends AppError {
  override name = "AccountLockedError";
  constructor(readonly retryAfterSeconds: number) {
    super("too_many_requests", AUTH_MESSAGES.tooManyAttempts, { retryAfterSeconds });
  }
}

export interface ThrottleDeps {
  db: Executor;
  limits: { accountFailures: number; windowMs: number };
}

/** Seconds (at least one) until the window that counts `key`'s attempts ends: when trying again can succeed. */
export async function secondsLeftOf(deps: ThrottleDeps, key: AttemptKey, now: Date): Promise<number> {
  const startedAt = (await signInWindowStartedAt(deps.db, key)) ?? now.toISOString();
  const unlocksAt = new Date(startedAt).getTime() + deps.limits.windowMs;
  return Math.max(1, Math.ceil((unlocksAt - now.getTime()) / 1000));
}

/** An attempt taken before the password is checked; a wrong password leaves it counted as a failure. */
export interface SignInAttempt {
  /**
   * The password was right: this address starts afresh and the account's count gets the attempt back. `db` may be a
   * transaction, so a sign-in writes this with its session in one commit.
   */
  succeeded(db?: Executor): Promise<void>;
  /**
   * Set when the account's ceiling over every address is reached and the caller asked to pass it: only a right
   * password with a valid second factor gets through, and anything else is answered with this, as before the check.
   */
  pastCeiling: AccountLockedError | null;
}

/**
 * Takes one attempt at the account's password for this client address, before the password is checked, or throws
 * AccountLockedError. Each address gets `accountFailures` per window, so failures from one address never lock the
 * owner out at another; all addresses together get ACCOUNT_CEILING_FACTOR times that. With `passCeiling` (a sign-in,
 * which can also check a second factor) a full ceiling does not refuse at once: the attempt is taken from the
 * address alone and marked `pastCeiling`, so guessers spread over many addresses cannot lock the owner out.
 */
export async function takeSignInAttempt(
  deps: ThrottleDeps,
  email: string,
  address: string,
  now: Date,
  options: { passCeiling?: boolean } = {},
): Promise<SignInAttempt> {
  const { accountFailures, windowMs } = deps.limits;
  const at = now.toISOString();
  const windowStart = new Date(now.getTime() - windowMs).toISOString();
  const fromAddress: AttemptKey = { email, address };
  const fromAnywhere: AttemptKey = { email, address: "" };

  const locked = async (key: AttemptKey) => new AccountLockedError(await secondsLeftOf(deps, key, now));

  const taken = await reserveSignInAttempts(
    deps.db,
    [
      { key: fromAddress, limit: accountFailures },
      { key: fromAnywhere, limit: accountFailures * ACCOUNT_CEILING_FACTOR },
    ],
    at,
    windowStart,
  );
  const tookFromAddress = taken.some((key) => key.address === address);
  const tookFromAnywhere = taken.some((key) => key.address === "");
  if (tookFromAddress && !tookFromAnywhere && options.passCeiling) {
    return {
      succeeded: (db = deps.db) => settleSuccessfulAttempt(db, fromAddress, null),
      pastCeiling: await locked(fromAnywhere),
    };
  }
  if (!tookFromAddress || !tookFromAnywhere) {
    // The one counter that took the attempt gives it back: nothing was checked.
    if (tookFromAddress) await releaseSignInAttempt(deps.db, fromAddress);
    if (tookFromAnywhere) await releaseSignInAttempt(deps.db, fromAnywhere);
    throw await locked(tookFromAddress ? fromAnywhere : fromAddress);
  }
  return {
    succeeded: (db = deps.db) => settleSuccessfulAttempt(db, fromAddress, fromAnywhere),
    pastCeiling: null,
  };
}
