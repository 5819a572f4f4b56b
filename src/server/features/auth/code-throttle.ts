import { SECOND_FACTOR_MESSAGES } from "../../../shared/auth.js";
import { AppError } from "../../lib/app-error.js";
import { releaseSignInAttempt, reserveSignInAttempts, type AttemptKey } from "./login-failures.repo.js";
import { secondsLeftOf, type ThrottleDeps } from "./sign-in-throttle.js";

/** Codes one session may try per window at step-up: fewer than the account's, so one stolen session cannot use them up. */
export const SESSION_CODE_ATTEMPTS = 5;

export class TooManyCodesError extends AppError {
  override name = "TooManyCodesError";
  constructor(retryAfterSeconds: number) {
    super("too_many_requests", SECOND_FACTOR_MESSAGES.tooManyCodes, { retryAfterSeconds });
  }
}

/** Codes are counted beside the password attempts, against the same allowance. */
export type CodeThrottleDeps = ThrottleDeps;

/**
 * Takes one attempt at a second-factor code (the app's or a recovery code) before it is checked, or throws
 * TooManyCodesError: `accountFailures` per window for the account, at sign-in and step-up together, and
 * SESSION_CODE_ATTEMPTS for one session. Counted in the database, as the password attempts are, so every instance
 * shares the counts and a Redis outage does not lift them. A right code gives the attempt back.
 */
export async function takeCodeAttempt(
  deps: CodeThrottleDeps,
  userId: string,
  sessionId: string | null,
  now: Date,
): Promise<{ succeeded(): Promise<void> }> {
  const { accountFailures, windowMs } = deps.limits;
  const at = now.toISOString();
  // Beside the password counts in one table, apart from them: an account's codes are keyed by its id.
  const owner = `second-factor:${userId}`;
  const keys = [
    { key: { email: owner, address: "" }, limit: accountFailures },
    ...(sessionId === null ? [] : [{ key: { email: owner, address: sessionId }, limit: SESSION_CODE_ATTEMPTS }]),
  ];
  const taken = await reserveSignInAttempts(deps.db, keys, at, new Date(now.getTime() - windowMs).toISOString());
  const giveBack = () =>
    Promise.all(keys.filter(({ key }) => took(taken, key)).map(({ key }) => releaseSignInAttempt(deps.db, key))).then(
      () => undefined,
    );
  const refused = keys.find(({ key }) => !took(taken, key));
  if (refused) {
    await giveBack();
    throw new TooManyCodesError(await secondsLeftOf(deps, refused.key, now));
  }
  return { succeeded: giveBack };
}

const took = (taken: readonly AttemptKey[], key: AttemptKey) => taken.some((one) => one.address === key.address);
