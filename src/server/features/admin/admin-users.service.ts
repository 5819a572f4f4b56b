import {
  endOfDayIso,
  type AdminUser,
  type ParsedAdminUserListQuery,
  type SubscriptionUpdate,
  ADMIN_MESSAGES,
} from "../../../shared/admin.js";
import type { Db } from "../../db/database.js";
import type { Clock } from "../../lib/clock.js";
import { findUserById, updateUser } from "../users/users.repo.js";
import { toPublicUser } from "../users/users.service.js";
import { removeMember } from "../account/member-removal.service.js";
import { ProviderUnavailableError, type PaymentProvider } from "../payments/payment-provider.js";
import * as repo from "./admin-users.repo.js";
import { AppError } from "../../lib/app-error.js";

export class UserNotFoundError extends AppError {
  override name = "UserNotFoundError";
  constructor() {
    super("not_found", ADMIN_MESSAGES.userNotFound);
  }
}
/** docs/product.md#roles: admin accounts cannot be deleted, by anyone, themselves included. */
export class AdminNotDeletableError extends AppError {
  override name = "AdminNotDeletableError";
  constructor() {
    super("conflict", ADMIN_MESSAGES.adminNotDeletable);
  }
}

export interface AdminUsersDeps {
  db: Db;
  clock: Clock;
  /** The payment provider in use: a deleted member's running subscription is cancelled there first. */
  provider: PaymentProvider;
}

/** The member's subscription could not be cancelled, so they were kept: trying again later can succeed. */
export class MemberNotDeletedError extends AppError {
  override name = "MemberNotDeletedError";
  constructor(cause: ProviderUnavailableError) {
    super("upstream_failed", ADMIN_MESSAGES.subscriptionNotCancelled);
    this.cause = cause;
  }
}

/**
 * One page of users, newest first, and how many match in all. The search is case-insensitive and matches any
 * part of the first name, last name, "first last" or email.
 */
export async function listUsers(
  deps: AdminUsersDeps,
  query: ParsedAdminUserListQuery,
): Promise<{ users: AdminUser[]; total: number }> {
  const filter: repo.UserFilter = {
    ...(query.search ? { search: query.search.toLowerCase() } : {}),
    ...(query.status ? { status: query.status } : {}),
  };
  const [rows, total] = await Promise.all([
    repo.listUsers(deps.db, filter, { limit: query.limit, offset: query.offset }),
    repo.countUsers(deps.db, filter),
  ]);
  return { users: rows.map(toPublicUser), total };
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
