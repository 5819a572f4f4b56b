import { createHash } from "node:crypto";
import { promisify } from "node:util";
import { brotliCompress, constants, gzip } from "node:zlib";
import { positionListSchema } from "../../../shared/positions.js";
import type { Executor } from "../../db/database.js";
import { toPosition } from "./position-records.js";
import * as repo from "./positions.repo.js";

/** Members see published positions; admins see drafts too. Each audience has one list. */
export type ListAudience = "members" | "admins";

export interface ListBody {
  etag: string;
  json: Buffer;
  gzip: Buffer;
  br: Buffer;
}

const gzipAsync = promisify(gzip);
const brotliAsync = promisify(brotliCompress);
/**
 * Brotli at quality 5 makes the 1,000-position list about 30% smaller than gzip (39 KB against 55 KB), which
 * is most of what an answer costs to send; higher qualities gain 1-3 KB for several times the CPU, paid on
 * every change.
 */
const BROTLI_QUALITY = 5;

/**
 * Of the list itself, not of the revision it was built at: the revision counts drafts' edits, and a member must
 * not learn from the tag that one was written. The same list gets the same tag on every instance.
 */
const etagOf = (json: Buffer) => `W/"${createHash("sha256").update(json).digest("base64url").slice(0, 27)}"`;

/**
 * GET /api/positions is the read everyone makes at once when a trade opens, and its answer is the same for every
 * member. It is serialised and compressed (gzip and brotli, on libuv's threads, not the event loop) once per
 * change of the positions table, recognised by a revision query every request makes, so no instance serves a
 * list that another instance has since changed.
 */
export function createPositionListCache(db: Executor) {
  const built = new Map<ListAudience, { revision: string; body: ListBody }>();
  const building = new Map<string, Promise<ListBody>>();

  async function build(audience: ListAudience, revision: string): Promise<ListBody> {
    // Read after the revision: the list is at least as new as the revision it is filed under.
    const rows = await repo.listPositions(db, { includeDrafts: audience === "admins" });
    const json = Buffer.from(JSON.stringify(positionListSchema.parse(rows.map(toPosition))));
    const [gzipped, br] = await Promise.all([
      gzipAsync(json),
      brotliAsync(json, {
        params: {
          [constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY,
          [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
          [constants.BROTLI_PARAM_SIZE_HINT]: json.length,
        },
      }),
    ]);
    const body = { etag: etagOf(json), json, gzip: gzipped, br };
    built.set(audience, { revision, body });
    return body;
  }

  return {
    async get(audience: ListAudience): Promise<ListBody> {
      const revision = await repo.positionsRevision(db, { includeDrafts: audience === "admins" });
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
