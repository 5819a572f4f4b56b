import { afterEach, describe, expect, it } from "vitest";
import { manualClock } from "../../../../test/support/test-app.js";
import { createTestDatabase, type TestDatabase } from "../../../../test/support/test-database.js";
import { TEST_DIALECTS } from "../../../../test/support/test-env.js";
import { createJobQueue, enqueueJobs, hurryJobs, jobBacklog, JOB_DONE, type JobOutcome } from "./job-queue.js";

/*
 * What a handler holding work back sees, in one process: a job put off keeps its attempts (a rate limit is no
 * failure), a job retried waits out its backoff until it is hurried, and the backlog counts what was given up.
 */
describe.each(TEST_DIALECTS)("putting jobs off on %s", (dialect) => {
  let database: TestDatabase | undefined;
  afterEach(async () => {
    await database?.cleanup();
  });

  it("counts no attempt for a job put off, and runs it once its time has come", async () => {
    database = await createTestDatabase(dialect);
    const db = database.handle.db;
    const clock = manualClock();
    const answers: JobOutcome[] = [
      { postpone: "paced", afterMs: 1_000 },
      { postpone: "paced", afterMs: 1_000 },
      { retry: "503", afterMs: 60_000 },
      { giveUp: "refused" },
    ];
    const ran: number[] = [];
    const queue = createJobQueue({
      db,
      clock,
      log: { warn: () => {}, error: () => {}, info: () => {} },
      handlers: [
        {
          kind: "paced",
          maxAttempts: 5,
          async start() {
            return async (job) => {
              ran.push(job.attempts);
              return answers.shift() ?? JOB_DONE;
            };
          },
        },
      ],
    });
    await enqueueJobs(db, "paced", [{ payload: "one" }], clock.now());
    const row = () => db.selectFrom("jobs").select(["attempts", "available_at", "status"]).executeTakeFirstOrThrow();

    await queue.drain();
    expect(await row()).toMatchObject({
      attempts: 0,
      available_at: new Date(clock.now().getTime() + 1_000).toISOString(),
    });
    await queue.drain();
    expect(ran).toEqual([1]);
    clock.advance(1_000);
    await queue.drain();
    clock.advance(1_000);
    await queue.drain();
    // Two put off, then the first real attempt failed: one attempt counted.
    expect(ran).toEqual([1, 1, 1]);
    expect(await row()).toMatchObject({ attempts: 1, status: "pending" });

    await hurryJobs(db, "paced", clock.now());
    await queue.drain();
    expect(ran).toEqual([1, 1, 1, 2]);
    expect(await jobBacklog(db, "paced", clock.now())).toMatchObject({ depth: 0, failed: 1 });
    await queue.stop();
  });
});
