import { sql, type Kysely } from "kysely";
import { afterEach, describe, expect, it } from "vitest";
import { createTestDatabase, type TestDatabase } from "../../../test/support/test-database.js";
import { TEST_DIALECTS } from "../../../test/support/test-env.js";
import * as emailJobs from "./migrations/2026-12-03-0210-email-jobs.js";

describe.each(TEST_DIALECTS)("the email job migration on %s", (dialect) => {
  let database: TestDatabase | undefined;
  afterEach(async () => {
    await database?.cleanup();
  });

  it("gives each waiting message a job with its attempts, due time and last error, and leaves one being sent", async () => {
    database = await createTestDatabase(dialect);
    const db = database.handle.db;
    const untyped = db as unknown as Kysely<unknown>;
    await emailJobs.down(untyped);
    const at = "2026-12-01T12:00:00.000Z";
    const due = "2026-12-01T12:05:00.000Z";
    const row = (id: string, status: string, attempts: number, leaseUntil: string | null) =>
      sql`insert into email_outbox (id, recipient, subject, body, created_at, kind, props, status, next_attempt_at, attempts, lease_owner, lease_until, last_error)
        values (${id}, ${`${id}@migrate.test`}, '', '', ${at}, 'welcome', '{}', ${status}, ${due}, ${attempts},
          ${leaseUntil ? "old-instance" : null}, ${leaseUntil}, ${attempts > 0 ? "421 try later" : null})`.execute(db);
    await row("waiting", "pending", 2, null);
    await row("sent", "sent", 1, null);
    // Being sent by a previous-release instance right now: its lease runs for a while yet.
    await row("in-flight", "pending", 1, "2999-01-01T00:00:00.000Z");

    await emailJobs.up(untyped);

    expect(await db.selectFrom("jobs").selectAll().where("kind", "=", "email").execute()).toEqual([
      expect.objectContaining({
        payload: "waiting",
        status: "pending",
        attempts: 2,
        available_at: due,
        lease_owner: null,
        last_error: "421 try later",
      }),
    ]);
    const leases = await db.selectFrom("email_outbox").select(["id", "lease_owner"]).orderBy("id").execute();
    expect(leases).toEqual([
      { id: "in-flight", lease_owner: "old-instance" },
      { id: "sent", lease_owner: null },
      { id: "waiting", lease_owner: "job-queue" },
    ]);
  });
});
