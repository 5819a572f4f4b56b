import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { canSeePositions, hasAccess } from "../../shared/access.js";
import { SUBSCRIPTION_STATUSES, USER_ROLES } from "../../shared/users.js";
import { createTestDatabase, type TestDatabase } from "../../../test/support/test-database.js";
import { TEST_DIALECTS } from "../../../test/support/test-env.js";
import { hasAccessSql, memberWithAccessSql } from "./access.js";

const NOW = Date.parse("2026-11-21T12:00:00.000Z");
const MINUTE = 60_000;

/** Expiries around the clock, the exact instant and a millisecond either side included, or none. */
const expiry = fc.option(
  fc.oneof(
    fc.constantFrom(-1, 0, 1).map((ms) => NOW + ms),
    fc.integer({ min: -60 * 24 * 60, max: 60 * 24 * 60 }).map((minutes) => NOW + minutes * MINUTE),
  ),
  { nil: null },
);
const member = fc.record({
  role: fc.constantFrom(...USER_ROLES),
  subscriptionStatus: fc.constantFrom(...SUBSCRIPTION_STATUSES),
  subscriptionExpiry: expiry.map((ms) => (ms === null ? null : new Date(ms).toISOString())),
});
const clock = fc.constantFrom(-1, 0, 1, 30 * MINUTE, -30 * MINUTE).map((offset) => new Date(NOW + offset));

describe.each(TEST_DIALECTS)("the SQL access rule on %s", (dialect) => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase(dialect);
  });
  afterAll(() => database.cleanup());

  it("selects exactly the members hasAccess and canSeePositions let in, for generated members and clocks", async () => {
    const { db } = database.handle;
    let run = 0;
    await fc.assert(
      fc.asyncProperty(fc.array(member, { minLength: 1, maxLength: 12 }), clock, async (members, now) => {
        run += 1;
        const rows = members.map((m, index) => ({
          id: `r${run}-${index}`,
          email: `r${run}-${index}@example.test`,
          password_hash: "x",
          first_name: "A",
          last_name: "B",
          role: m.role,
          subscription_status: m.subscriptionStatus,
          subscription_expiry: m.subscriptionExpiry,
          created_at: new Date(NOW).toISOString(),
          updated_at: new Date(NOW).toISOString(),
        }));
        await db.deleteFrom("users").execute();
        await db.insertInto("users").values(rows).execute();
        const at = now.toISOString();
        const withAccess = await db.selectFrom("users").select("id").where(hasAccessSql(at)).execute();
        const notified = await db.selectFrom("users as u").select("u.id").where(memberWithAccessSql(at, "u")).execute();
        const ids = (found: { id: string }[]) => found.map((row) => row.id).sort();
        const allowed = members.map((m) => hasAccess(m, now));
        expect(ids(withAccess)).toEqual(ids(rows.filter((_, i) => allowed[i])));
        // Admins see positions without access, but are never notified: members with access are.
        const seeing = members.map((m) => canSeePositions(m, now) && m.role !== "admin");
        expect(ids(notified)).toEqual(ids(rows.filter((_, i) => seeing[i])));
      }),
      { numRuns: 60 },
    );
  });
});
