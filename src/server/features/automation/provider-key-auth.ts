import type { FastifyRequest } from "fastify";
import { AUTOMATION_MESSAGES, PROVIDER_KEY_PREFIX, type ProviderKeyScope } from "../../../shared/automation.js";
import { adminOnlyText, AppError } from "../../lib/app-error.js";
import type { BearerKind } from "../../plugins/auth.js";
import { resolveProviderKey, type ProviderKeysDeps } from "./provider-keys.service.js";

declare module "fastify" {
  interface FastifyContextConfig {
    /**
     * The scope a provider key needs to call this route (docs/integrations.md#provider-keys). A route that declares
     * none refuses keys: members' accounts, billing and the admin's users never see one.
     */
    providerKey?: ProviderKeyScope;
  }
}

/** Keys last as long as they are not revoked: the session they stand in for never expires by itself. */
const NEVER = "9999-12-31T23:59:59.999Z";

/**
 * `Authorization: Bearer sdk_…`: a provider key acts for the admin who made it, on the routes that declare the scope
 * it holds, and on no route that asks for a fresh second factor (a script cannot give one). The key was made from a
 * session that passed the second step, which stands for the admin guard's check. Each call names the key in the
 * admin log and on the position's events (`actingVia`).
 */
export function providerKeyBearer(deps: ProviderKeysDeps): BearerKind {
  return {
    prefix: PROVIDER_KEY_PREFIX,
    async resolve(request: FastifyRequest, token: string) {
      const { providerKey: scope, stepUp } = request.routeOptions.config;
      if (!scope || stepUp) throw new AppError("forbidden", adminOnlyText(AUTOMATION_MESSAGES.keyNotHere));
      const { key, user } = await resolveProviderKey(deps, token);
      if (!key.scopes.includes(scope))
        throw new AppError("forbidden", adminOnlyText(AUTOMATION_MESSAGES.keyScope(scope)));
      request.actingVia = { ref: `key:${key.id}`, label: `API key ${key.name}` };
      const session = {
        id: `key:${key.id}`,
        user_id: user.id,
        created_at: key.createdAt,
        last_seen_at: deps.clock.now().toISOString(),
        expires_at: NEVER,
        second_factor_at: key.createdAt,
      };
      return { session, user };
    },
  };
}
