import { sql, type Kysely } from "kysely";
import { afterEach, describe, expect, it } from "vitest";
import { seedUser } from "../../../test/support/admin-seed.js";
import { createTestDatabase, type TestDatabase } from "../../../test/support/test-database.js";
import { TEST_DIALECTS } from "../../../test/support/test-env.js";
import * as jobs from "./migrations/2026-12-02-0200-jobs.js";

describe.each(TEST_DIALECTS)("the job queue migration on %s", (dialect) => {
  let database: TestDatabase | undefined;
  afterEach(async () => {
    await database?.cleanup();
  });

  it("moves the pushes still waiting onto the job queue, with their attempts, due time and last error", async () => {
    database = await createTestDatabase(dialect);
    const db = database.handle.db;
    const untyped = db as unknown as Kysely<unknown>;
    await jobs.down(untyped);
    const member = await seedUser(db, { status: "premium" });
    const at = "2026-12-01T12:00:00.000Z";
    await sql`insert into push_subscriptions (id, user_id, endpoint, p256dh, auth, created_at, updated_at)
      values ('device-1', ${member}, 'https://push.example.com/1', 'k', 'a', ${at}, ${at})`.execute(db);
    await sql`insert into push_messages (id, payload, topic, urgency, ttl_seconds, created_at)
      values ('message-1', '{}', 'n1', 'high', 60, ${at})`.execute(db);
    await sql`insert into push_jobs (message_id, subscription_id, attempts, available_at, lease_owner, lease_until, last_error, created_at)
      values ('message-1', 'device-1', 2, ${at}, 'an-old-instance', ${at}, 'push service answered 503', ${at})`.execute(
      db,
    );

    await jobs.up(untyped);

    expect(await db.selectFrom("jobs").selectAll().execute()).toEqual([
      expect.objectContaining({
        kind: "push",
        payload: "device-1",
        batch_id: "message-1",
        status: "pending",
        attempts: 2,
        available_at: at,
        lease_owner: null,
        last_error: "push service answered 503",
      }),
    ]);
    expect(await db.selectFrom("push_jobs").select("id").execute()).toEqual([]);
  });
});
