import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { FREE_FEED_MODES, isPublicAt, type FeedCandidate } from "../../shared/free-feed.js";
import { createTestDatabase, type TestDatabase } from "../../../test/support/test-database.js";
import { TEST_DIALECTS } from "../../../test/support/test-env.js";
import { publicFeedSql } from "./access.js";
import type { PositionRow } from "./schema.js";

const NOW = Date.parse("2026-11-21T12:00:00.000Z");
const HOUR = 3_600_000;

const setting = fc.record({
  mode: fc.constantFrom(...FREE_FEED_MODES),
  hours: fc.oneof(fc.constantFrom(1, 24), fc.integer({ min: 1, max: 48 })),
});

/** Instants on the rule's edges (the cutoff and now, a millisecond either side), or anywhere in 3 days. */
const instant = (cutoff: number, now: number) =>
  fc
    .oneof(
      fc.constantFrom(-1, 0, 1).chain((ms) => fc.constantFrom(cutoff + ms, now + ms)),
      fc.integer({ min: -72 * 60, max: 60 }).map((minutes) => NOW + minutes * 60_000),
    )
    .map((ms) => new Date(ms).toISOString());
const candidates = (cutoff: number, now: number): fc.Arbitrary<FeedCandidate[]> =>
  fc.array(
    fc.record({
      status: fc.constantFrom("planning", "active", "closed"),
      publishedAt: fc.option(instant(cutoff, now), { nil: null }),
      releasedAt: fc.option(instant(cutoff, now), { nil: null }),
      closedAt: fc.option(instant(cutoff, now), { nil: null }),
    }),
    { minLength: 1, maxLength: 12 },
  );
const clock = fc.constantFrom(-1, 0, 1, HOUR, -HOUR).map((offset) => new Date(NOW + offset));

function rowOf(signal: FeedCandidate, id: string): PositionRow {
  const at = new Date(NOW).toISOString();
  return {
    id,
    asset: "EUR/USD",
    asset_class: "forex",
    direction: "long",
    entry_price: 1.1,
    entry_zone_low: null,
    entry_zone_high: null,
    current_price: null,
    commentary: null,
    risk_level: null,
    status: signal.status,
    target_price: null,
    targets: "[]",
    stop_loss: null,
    initial_stop_loss: null,
    exit_price: null,
    pnl: null,
    result_percent: null,
    result_pips: null,
    result_r: null,
    open_share: 100,
    realized_share: 0,
    outcome: null,
    outcome_reason: null,
    version: 1,
    created_by: null,
    created_at: at,
    updated_at: at,
    published_at: signal.publishedAt,
    released_at: signal.releasedAt,
    release_announced_at: null,
    closed_at: signal.closedAt,
    deleted_at: null,
    tracking: null,
    tracking_paused_since: null,
  };
}

describe.each(TEST_DIALECTS)("the free feed's SQL rule on %s", (dialect) => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase(dialect);
  });
  afterAll(() => database.cleanup());

  it("selects exactly the positions isPublicAt makes public, for generated positions, settings and clocks", async () => {
    const { db } = database.handle;
    let run = 0;
    await fc.assert(
      fc.asyncProperty(
        fc
          .tuple(setting, clock)
          .chain(([feed, now]) =>
            fc.tuple(fc.constant(feed), fc.constant(now), candidates(now.getTime() - feed.hours * HOUR, now.getTime())),
          ),
        async ([feed, now, signals]) => {
          run += 1;
          const rows = signals.map((signal, index) => rowOf(signal, `r${run}-${index}`));
          await db.deleteFrom("positions").execute();
          await db.insertInto("positions").values(rows).execute();
          const found = await db
            .selectFrom("positions as p")
            .select("p.id")
            .where(publicFeedSql(feed, now, "p"))
            .execute();
          const expected = rows.filter((_, index) => isPublicAt(signals[index] as FeedCandidate, feed, now));
          expect(found.map((row) => row.id).sort()).toEqual(expected.map((row) => row.id).sort());
        },
      ),
      { numRuns: 80 },
    );
  });
});
