import { availableParallelism } from "node:os";
import { hash, verify } from "@node-rs/argon2";
import { concurrencyLimit } from "../../lib/concurrency-limit.js";

/** OWASP's argon2id baseline (argon2id is the library's default algorithm): 19 MiB, 2 passes, 1 lane. */
const ARGON2_OPTIONS = { memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

/**
 * Hashes at once: all cores but one. libuv runs four at a time by default; on a small machine a burst of
 * sign-ins then takes every core from the event loop and every other request waits (docs/performance.md).
 */
export const ARGON2_CONCURRENCY = Math.max(1, availableParallelism() - 1);
const argon2Slot = concurrencyLimit(ARGON2_CONCURRENCY);

export function hashPassword(password: string): Promise<string> {
  return argon2Slot(() => hash(password, ARGON2_OPTIONS));
}

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await argon2Slot(() => verify(passwordHash, password));
  } catch {
    return false;
  }
}

/**
 * A real hash of a random password, verified against when the email is unknown, so a wrong email
 * takes as long as a wrong password and the answer time does not reveal which accounts exist.
 */
let decoyHash: Promise<string> | undefined;
export function decoyPasswordHash(): Promise<string> {
  decoyHash ??= hashPassword(crypto.randomUUID());
  return decoyHash;
}
