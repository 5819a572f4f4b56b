import type { FastifyRequest } from "fastify";
import { API_ACCESS_MESSAGES as M, MEMBER_TOKEN_PREFIX } from "../../../shared/api-access.js";
import { hasPlanFeature } from "../../../shared/plan-features.js";
import { AppError } from "../../lib/app-error.js";
import type { BearerKind } from "../../plugins/auth.js";
import { hashToken } from "../../lib/ids.js";
import { toPublicUser } from "../users/users.service.js";
import type { ApiTokensDeps } from "./api-tokens.service.js";
import * as repo from "./api-tokens.repo.js";

declare module "fastify" {
  interface FastifyContextConfig {
    /** A member's API token may call this read (docs/integrations.md#api-tokens); without it, tokens are refused. */
    apiToken?: true;
  }
}

/** "Last used" is written at most this often per token, so a busy script costs no write per request. */
const LAST_USED_EVERY_MS = 60_000;

/** A token's stand-in session lasts as long as the token: revoking it, or a lapsed plan, ends it. */
const NEVER = "9999-12-31T23:59:59.999Z";

/**
 * `Authorization: Bearer sdm_…`, one of the auth plugin's bearer kinds (plugins/auth.ts), which then applies the
 * route's guard as for a session. A token never writes, reads only the routes that declare `apiToken`, and answers
 * for the member only while their plan includes API access: a lapsed plan is a 403 that says so, not a silent
 * revocation (docs/integrations.md#api-tokens). An unknown or revoked token is a 401. Its stand-in session is named
 * by the token's hash (`tokenConnectionId`), which the live channel checks at each heartbeat, and has passed no
 * second factor.
 */
export function memberTokenBearer(deps: ApiTokensDeps): BearerKind {
  return {
    prefix: MEMBER_TOKEN_PREFIX,
    async resolve(request: FastifyRequest, token: string, now: Date) {
      const found = await repo.findTokenWithUser(deps.db, hashToken(token));
      if (!found) throw new AppError("unauthenticated", M.tokenRevoked);
      if (request.method !== "GET" && request.method !== "HEAD") throw new AppError("forbidden", M.tokenReadOnly);
      if (!request.routeOptions.config.apiToken) throw new AppError("forbidden", M.tokenNotForRoute);
      if (!hasPlanFeature(toPublicUser(found.user), "apiAccess", now)) {
        throw new AppError("forbidden", M.planLacksApiAccess);
      }
      const lastUsed = found.token.last_used_at ? Date.parse(found.token.last_used_at) : 0;
      if (now.getTime() - lastUsed >= LAST_USED_EVERY_MS) {
        await repo.markUsed(deps.db, found.token.id, now.toISOString());
      }
      const session = {
        id: tokenConnectionId(token),
        user_id: found.user.id,
        created_at: found.token.created_at,
        last_seen_at: now.toISOString(),
        expires_at: NEVER,
        second_factor_at: null,
      };
      return { session, user: found.user };
    },
  };
}

/** How a live connection opened with a token names what keeps it open (its token, by hash). */
export const tokenConnectionId = (token: string): string => `token:${hashToken(token)}`;

/**
 * Of these live connections' ids (`tokenConnectionId`), those whose token still answers at `now`: not revoked, and
 * its member's plan still includes API access. The live channel closes the others.
 */
export async function tokenConnectionsStillAnswering(
  deps: Pick<ApiTokensDeps, "db">,
  connectionIds: readonly string[],
  now: Date,
): Promise<Set<string>> {
  const hashes = connectionIds.filter((id) => id.startsWith("token:")).map((id) => id.slice("token:".length));
  const rows = await repo.findTokensWithPlans(deps.db, hashes);
  const answering = rows.filter((row) =>
    hasPlanFeature(
      { role: row.role, subscriptionStatus: row.subscription_status, subscriptionExpiry: row.subscription_expiry },
      "apiAccess",
      now,
    ),
  );
  return new Set(answering.map((row) => `token:${row.token_hash}`));
}
