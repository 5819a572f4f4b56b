import type { SubscriptionStatus } from "../../src/shared/users.js";
import { newMember, postJson, sessionCookieOf, type TestApp } from "./test-app.js";

/**
 * The roles every guarded endpoint is tested against. "admin, second step pending" is an administrator whose
 * session's sign-in passed no second step (made admin since, say): it may set a factor up and nothing more of the
 * admin's (docs/product.md#accounts).
 */
export const ROLES = [
  "signed out",
  "inactive",
  "expired",
  "trial",
  "standard",
  "premium",
  "admin",
  "admin, second step pending",
] as const;
export type Role = (typeof ROLES)[number];

const DAY_MS = 24 * 60 * 60 * 1000;

export interface RoleMember {
  id: string;
  email: string;
  password: string;
  cookie: string;
}

/**
 * Someone in that role: registered through the API, then given the subscription or role directly, as the
 * payment and admin screens would.
 */
export async function memberFor(t: TestApp, role: Exclude<Role, "signed out">, now: Date): Promise<RoleMember> {
  const member = newMember();
  const response = await postJson(t.app, "/api/auth/register", member);
  const cookie = sessionCookieOf(response);
  // Registering emails a verification link after its answer: the member is ready once that has been written.
  await t.app.backgroundTasks.idle();
  const in30Days = new Date(now.getTime() + 30 * DAY_MS).toISOString();
  const subscription: Record<Exclude<Role, "signed out">, [SubscriptionStatus, string | null]> = {
    inactive: ["inactive", null],
    expired: ["trial", new Date(now.getTime() - 1000).toISOString()],
    trial: ["trial", in30Days],
    // Granted by an admin only (docs/product.md#access).
    standard: ["standard", in30Days],
    premium: ["premium", in30Days],
    admin: ["inactive", null],
    "admin, second step pending": ["inactive", null],
  };
  const [status, expiry] = subscription[role];
  await t.database.handle.db
    .updateTable("users")
    .set({
      subscription_status: status,
      subscription_expiry: expiry,
      role: role.startsWith("admin") ? "admin" : "user",
      // An administrator's address counts as verified (docs/product.md#accounts); a new member's is not yet.
      email_verified_at: role.startsWith("admin") ? now.toISOString() : null,
    })
    .where("email", "=", member.email.toLowerCase())
    .execute();
  if (role === "admin") {
    // An admin's session comes from a sign-in that passed the second step (second-factor.test.ts signs in so).
    const { id } = response.json<{ id: string }>();
    await t.database.handle.db
      .updateTable("sessions")
      .set({ second_factor_at: now.toISOString() })
      .where("user_id", "=", id)
      .execute();
  }
  return { id: response.json<{ id: string }>().id, email: member.email, password: member.password, cookie };
}

/** A session cookie for someone in that role (undefined when signed out). */
export async function cookieFor(t: TestApp, role: Role, now: Date): Promise<string | undefined> {
  if (role === "signed out") return undefined;
  return (await memberFor(t, role, now)).cookie;
}
