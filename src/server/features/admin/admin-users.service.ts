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
 * Deletes a member with everything that is only theirs (sessions, follows, views, live sessions; the foreign keys
 * cascade). The payments ledger keeps their rows with no user, so revenue never changes. One transaction, and the
 * delete itself skips admins, so a role changed meanwhile is never deleted.
 */
export async function deleteUser(deps: AdminUsersDeps, id: string): Promise<void> {
  await deps.db.transaction().execute(async (trx) => {
    const user = await findUserById(trx, id);
    if (!user) throw new UserNotFoundError();
    if (user.role === "admin") throw new AdminNotDeletableError();
    if (!(await repo.deleteMember(trx, id))) throw new UserNotFoundError();
  });
}
