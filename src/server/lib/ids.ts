import { createHash, randomBytes, randomUUID } from "node:crypto";

export const newId = (): string => randomUUID();

/** A 256-bit random secret, URL-safe. */
export const newToken = (): string => randomBytes(32).toString("base64url");

/** Tokens are stored only as their SHA-256: a leaked table grants nothing. */
export const hashToken = (token: string): string => createHash("sha256").update(token).digest("hex");
