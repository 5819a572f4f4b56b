import type { Insertable, Selectable, Updateable } from "kysely";
import type { SubscriptionStatus, UserRole } from "../../shared/users.js";

/*
 * Timestamps are ISO-8601 UTC strings (Date#toISOString) in both dialects: they sort and compare
 * correctly as text, and rows read the same from SQLite and PostgreSQL (docs/decisions/0002).
 */

export interface UsersTable {
  id: string;
  email: string;
  password_hash: string;
  first_name: string;
  last_name: string;
  role: UserRole;
  subscription_status: SubscriptionStatus;
  subscription_expiry: string | null;
  created_at: string;
  updated_at: string;
}

export interface SessionsTable {
  /** SHA-256 of the session token: the token itself is never stored. */
  id: string;
  user_id: string;
  created_at: string;
  last_seen_at: string;
  expires_at: string;
}

export interface PasswordResetsTable {
  token_hash: string;
  user_id: string;
  created_at: string;
  expires_at: string;
  used_at: string | null;
}

export interface LoginFailuresTable {
  id: string;
  email: string;
  created_at: string;
}

export interface EmailOutboxTable {
  id: string;
  recipient: string;
  subject: string;
  body: string;
  created_at: string;
  sent_at: string | null;
}

export interface Database {
  users: UsersTable;
  sessions: SessionsTable;
  password_resets: PasswordResetsTable;
  login_failures: LoginFailuresTable;
  email_outbox: EmailOutboxTable;
}

export type UserRow = Selectable<UsersTable>;
export type NewUserRow = Insertable<UsersTable>;
export type UserUpdate = Updateable<UsersTable>;
export type SessionRow = Selectable<SessionsTable>;
