import { afterEach, describe, expect, it } from "vitest";
import { createTestDatabase, type TestDatabase } from "../../../../test/support/test-database.js";
import { TEST_DIALECTS } from "../../../../test/support/test-env.js";
import { claimJobs, insertJobs } from "./jobs.repo.js";

const NOW = "2026-11-30T12:00:00.000Z";
const UNTIL = "2026-11-30T12:01:00.000Z";
const lease = (owner: string) => ({ owner, now: NOW, until: UNTIL, limit: 4 });

/*
 * Two instances lease from one PostgreSQL queue at the same moment: the second must take other jobs at once, not
 * wait for the first to commit and then find its choice taken (which left it idle until its next poll).
 */
describe.runIf(TEST_DIALECTS.includes("postgres"))("leasing jobs on PostgreSQL", () => {
  let database: TestDatabase | undefined;
  afterEach(async () => {
    await database?.cleanup();
    database = undefined;
  });

  it("gives a second instance other due jobs while the first one's lease is not yet committed", async () => {
    database = await createTestDatabase("postgres");
    const { db } = database.handle;
    await insertJobs(
      db,
      Array.from({ length: 8 }, (_, i) => ({
        kind: "delivery",
        payload: `job ${i}`,
        batch_id: null,
        dedup_key: null,
        available_at: NOW,
        created_at: NOW,
      })),
    );

    const [first, second] = await db.transaction().execute(async (trx) => {
      const mine = await claimJobs(trx, "delivery", lease("first"));
      // The first instance's transaction is still open: a lease that waited for it would never come back here.
      const waited = new Promise<"waited">((resolve) => setTimeout(() => resolve("waited"), 3_000));
      const theirs = await Promise.race([claimJobs(db, "delivery", lease("second")), waited]);
      return [mine, theirs] as const;
    });

    expect(second).not.toBe("waited");
    const payloads = (jobs: typeof first) => jobs.map((job) => job.payload);
    expect(payloads(first)).toEqual(["job 0", "job 1", "job 2", "job 3"]);
    expect(second === "waited" ? [] : payloads(second)).toEqual(["job 4", "job 5", "job 6", "job 7"]);
  });
});
