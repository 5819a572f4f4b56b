import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEFAULT_NOTIFICATION_PREFERENCES, shouldDeliver } from "../../shared/notification-preferences.js";
import { noticeArbitrary, preferencesArbitrary } from "../../../test/support/notification-preferences.js";
import { createTestDatabase, type TestDatabase } from "../../../test/support/test-database.js";
import { TEST_DIALECTS } from "../../../test/support/test-env.js";
import {
  quietSchedulesAt,
  saveNotificationPreferences,
} from "../features/notification-preferences/notification-preferences.service.js";
import { deliverySql } from "./delivery.js";

/** Saved preferences, or none (the defaults). */
const member = fc.option(
  preferencesArbitrary(["Europe/London", "America/New_York", "Asia/Tokyo"], {
    starts: ["22:00", "01:30", "09:00"],
    ends: ["07:00", "06:00", "17:30"],
  }),
  { nil: null },
);
const notice = noticeArbitrary;
// Around the London night and the October change of summer time.
const instant = fc.constantFrom(
  "2026-01-15T23:30:00Z",
  "2026-01-15T12:00:00Z",
  "2026-10-25T06:30:00Z",
  "2026-03-29T01:45:00Z",
  "2026-06-01T03:00:00Z",
);

describe.each(TEST_DIALECTS)("the SQL delivery rule on %s", (dialect) => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase(dialect);
  });
  afterAll(() => database.cleanup());

  it("selects exactly the members shouldDeliver answers 'deliver' and 'hold' for, on generated members", async () => {
    const { db } = database.handle;
    let run = 0;
    await fc.assert(
      fc.asyncProperty(fc.array(member, { minLength: 1, maxLength: 8 }), notice, instant, async (members, n, iso) => {
        run += 1;
        const now = new Date(iso);
        await db.deleteFrom("users").execute();
        const ids = members.map((_, index) => `r${run}-${index}`);
        await db
          .insertInto("users")
          .values(
            ids.map((id) => ({
              id,
              email: `${id}@example.test`,
              password_hash: "x",
              first_name: "A",
              last_name: "B",
              role: "user" as const,
              subscription_status: "premium" as const,
              subscription_expiry: null,
              created_at: iso,
              updated_at: iso,
              email_verified_at: iso,
            })),
          )
          .execute();
        for (const [index, prefs] of members.entries()) {
          if (prefs) await saveNotificationPreferences({ db, clock: { now: () => now } }, ids[index] ?? "", prefs);
        }
        const quietNow = await quietSchedulesAt(db, now);
        for (const decision of ["deliver", "hold"] as const) {
          const rows = await db
            .selectFrom("users as u")
            .leftJoin("notification_preferences as p", "p.user_id", "u.id")
            .select("u.id")
            .where(deliverySql(decision, n, quietNow, { users: "u", prefs: "p" }))
            .execute();
          const expected = ids.filter(
            (_, index) => shouldDeliver(members[index] ?? DEFAULT_NOTIFICATION_PREFERENCES, n, now) === decision,
          );
          expect(rows.map((row) => row.id).sort()).toEqual(expected.sort());
        }
      }),
      { numRuns: 60 },
    );
  });
});
