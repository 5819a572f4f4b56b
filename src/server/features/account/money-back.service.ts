import { ACCOUNT_MESSAGES } from "../../../shared/account.js";
import { AUTH_MESSAGES } from "../../../shared/auth.js";
import type { Guarantee } from "../../../shared/payments.js";
import { AppError } from "../../lib/app-error.js";
import { verifyPassword } from "../auth/passwords.js";
import { takeSignInAttempt } from "../auth/sign-in-throttle.js";
import { refundUnderGuarantee } from "../payments/guarantee.service.js";
import { findUserById } from "../users/users.service.js";
import type { AccountDeletionDeps } from "./account-deletion.service.js";

/**
 * A member asks for their money back under the guarantee (docs/product.md#payments), confirmed with their password.
 * A wrong password counts as a failed sign-in of the account, as deleting it does, so this is no way around the
 * lockout. The refund and its rules are the payments feature's.
 */
export async function askMoneyBack(
  deps: AccountDeletionDeps,
  userId: string,
  input: { password: string },
  address: string,
): Promise<Guarantee> {
  const user = await findUserById(deps.db, userId);
  if (!user) throw new AppError("unauthenticated", AUTH_MESSAGES.signInRequired);
  const attempt = await takeSignInAttempt(deps, user.email, address, deps.clock.now());
  if (!(await verifyPassword(user.password_hash, input.password))) {
    throw new AppError("invalid", ACCOUNT_MESSAGES.passwordWrong, {
      fieldErrors: { password: ACCOUNT_MESSAGES.passwordWrong },
    });
  }
  await attempt.succeeded();
  return refundUnderGuarantee(deps, user);
}
