import { API_ACCESS_MESSAGES as M, API_TOKENS_MAX, MEMBER_TOKEN_PREFIX } from "../../../shared/api-access.js";
import type { ApiToken, CreatedApiToken } from "../../../shared/api-access.js";
import { hasPlanFeature } from "../../../shared/plan-features.js";
import type { Db } from "../../db/database.js";
import type { UserRow } from "../../db/schema.js";
import { AppError } from "../../lib/app-error.js";
import type { Clock } from "../../lib/clock.js";
import { hashToken, newId, newToken } from "../../lib/ids.js";
import { toPublicUser } from "../users/users.service.js";
import * as repo from "./api-tokens.repo.js";

export interface ApiTokensDeps {
  db: Db;
  clock: Clock;
}

const toView = (row: repo.ApiTokenRow): ApiToken => ({
  id: row.id,
  name: row.name,
  createdAt: row.created_at,
  lastUsedAt: row.last_used_at,
});

/** Refuses a member whose plan does not include API access now (docs/product.md#plans). */
export function assertApiAccess(user: UserRow, now: Date): void {
  if (!hasPlanFeature(toPublicUser(user), "apiAccess", now)) throw new AppError("forbidden", M.proOnly);
}

/**
 * The member's tokens, oldest first, without the tokens themselves (only their hashes are kept). Listed without the
 * plan too, so a member whose plan lapsed can still see and revoke them.
 */
export async function listApiTokens(deps: ApiTokensDeps, user: UserRow): Promise<ApiToken[]> {
  return (await repo.listTokens(deps.db, user.id)).map(toView);
}

/**
 * Makes a read-only token (docs/integrations.md#api-tokens): `sdm_` and 32 random bytes, answered this once; only
 * its SHA-256 is stored, which is enough for a token this random. At most API_TOKENS_MAX per member.
 */
export async function createApiToken(deps: ApiTokensDeps, user: UserRow, name: string): Promise<CreatedApiToken> {
  const now = deps.clock.now();
  assertApiAccess(user, now);
  const token = `${MEMBER_TOKEN_PREFIX}${newToken()}`;
  const row: repo.ApiTokenRow = {
    id: newId(),
    user_id: user.id,
    name,
    token_hash: hashToken(token),
    created_at: now.toISOString(),
    last_used_at: null,
  };
  await deps.db.transaction().execute(async (trx) => {
    if ((await repo.countTokens(trx, user.id)) >= API_TOKENS_MAX) {
      throw new AppError("conflict", M.tooManyTokens, { values: { max: API_TOKENS_MAX } });
    }
    await repo.insertToken(trx, row);
  });
  return { ...toView(row), token };
}

/** Revokes at once: the token answers 401 from its next request. Works without the plan, so a lapsed member can clean up. */
export async function revokeApiToken(deps: ApiTokensDeps, user: UserRow, id: string): Promise<void> {
  if (!(await repo.deleteToken(deps.db, user.id, id))) throw new AppError("not_found", M.tokenNotFound);
}
