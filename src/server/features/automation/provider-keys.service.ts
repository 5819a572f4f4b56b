import {
  AUTOMATION_MESSAGES,
  PROVIDER_KEY_PREFIX,
  PROVIDER_KEY_SCOPES,
  type CreatedProviderKey,
  type ProviderKey,
  type ProviderKeyScope,
} from "../../../shared/automation.js";
import type { Db } from "../../db/database.js";
import type { UserRow } from "../../db/schema.js";
import { adminOnlyText, AppError } from "../../lib/app-error.js";
import type { Clock } from "../../lib/clock.js";
import { hashToken, newId, newToken } from "../../lib/ids.js";
import * as repo from "./provider-keys.repo.js";

export interface ProviderKeysDeps {
  db: Db;
  clock: Clock;
}

/** How often a key's "last used" is written: each call would be a write per read. */
const LAST_USED_STEP_MS = 60_000;

const scopesOf = (row: repo.ProviderKeyRow): ProviderKeyScope[] =>
  row.scopes
    .split(",")
    .filter((scope): scope is ProviderKeyScope => (PROVIDER_KEY_SCOPES as readonly string[]).includes(scope));

function toProviderKey(row: repo.ProviderKeyRow): ProviderKey {
  return {
    id: row.id,
    name: row.name,
    scopes: scopesOf(row),
    createdAt: row.created_at,
    lastUsedAt: row.last_used_at,
    revokedAt: row.revoked_at,
  };
}

/** A new key for the admin's scripts: its secret is answered this once, and only its SHA-256 is kept. */
export async function createProviderKey(
  deps: ProviderKeysDeps,
  adminId: string,
  input: { name: string; scopes: ProviderKeyScope[] },
): Promise<CreatedProviderKey> {
  const secret = `${PROVIDER_KEY_PREFIX}${newToken()}`;
  const row: repo.ProviderKeyRow = {
    id: newId(),
    name: input.name,
    key_hash: hashToken(secret),
    scopes: input.scopes.join(","),
    created_by: adminId,
    created_at: deps.clock.now().toISOString(),
    last_used_at: null,
    revoked_at: null,
  };
  await repo.insertKey(deps.db, row);
  return { key: toProviderKey(row), secret };
}

export async function listProviderKeys(deps: Pick<ProviderKeysDeps, "db">): Promise<ProviderKey[]> {
  return (await repo.listKeys(deps.db)).map(toProviderKey);
}

/** Revoked at once: the next call with it is refused. */
export async function revokeProviderKey(deps: ProviderKeysDeps, id: string): Promise<ProviderKey> {
  const row = await repo.revokeKey(deps.db, id, deps.clock.now().toISOString());
  if (!row) throw new AppError("not_found", adminOnlyText(AUTOMATION_MESSAGES.keyNotFound));
  return toProviderKey(row);
}

export interface ResolvedKey {
  key: { id: string; name: string; scopes: ProviderKeyScope[]; createdAt: string };
  user: UserRow;
}

/**
 * The live key a secret names and the admin it acts for; refused (401) when revoked or unknown, and (403) once its
 * admin is an admin no longer. Notes when it was used, at most once a minute.
 */
export async function resolveProviderKey(deps: ProviderKeysDeps, secret: string): Promise<ResolvedKey> {
  const found = await repo.findLiveKey(deps.db, hashToken(secret));
  if (!found) throw new AppError("unauthenticated", adminOnlyText(AUTOMATION_MESSAGES.keyInvalid));
  if (found.user.role !== "admin") throw new AppError("forbidden", adminOnlyText(AUTOMATION_MESSAGES.keyInvalid));
  const now = deps.clock.now();
  const last = found.key.last_used_at ? Date.parse(found.key.last_used_at) : 0;
  if (now.getTime() - last >= LAST_USED_STEP_MS) await repo.touchKey(deps.db, found.key.id, now.toISOString());
  const { id, name, created_at } = found.key;
  return { key: { id, name, scopes: scopesOf(found.key), createdAt: created_at }, user: found.user };
}
