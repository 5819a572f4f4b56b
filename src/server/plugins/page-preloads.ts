import type { FastifyRequest } from "fastify";
import { canSeePositions } from "../../shared/access.js";
import type { Db } from "../db/database.js";
import { resumeSession } from "../features/auth/sessions.service.js";
import type { Clock } from "../lib/clock.js";

/** What /dashboard reads first (src/web/features/dashboard/api/prefetch-dashboard.ts). */
const DASHBOARD_READS = ["/api/positions", "/api/positions/follows", "/api/positions/performance"];

/**
 * The API reads a page makes before it can show anything, for its HTML to start them while the code downloads.
 * Only for a live session, and the dashboard's only for someone allowed to read positions, so no preload is
 * ever refused or left unused. A live session always preloads its session check: an empty list means none, and
 * spa.ts sends such a visitor the public pages prerendered.
 */
export function pagePreloads(deps: { db: Db; clock: Clock; cookieName: string }) {
  return async (request: FastifyRequest, path: string): Promise<string[]> => {
    const token = request.cookies[deps.cookieName];
    if (!token) return [];
    const session = await resumeSession(deps, token, deps.clock.now());
    if (!session) return [];
    const { user } = session;
    const access = {
      role: user.role,
      subscriptionStatus: user.subscription_status,
      subscriptionExpiry: user.subscription_expiry,
    };
    return path === "/dashboard" && canSeePositions(access, deps.clock.now())
      ? ["/api/auth/me", ...DASHBOARD_READS]
      : ["/api/auth/me"];
  };
}
