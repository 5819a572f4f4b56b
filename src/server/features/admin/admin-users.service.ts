import {
  endOfDayIso,
  type AdminUser,
  type AdminUserListItem,
  type ParsedAdminUserListQuery,
  type SubscriptionUpdate,
  ADMIN_MESSAGES,
} from "../../../shared/admin.js";
import type { Db } from "../../db/database.js";
import type { Clock } from "../../lib/clock.js";
import { findUserById, toPublicUser, updateUser } from "../users/users.service.js";
import { removeMember } from "../account/member-removal.service.js";
import { ProviderUnavailableError, type PaymentProvider } from "../payments/payment-provider.js";
import { lastChargesOf, runningProSubscriptionsOf } from "../payments/member-payments.service.js";
import * as repo from "./admin-users.repo.js";
import { adminOnlyText, appErrorKind } from "../../lib/app-error.js";

export class UserNotFoundError extends appErrorKind(
  "UserNotFoundError",
  "not_found",
  adminOnlyText(ADMIN_MESSAGES.userNotFound),
) {}
/** docs/product.md#roles: admin accounts cannot be deleted, by anyone, themselves included. */
export class AdminNotDeletableError extends appErrorKind(
  "AdminNotDeletableError",
  "conflict",
  adminOnlyText(ADMIN_MESSAGES.adminNotDeletable),
) {}

export interface AdminUsersDeps {
  db: Db;
  clock: Clock;
  /** The payment provider in use: a deleted member's running subscription is cancelled there first. */
  provider: PaymentProvider;
}

/** The member's subscription could not be cancelled, so they were kept: trying again later can succeed. */
export class MemberNotDeletedError extends appErrorKind(
  "MemberNotDeletedError",
  "upstream_failed",
  adminOnlyText(ADMIN_MESSAGES.subscriptionNotCancelled),
) {}

/**
 * One page of users, newest first, and how many match in all, each with their latest charge and whether a running
 * Pro subscription renews. The search is case-insensitive and matches any part of the first name, last name,
 * "first last" or email; the status (a member's standing now) and paying filters list members only.
 */
export async function listUsers(
  deps: AdminUsersDeps,
  query: ParsedAdminUserListQuery,
): Promise<{ users: AdminUserListItem[]; total: number }> {
  const filter: repo.UserFilter = {
    now: deps.clock.now().toISOString(),
    ...(query.search ? { search: query.search.toLowerCase() } : {}),
    ...(query.status ? { standing: query.status } : {}),
    ...(query.paying !== undefined ? { paying: query.paying } : {}),
  };
  const [rows, total] = await Promise.all([
    repo.listUsers(deps.db, filter, { limit: query.limit, offset: query.offset }),
    repo.countUsers(deps.db, filter),
  ]);
  const ids = rows.map((row) => row.id);
  const [charges, running] = await Promise.all([lastChargesOf(deps.db, ids), runningProSubscriptionsOf(deps.db, ids)]);
  const users = rows.map((row): AdminUserListItem => {
    const charge = charges.find((payment) => payment.user_id === row.id);
    const subscriptions = running.filter((subscription) => subscription.user_id === row.id);
    return {
      ...toPublicUser(row),
      lastPayment: charge
        ? {
            at: charge.occurred_at,
            amountCents: charge.amount_cents,
            currency: charge.currency,
            test: charge.livemode === 0,
          }
        : null,
      runningPaidPlan: subscriptions.length > 0,
      renews: subscriptions.some((subscription) => subscription.cancel_at_period_end === 0),
    };
  });
  return { users, total };
}

/**
 * Sets a user's subscription as an admin grants it: a date means access through the end of that day (UTC),
 * null means no expiry (docs/product.md#access). The role never changes here.
 */
export async function updateSubscription(
  deps: AdminUsersDeps,
  id: string,
  update: SubscriptionUpdate,
): Promise<AdminUser> {
  const updated = await updateUser(deps.db, id, {
    subscription_status: update.subscriptionStatus,
    subscription_expiry: update.subscriptionExpiry === null ? null : endOfDayIso(update.subscriptionExpiry),
    updated_at: deps.clock.now().toISOString(),
  });
  if (!updated) throw new UserNotFoundError();
  return toPublicUser(updated);
}

/**
 * Deletes a member as they can delete themselves (removeMember, docs/product.md#accounts): their running
 * subscription cancelled at the provider first, then everything that is only theirs, the payments ledger keeping
 * their rows with no one attached, so revenue never changes. The delete itself skips admins, so a role changed
 * meanwhile is never deleted.
 */
export async function deleteUser(deps: AdminUsersDeps, id: string): Promise<void> {
  const user = await findUserById(deps.db, id);
  if (!user) throw new UserNotFoundError();
  if (user.role === "admin") throw new AdminNotDeletableError();
  try {
    if (!(await removeMember(deps, user))) throw new UserNotFoundError();
  } catch (error) {
    if (error instanceof ProviderUnavailableError) throw new MemberNotDeletedError(error);
    throw error;
  }
}
