import type { Kysely } from "kysely";
import { afterEach, describe, expect, it } from "vitest";
import { seedUser } from "../../../test/support/admin-seed.js";
import { createTestDatabase, type TestDatabase } from "../../../test/support/test-database.js";
import { TEST_DIALECTS } from "../../../test/support/test-env.js";
import * as emailVerification from "./migrations/2026-11-26-0001-email-verification.js";
import * as verifiedAddresses from "./migrations/2026-12-14-0400-verified-addresses.js";

const PHONE = "Mozilla/5.0 (Linux; Android 14; Pixel 7) Chrome/120.0.0.0 Mobile Safari/537.36";

describe.each(TEST_DIALECTS)("the email verification migration on %s", (dialect) => {
  let database: TestDatabase | undefined;
  afterEach(async () => {
    await database?.cleanup();
  });

  it("counts every account from before as verified, and knows the devices their sessions came from", async () => {
    database = await createTestDatabase(dialect);
    const db = database.handle.db;
    const userId = await seedUser(db, { createdAt: "2026-01-02T03:04:05.000Z" });
    const session = (id: string, createdAt: string, userAgent: string | null, ip: string | null) => ({
      id,
      user_id: userId,
      created_at: createdAt,
      last_seen_at: createdAt,
      expires_at: "2027-01-01T00:00:00.000Z",
      user_agent: userAgent,
      ip,
    });
    await db
      .insertInto("sessions")
      .values([
        session("a".repeat(64), "2026-03-01T00:00:00.000Z", PHONE, "203.0.113.7"),
        session("b".repeat(64), "2026-02-01T00:00:00.000Z", PHONE, "203.0.113.7"),
        session("c".repeat(64), "2026-04-01T00:00:00.000Z", null, null),
      ])
      .execute();

    // Back to the schema before it (the later index on its column first), then up again over the data of then.
    const untyped = db as unknown as Kysely<unknown>;
    await verifiedAddresses.down(untyped);
    await emailVerification.down(untyped);
    await emailVerification.up(untyped);
    await verifiedAddresses.up(untyped);

    const user = await db.selectFrom("users").select("email_verified_at").where("id", "=", userId).executeTakeFirst();
    expect(user?.email_verified_at).toBe("2026-01-02T03:04:05.000Z");
    const devices = await db.selectFrom("sign_in_devices").selectAll().orderBy("first_seen_at").execute();
    expect(devices).toEqual([
      { user_id: userId, user_agent: PHONE, ip: "203.0.113.7", first_seen_at: "2026-02-01T00:00:00.000Z" },
      { user_id: userId, user_agent: "", ip: "", first_seen_at: "2026-04-01T00:00:00.000Z" },
    ]);
  });
});
