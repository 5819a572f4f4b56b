import { positionListSchema } from "../../../shared/positions.js";
import type { Executor } from "../../db/database.js";
import { prepareBody, type PreparedBody } from "../../lib/prepared-body.js";
import { toPosition } from "./position-records.js";
import * as repo from "./positions.repo.js";

/**
 * Members see released positions; Pro members every published one, from its publication
 * (docs/product.md#early-access); admins drafts too. Each audience has one list.
 */
export type ListAudience = "members" | "early" | "admins";

const scopeOf = (audience: ListAudience, now: string) => ({
  includeDrafts: audience === "admins",
  ...(audience === "members" ? { releasedBy: now } : {}),
});

/**
 * GET /api/positions is the read everyone makes at once when a trade opens, and its answer is the same for every
 * member. It is prepared (serialised and compressed, prepared-body.ts) once per change of the positions table,
 * recognised by the revision the database raises on every write, which each request reads, so no instance serves a
 * list that another instance has since changed. The members' list also changes, without a write, when a position's
 * early-access window ends: it is filed with the first release still to come, and is rebuilt once that comes due.
 */
export function createPositionListCache(db: Executor, correctionWindowMs: number) {
  const built = new Map<ListAudience, { revision: string; until: string | null; body: PreparedBody }>();
  const building = new Map<string, Promise<PreparedBody>>();

  async function build(audience: ListAudience, revision: string, now: string): Promise<PreparedBody> {
    // Read after the revision: the list is at least as new as the revision it is filed under.
    const until = audience === "members" ? await repo.nextRelease(db, now) : null;
    const rows = await repo.listPositions(db, scopeOf(audience, now));
    const body = await prepareBody(positionListSchema.parse(rows.map((row) => toPosition(row, correctionWindowMs))));
    built.set(audience, { revision, until, body });
    return body;
  }

  return {
    /**
     * The list `audience` sees now: a position released meanwhile makes the members' list another one. The time is
     * read only to compare it with a release or to build a list (a 304 to a Pro member or an admin reads none).
     */
    async get(audience: ListAudience, now: () => string): Promise<PreparedBody> {
      const revision = await repo.positionsRevision(db);
      const hit = built.get(audience);
      // ISO timestamps in UTC compare as text (docs/decisions/0002-timestamps-as-iso-text.md).
      if (hit?.revision === revision && (hit.until === null || now() < hit.until)) return hit.body;
      // Concurrent readers of a new revision share one build: one that arrives after a release the build did not
      // see gets the list a moment late, never early.
      const key = `${audience}:${revision}`;
      let pending = building.get(key);
      if (!pending) {
        pending = build(audience, revision, now()).finally(() => building.delete(key));
        building.set(key, pending);
      }
      return pending;
    },
  };
}
