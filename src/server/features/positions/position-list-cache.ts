import { gzipSync } from "node:zlib";
import { positionListSchema } from "../../../shared/positions.js";
import type { Executor } from "../../db/database.js";
import * as repo from "./positions.repo.js";

/** Members see published positions; admins see drafts too. Each audience has one list. */
export type ListAudience = "members" | "admins";

export interface ListBody {
  etag: string;
  json: Buffer;
  gzip: Buffer;
}

/**
 * GET /api/positions is the read everyone makes at once when a trade opens, and its answer is the same for every
 * member. It is serialised and compressed once per change of the positions table, recognised by a revision query
 * every request makes, so no instance serves a list that another instance has since changed.
 */
export function createPositionListCache(db: Executor) {
  const built = new Map<ListAudience, { revision: string; body: ListBody }>();
  const building = new Map<string, Promise<ListBody>>();

  async function build(audience: ListAudience, revision: string): Promise<ListBody> {
    // Read after the revision: the list is at least as new as the revision it is filed under.
    const positions = await repo.listPositions(db, { includeDrafts: audience === "admins" });
    const json = Buffer.from(JSON.stringify(positionListSchema.parse(positions)));
    const body = { etag: `W/"${audience}-${revision}"`, json, gzip: gzipSync(json) };
    built.set(audience, { revision, body });
    return body;
  }

  return {
    async get(audience: ListAudience): Promise<ListBody> {
      const revision = await repo.positionsRevision(db);
      const hit = built.get(audience);
      if (hit?.revision === revision) return hit.body;
      // Concurrent readers of a new revision share one build.
      const key = `${audience}:${revision}`;
      let pending = building.get(key);
      if (!pending) {
        pending = build(audience, revision).finally(() => building.delete(key));
        building.set(key, pending);
      }
      return pending;
    },
  };
}
