import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { canSeePositions, hasAccess } from "../../shared/access.js";
import { hasPlanFeature, holdsPlanFeature, PLAN_FEATURES } from "../../shared/plan-features.js";
import { SUBSCRIPTION_STATUSES, USER_ROLES } from "../../shared/users.js";
import { createTestDatabase, type TestDatabase } from "../../../test/support/test-database.js";
import { TEST_DIALECTS } from "../../../test/support/test-env.js";
import { hasAccessSql, hasPlanFeatureSql, holdsPlanFeatureSql, memberWithAccessSql } from "./access.js";

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

type Member = typeof member extends fc.Arbitrary<infer M> ? M : never;

/** Replaces the users with the generated members, ids starting with `prefix`. */
async function storeMembers(db: TestDatabase["handle"]["db"], members: Member[], prefix: string) {
  const rows = members.map((m, index) => ({
    id: `${prefix}-${index}`,
    email: `${prefix}-${index}@example.test`,
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
  return rows;
}

const ids = (found: { id: string }[]) => found.map((row) => row.id).sort();

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
        const rows = await storeMembers(db, members, `r${run}`);
        const at = now.toISOString();
        const withAccess = await db.selectFrom("users").select("id").where(hasAccessSql(at)).execute();
        const notified = await db.selectFrom("users as u").select("u.id").where(memberWithAccessSql(at, "u")).execute();
        const allowed = members.map((m) => hasAccess(m, now));
        expect(ids(withAccess)).toEqual(ids(rows.filter((_, i) => allowed[i])));
        // Admins see positions without access, but are never notified: members with access are.
        const seeing = members.map((m) => canSeePositions(m, now) && m.role !== "admin");
        expect(ids(notified)).toEqual(ids(rows.filter((_, i) => seeing[i])));
      }),
      { numRuns: 60 },
    );
  });

  it("selects exactly the members holdsPlanFeature and hasPlanFeature let in, for every feature and clock", async () => {
    const { db } = database.handle;
    let run = 0;
    await fc.assert(
      fc.asyncProperty(
        fc.array(member, { minLength: 1, maxLength: 12 }),
        clock,
        fc.constantFrom(...PLAN_FEATURES),
        async (members, now, feature) => {
          run += 1;
          const rows = await storeMembers(db, members, `f${run}`);
          const at = now.toISOString();
          const holding = await db
            .selectFrom("users as u")
            .select("u.id")
            .where(holdsPlanFeatureSql(feature, "u"))
            .execute();
          const having = await db.selectFrom("users").select("id").where(hasPlanFeatureSql(feature, at)).execute();
          const held = members.map((m) => holdsPlanFeature(m, feature));
          expect(ids(holding)).toEqual(ids(rows.filter((_, i) => held[i])));
          const had = members.map((m) => hasPlanFeature(m, feature, now));
          expect(ids(having)).toEqual(ids(rows.filter((_, i) => had[i])));
        },
      ),
      { numRuns: 80 },
    );
  });
});
