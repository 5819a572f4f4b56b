import { sql, type Kysely } from "kysely";
import { afterEach, describe, expect, it } from "vitest";
import { createTestDatabase, type TestDatabase } from "../../../test/support/test-database.js";
import { TEST_DIALECTS } from "../../../test/support/test-env.js";
import * as roomJobs from "./migrations/2026-12-04-0220-room-jobs.js";

describe.each(TEST_DIALECTS)("the room job migration on %s", (dialect) => {
  let database: TestDatabase | undefined;
  afterEach(async () => {
    await database?.cleanup();
  });

  it("gives each waiting room job a job of its room's kind, and keeps the keys of the posts done", async () => {
    database = await createTestDatabase(dialect);
    const db = database.handle.db;
    const untyped = db as unknown as Kysely<unknown>;
    await roomJobs.down(untyped);
    const at = "2026-12-01T12:00:00.000Z";
    const due = "2026-12-01T12:05:00.000Z";
    const row = (id: string, platform: string, status: string, key: string | null, attempts: number) =>
      sql`insert into room_outbox (id, platform, kind, payload, dedup_key, status, attempts, next_attempt_at, last_error, created_at, done_at)
        values (${id}, ${platform}, 'room_access', ${`{"kind":"room_access","externalId":"${id}"}`}, ${key}, ${status},
          ${attempts}, ${due}, ${attempts > 0 ? "502 bad gateway" : null}, ${at}, ${status === "pending" ? null : at})`.execute(
        db,
      );
    await row("waiting", "telegram-pro", "pending", "telegram-pro:access:waiting", 3);
    await row("posted", "discord", "sent", "discord:post:p1", 1);
    await row("access-done", "telegram", "sent", null, 1);

    await roomJobs.up(untyped);

    expect(await db.selectFrom("jobs").selectAll().execute()).toEqual([
      expect.objectContaining({
        kind: "room:telegram-pro",
        payload: '{"kind":"room_access","externalId":"waiting"}',
        dedup_key: "telegram-pro:access:waiting",
        status: "pending",
        attempts: 3,
        available_at: due,
        last_error: "502 bad gateway",
      }),
    ]);
    expect(await db.selectFrom("room_jobs_done").selectAll().execute()).toEqual([
      { dedup_key: "discord:post:p1", done_at: at },
    ]);
    const left = await db.selectFrom("room_outbox").select("id").orderBy("id").execute();
    expect(left).toEqual([{ id: "access-done" }, { id: "posted" }]);
  });
});
