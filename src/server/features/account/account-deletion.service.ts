import { ACCOUNT_MESSAGES } from "../../../shared/account.js";
import { AUTH_MESSAGES } from "../../../shared/auth.js";
import type { Db } from "../../db/database.js";
import { AppError, appErrorKind } from "../../lib/app-error.js";
import type { Clock } from "../../lib/clock.js";
import { verifyPassword } from "../auth/passwords.js";
import { takeSignInAttempt } from "../auth/sign-in-throttle.js";
import { ProviderUnavailableError, type PaymentProvider } from "../payments/payment-provider.js";
import { findUserById } from "../users/users.service.js";
import { removeMember } from "./member-removal.service.js";

export interface AccountDeletionDeps {
  db: Db;
  clock: Clock;
  appName: string;
  provider: PaymentProvider;
  limits: { accountFailures: number; windowMs: number };
}

/** The subscription could not be cancelled, so the account was kept: trying again later can succeed. */
export class AccountNotDeletedError extends appErrorKind(
  "AccountNotDeletedError",
  "upstream_failed",
  ACCOUNT_MESSAGES.subscriptionNotCancelled,
) {}

/**
 * A member deletes their own account (docs/product.md#accounts), confirmed with their password (and, with a second
 * factor, a recent check of it: the route asks for one, plugins/auth.ts `stepUp`). A wrong password counts as a
 * failed sign-in of the account, as changing the password does, so this is no way around the lockout.
 * Administrators cannot: another administrator's decision removes an account with rights over everyone's. Removal itself is removeMember's: subscription cancelled first, then one
 * transaction.
 */
export async function deleteOwnAccount(
  deps: AccountDeletionDeps,
  userId: string,
  input: { password: string },
  address: string,
): Promise<void> {
  const now = deps.clock.now();
  const user = await findUserById(deps.db, userId);
  if (!user) throw new AppError("unauthenticated", AUTH_MESSAGES.signInRequired);
  if (user.role === "admin") throw new AppError("forbidden", ACCOUNT_MESSAGES.adminsCannotDeleteThemselves);
  const attempt = await takeSignInAttempt(deps, user.email, address, now);
  if (!(await verifyPassword(user.password_hash, input.password))) {
    throw new AppError("invalid", ACCOUNT_MESSAGES.passwordWrong, {
      fieldErrors: { password: ACCOUNT_MESSAGES.passwordWrong },
    });
  }
  await attempt.succeeded();
  try {
    await removeMember(deps, user);
  } catch (error) {
    if (error instanceof ProviderUnavailableError) throw new AccountNotDeletedError(error);
    throw error;
  }
}
