import { afterEach, describe, expect, it } from "vitest";
import { manualClock } from "../../../../test/support/test-app.js";
import { createTestDatabase, type TestDatabase } from "../../../../test/support/test-database.js";
import { TEST_DIALECTS } from "../../../../test/support/test-env.js";
import { until } from "../../../../test/support/until.js";
import { createJobQueue, enqueueJobs, JOB_DONE, type JobQueue } from "./job-queue.js";

const quiet = { warn: () => {}, error: () => {}, info: () => {} };

/*
 * Each kind of job is worked on its own: a signal's pushes go out while the previous signal's webhooks are still
 * being sent to slow endpoints.
 */
describe.each(TEST_DIALECTS)("kinds of jobs side by side on %s", (dialect) => {
  let database: TestDatabase | undefined;
  let queue: JobQueue | undefined;
  let release = () => {};
  afterEach(async () => {
    release();
    await queue?.stop();
    await database?.cleanup();
  });

  it("runs a job queued while another kind's long run goes on, without waiting for it to end", async () => {
    database = await createTestDatabase(dialect);
    const db = database.handle.db;
    const clock = manualClock();
    const done: string[] = [];
    let slowStarted = false;
    const held = new Promise<void>((resolve) => (release = resolve));
    queue = createJobQueue({
      db,
      clock,
      log: quiet,
      handlers: [
        {
          kind: "webhook",
          async start() {
            return async (job) => {
              slowStarted = true;
              await held;
              done.push(job.payload);
              return JOB_DONE;
            };
          },
        },
        {
          kind: "push",
          async start() {
            return async (job) => {
              done.push(job.payload);
              return JOB_DONE;
            };
          },
        },
      ],
    });
    // Polls too rarely to matter here: queuing wakes the worker.
    queue.start(60_000);
    await enqueueJobs(db, "webhook", [{ payload: "the last signal's webhook" }], clock.now());
    await until(() => slowStarted, 5_000);

    await enqueueJobs(db, "push", [{ payload: "the new signal's push" }], clock.now());
    await until(() => done.length > 0, 5_000);
    expect(done).toEqual(["the new signal's push"]);

    release();
    await until(() => done.length === 2, 5_000);
    expect(done).toEqual(["the new signal's push", "the last signal's webhook"]);
  });
});
