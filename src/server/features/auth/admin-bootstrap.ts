import { randomBytes } from "node:crypto";
import type { Logger } from "../../lib/logger.js";
import type { Db } from "../../db/database.js";
import { hashPassword } from "./passwords.js";
import { provisionAuthenticator, resetSecondFactor } from "./second-factor.service.js";
import { endAllSessions } from "./sessions.service.js";
import { anyAdminExists, createUser, EmailTakenError, findUserByEmail, updateUser } from "../users/users.service.js";

export const DEFAULT_ADMIN_EMAIL = "admin@localhost";

/**
 * The address belongs to a member. Whoever registered it may not be the operator (anyone can register
 * admin@company.com before ADMIN_EMAIL names it), so it becomes an admin only through the CLI's --promote.
 */
export class MemberAccountError extends Error {
  override name = "MemberAccountError";
  constructor(readonly email: string) {
    super(
      `${email} belongs to a member account, which is never made an admin silently (anyone may have registered it). ` +
        `To make it an admin deliberately, with a new password and every session of it ended, run: ` +
        `npm run admin:create -- --email ${email} --promote [--password <new password>]`,
    );
  }
}

/**
 * Creates an admin with that email and password; an existing admin keeps its password, so a password changed since
 * start-up is never reset. Throws MemberAccountError when the address belongs to a member.
 */
export async function ensureAdmin(db: Db, email: string, password: string, now: Date): Promise<"created" | "exists"> {
  const existing = await findUserByEmail(db, email);
  if (existing?.role === "admin") return "exists";
  if (existing) throw new MemberAccountError(email);
  const passwordHash = await hashPassword(password);
  try {
    await createUser({ db }, { email, passwordHash, firstName: "Admin", lastName: "", role: "admin" }, now);
    return "created";
  } catch (error) {
    // Another instance starting at the same moment created it first: theirs stands, with their password.
    if (error instanceof EmailTakenError) return ensureAdmin(db, email, password, now);
    throw error;
  }
}

/**
 * Makes the member with that email an admin on purpose (the CLI's --promote): the given password replaces theirs
 * and every session of the account ends, so nobody who held it before keeps a way in.
 */
export async function promoteToAdmin(
  db: Db,
  email: string,
  password: string,
  now: Date,
): Promise<"promoted" | "absent"> {
  const passwordHash = await hashPassword(password);
  return db.transaction().execute(async (trx) => {
    const existing = await findUserByEmail(trx, email);
    if (!existing) return "absent";
    await updateUser(trx, existing.id, {
      role: "admin",
      password_hash: passwordHash,
      updated_at: now.toISOString(),
      // The operator names the address, as for an administrator created (docs/product.md#accounts).
      email_verified_at: existing.email_verified_at ?? now.toISOString(),
    });
    await endAllSessions({ db: trx }, existing.id);
    return "promoted";
  });
}

/**
 * The operator's way back in for an admin who lost the authenticator app and its recovery codes (the CLI's
 * admin:reset-factors): the factor and the codes go, and every session of the account ends. The next sign-in sets
 * up an app again.
 */
export async function resetAdminFactors(db: Db, email: string): Promise<"reset" | "absent"> {
  return db.transaction().execute(async (trx) => {
    const existing = await findUserByEmail(trx, email);
    if (existing?.role !== "admin") return "absent";
    await resetSecondFactor(trx, existing.id);
    await endAllSessions({ db: trx }, existing.id);
    return "reset";
  });
}

/**
 * The operational contract: ADMIN_EMAIL + ADMIN_PASSWORD make sure that admin exists (with ADMIN_TOTP_SECRET, with
 * that authenticator, unless the admin set one up already); with neither and no admin at all, admin@localhost gets
 * a random password, printed once.
 */
export async function bootstrapAdmin(
  db: Db,
  configured: { email: string; password: string; totpSecret?: string } | undefined,
  log: Logger,
  now: Date = new Date(),
): Promise<void> {
  if (configured) {
    const result = await ensureAdmin(db, configured.email, configured.password, now);
    if (result === "created") log.info({ email: configured.email }, "admin account created");
    const admin = configured.totpSecret ? await findUserByEmail(db, configured.email) : undefined;
    if (admin && configured.totpSecret) await provisionAuthenticator(db, admin, configured.totpSecret, now);
    return;
  }
  if (await anyAdminExists(db)) return;
  const password = randomBytes(12).toString("base64url");
  // Printed only when this start created the account: any other password would not be the one stored.
  if ((await ensureAdmin(db, DEFAULT_ADMIN_EMAIL, password, now)) !== "created") return;
  log.warn(
    { email: DEFAULT_ADMIN_EMAIL, generatedPassword: password },
    `created admin ${DEFAULT_ADMIN_EMAIL}; sign in with the generated password and change it`,
  );
}
