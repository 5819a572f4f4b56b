import { hash, randomBytes, randomUUID } from "node:crypto";

export const newId = (): string => randomUUID();

/** A 256-bit random secret, URL-safe. */
export const newToken = (): string => randomBytes(32).toString("base64url");

/**
 * Tokens are stored only as their SHA-256: a leaked table grants nothing. Every signed-in request hashes its token:
 * the one-shot `hash` takes a quarter of createHash's time.
 */
export const hashToken = (token: string): string => hash("sha256", token, "hex");
