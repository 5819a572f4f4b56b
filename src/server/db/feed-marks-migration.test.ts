import { sql, type Kysely } from "kysely";
import { afterEach, describe, expect, it } from "vitest";
import { seedUser } from "../../../test/support/admin-seed.js";
import { storeAnnouncements } from "../../../test/support/announcements.js";
import { createTestDatabase, type TestDatabase } from "../../../test/support/test-database.js";
import { TEST_DIALECTS } from "../../../test/support/test-env.js";
import { getFeed } from "../features/notifications/notifications.service.js";
import { systemClock } from "../lib/clock.js";
import * as feedMarks from "./migrations/2026-11-27-0070-feed-marks.js";
import * as previousFeedTables from "./migrations/2026-11-28-0190-previous-feed-tables.js";

describe.each(TEST_DIALECTS)("the feed marks migration on %s", (dialect) => {
  let database: TestDatabase | undefined;
  afterEach(async () => {
    await database?.cleanup();
  });

  it("keeps each member's feed as it was: what they cleared, read and had unread", async () => {
    database = await createTestDatabase(dialect);
    const db = database.handle.db;
    const member = () => seedUser(db, { status: "premium", createdAt: "2026-01-01T00:00:00.000Z" });
    const [ana, ben, cy] = [await member(), await member(), await member()];
    await seedUser(db, { role: "admin", status: "premium" });
    // Events 1 to 5 fanned out; 6 still pending when the migration runs.
    await storeAnnouncements({ database }, 6, "2026-11-21T12:00:00.000Z");
    await db.updateTable("notification_events").set({ fanned_out_at: null }).where("id", "=", 6).execute();

    // Back to the schema before it, with the rows of then: Ana read 2 and 4 of her 2 to 5 (1 was cleared), Ben
    // cleared everything, Cy read both of hers (3 and 5: she had no access when 4 was announced).
    const untyped = db as unknown as Kysely<unknown>;
    await previousFeedTables.down(untyped);
    await feedMarks.down(untyped);
    const rows: [string, number, number][] = [
      [ana, 2, 1],
      [ana, 3, 0],
      [ana, 4, 1],
      [ana, 5, 0],
      [cy, 3, 1],
      [cy, 5, 1],
    ];
    for (const [user, event, read] of rows) {
      await sql`insert into notifications (user_id, event_id, read) values (${user}, ${event}, ${read})`.execute(db);
    }
    await sql`insert into notification_overflow (user_id, unread) values (${ana}, 7)`.execute(db);
    await feedMarks.up(untyped);

    const feedOf = async (userId: string) => {
      const feed = await getFeed({ db, clock: systemClock }, userId);
      return { items: feed.items.map((item) => [item.id, item.read]), unread: feed.unreadCount };
    };
    // The pending event is unread for everyone, as its rows would have been.
    expect(await feedOf(ana)).toEqual({
      items: [
        [6, false],
        [5, false],
        [4, true],
        [3, false],
        [2, true],
      ],
      unread: 3,
    });
    expect(await feedOf(ben)).toEqual({ items: [[6, false]], unread: 1 });
    expect(await feedOf(cy)).toEqual({
      items: [
        [6, false],
        [5, true],
        [4, true],
        [3, true],
      ],
      unread: 1,
    });
  });
});
