import type { Language } from "../../../shared/i18n/languages.js";
import type { PublicUser, UserRole } from "../../../shared/users.js";
import type { Executor } from "../../db/database.js";
import type { UserRow } from "../../db/schema.js";
import { newId } from "../../lib/ids.js";
import { isUniqueViolation } from "../../lib/unique-violation.js";
import { findUserById, insertUser, updateUser } from "./users.repo.js";

/** How other features find and change a user (their own SQL stays in users.repo.ts). */
export { anyAdminExists, findUserByEmail, findUserById, listAdminEmails, updateUser } from "./users.repo.js";
import { AppError, appErrorKind } from "../../lib/app-error.js";
import { AUTH_MESSAGES } from "../../../shared/auth.js";

export class EmailTakenError extends appErrorKind("EmailTakenError", "conflict", AUTH_MESSAGES.emailTaken) {}

export interface NewUser {
  email: string;
  passwordHash: string;
  firstName: string;
  lastName: string;
  role?: UserRole;
}

/**
 * Creates an inactive user; throws EmailTakenError when the (normalised) email exists. An administrator is created by
 * the operator, who vouches for the address: it counts as verified (docs/product.md#accounts).
 */
export async function createUser({ db }: { db: Executor }, input: NewUser, now: Date): Promise<UserRow> {
  const timestamp = now.toISOString();
  try {
    return await insertUser(db, {
      id: newId(),
      email: input.email,
      password_hash: input.passwordHash,
      first_name: input.firstName,
      last_name: input.lastName,
      role: input.role ?? "user",
      subscription_status: "inactive",
      subscription_expiry: null,
      created_at: timestamp,
      updated_at: timestamp,
      email_verified_at: input.role === "admin" ? timestamp : null,
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw new EmailTakenError();
    throw error;
  }
}

/** Stores the member's language on their account (docs/product.md#languages); answers them as the API shows them. */
export async function setUserLanguage(
  { db }: { db: Executor },
  id: string,
  language: Language,
  now: Date,
): Promise<PublicUser> {
  const row = await updateUser(db, id, { language, updated_at: now.toISOString() });
  if (!row) throw new AppError("not_found", "messages:account.accountGone");
  return toPublicUser(row);
}

/** The user as the API shows it: the row minus everything secret. */
export function toPublicUser(row: UserRow): PublicUser {
  return {
    id: row.id,
    email: row.email,
    firstName: row.first_name,
    lastName: row.last_name,
    role: row.role,
    subscriptionStatus: row.subscription_status,
    subscriptionExpiry: row.subscription_expiry,
    createdAt: row.created_at,
    emailVerified: row.email_verified_at !== null,
    language: row.language,
  };
}

/** The user with that id as the API shows it, or null. */
export async function findPublicUser(db: Executor, id: string): Promise<PublicUser | null> {
  const row = await findUserById(db, id);
  return row ? toPublicUser(row) : null;
}
