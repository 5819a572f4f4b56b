import { randomBytes } from "node:crypto";
import type { FastifyBaseLogger } from "fastify";
import type { Db } from "../../db/database.js";
import { hashPassword } from "../auth/passwords.js";
import { anyAdminExists, findUserByEmail, updateUser } from "./users.repo.js";
import { createUser } from "./users.service.js";

export const DEFAULT_ADMIN_EMAIL = "admin@localhost";

/**
 * Creates an admin with that email and password, or promotes the existing account; an existing
 * account keeps its password, so a password changed since start-up is never reset.
 */
export async function ensureAdmin(
  db: Db,
  email: string,
  password: string,
  now: Date,
): Promise<"created" | "promoted" | "exists"> {
  const existing = await findUserByEmail(db, email);
  if (existing?.role === "admin") return "exists";
  if (existing) {
    await updateUser(db, existing.id, { role: "admin", updated_at: now.toISOString() });
    return "promoted";
  }
  await createUser(
    db,
    { email, passwordHash: await hashPassword(password), firstName: "Admin", lastName: "", role: "admin" },
    now,
  );
  return "created";
}

/**
 * The operational contract: ADMIN_EMAIL + ADMIN_PASSWORD make sure that admin exists; with neither
 * and no admin at all, admin@localhost gets a random password, printed once.
 */
export async function bootstrapAdmin(
  db: Db,
  configured: { email: string; password: string } | undefined,
  log: FastifyBaseLogger,
  now: Date = new Date(),
): Promise<void> {
  if (configured) {
    const result = await ensureAdmin(db, configured.email, configured.password, now);
    if (result !== "exists") log.info({ email: configured.email }, `admin account ${result}`);
    return;
  }
  if (await anyAdminExists(db)) return;
  const password = randomBytes(12).toString("base64url");
  await ensureAdmin(db, DEFAULT_ADMIN_EMAIL, password, now);
  // Printed once, on purpose: the only way to learn the generated password.
  log.warn(
    { email: DEFAULT_ADMIN_EMAIL, generatedPassword: password },
    `created admin ${DEFAULT_ADMIN_EMAIL}; sign in with the generated password and change it`,
  );
}
