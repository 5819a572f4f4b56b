import type { FastifyRequest } from "fastify";
import { canSeePositions } from "../../shared/access.js";
import { isLanguage, type Language } from "../../shared/i18n/languages.js";
import type { Db } from "../db/database.js";
import { resumeSession } from "../features/auth/sessions.service.js";
import type { Clock } from "../lib/clock.js";

/** What /dashboard reads first (src/web/features/dashboard/api/prefetch-dashboard.ts). */
const DASHBOARD_READS = ["/api/positions", "/api/positions/follows", "/api/positions/performance"];

/** What a page request's session decides of its page: the reads to preload, and the member's language. */
export interface PageSession {
  preloads: string[];
  /** The language the member chose on their account (null: none, or no session): the page's texts are in it. */
  language: Language | null;
}

const NO_SESSION: PageSession = { preloads: [], language: null };

/**
 * The API reads a page makes before it can show anything, for its HTML to start them while the code downloads.
 * Only for a live session, and the dashboard's only for someone allowed to read positions, so no preload is
 * ever refused or left unused. A live session always preloads its session check: an empty list means none, and
 * spa.ts sends such a visitor the public pages prerendered.
 */
export function pagePreloads(deps: { db: Db; clock: Clock; cookieName: string }) {
  return async (request: FastifyRequest, path: string): Promise<PageSession> => {
    const token = request.cookies[deps.cookieName];
    if (!token) return NO_SESSION;
    const session = await resumeSession(deps, token, deps.clock.now());
    if (!session) return NO_SESSION;
    const { user } = session;
    const access = {
      role: user.role,
      subscriptionStatus: user.subscription_status,
      subscriptionExpiry: user.subscription_expiry,
    };
    const preloads =
      path === "/dashboard" && canSeePositions(access, deps.clock.now())
        ? ["/api/auth/me", ...DASHBOARD_READS]
        : ["/api/auth/me"];
    return { preloads, language: isLanguage(user.language) ? user.language : null };
  };
}
