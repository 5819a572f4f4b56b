import type { Db } from "../../db/database.js";
import type { UserRow } from "../../db/schema.js";
import { runningProSubscriptionsOf } from "../payments/member-payments.service.js";
import { ProviderUnavailableError, type PaymentProvider } from "../payments/payment-provider.js";
import { deleteMemberAndPersonalRecords } from "./member-removal.repo.js";

export interface MemberRemovalDeps {
  db: Db;
  /** The payment provider in use, which cancels a running subscription before the account goes. */
  provider: PaymentProvider;
}

/**
 * Ends each of the member's running subscriptions at the provider now, so nothing more is charged once the account is
 * gone. A subscription of another provider than the one in use cannot be reached, so the removal stops there (fail
 * safe: never an account deleted while its card may still be charged).
 */
async function cancelRunningSubscriptions({ db, provider }: MemberRemovalDeps, userId: string): Promise<void> {
  const running = await runningProSubscriptionsOf(db, [userId]);
  for (const subscription of running) {
    if (subscription.provider !== provider.name) {
      throw new ProviderUnavailableError(
        `subscription ${subscription.id} is with ${subscription.provider}, but payments are ${provider.name}`,
      );
    }
    await provider.cancelSubscriptionNow(subscription.id);
  }
}

/**
 * Removes a member's account (docs/product.md#accounts), for the member themselves and for an administrator alike:
 * first their running subscription is cancelled at the provider (a failure throws ProviderUnavailableError and
 * nothing is deleted); then, in one transaction, the user and everything keyed to them, while the payments ledger
 * keeps their charges and refunds with no one attached (it holds no name or email). Admins are never removed.
 * Returns false when there was no such member to remove.
 */
export async function removeMember(deps: MemberRemovalDeps, user: UserRow): Promise<boolean> {
  if (user.role === "admin") return false;
  await cancelRunningSubscriptions(deps, user.id);
  return deps.db.transaction().execute((trx) => deleteMemberAndPersonalRecords(trx, user));
}
