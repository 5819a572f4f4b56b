import { afterEach, describe, expect, it } from "vitest";
import { TEST_DIALECTS } from "../../../test/support/test-env.js";
import { createTestDatabase, type TestDatabase } from "../../../test/support/test-database.js";
import { createUser } from "../features/users/users.service.js";
import { precompiled } from "./precompiled.js";

describe.each(TEST_DIALECTS)("precompiled queries on %s", (dialect) => {
  let database: TestDatabase;
  afterEach(async () => {
    await database.cleanup();
  });

  const emailOf = precompiled((db) => db.selectFrom("users").select("email").where("id", "=", "?"));

  it("runs the SQL compiled at the first call with each call's parameters, in and out of transactions", async () => {
    database = await createTestDatabase(dialect);
    const { db } = database.handle;
    const now = new Date();
    const ada = await createUser(
      { db },
      { email: "ada@example.com", passwordHash: "x", firstName: "A", lastName: "L" },
      now,
    );
    const bob = await createUser(
      { db },
      { email: "bob@example.com", passwordHash: "x", firstName: "B", lastName: "M" },
      now,
    );
    expect(await emailOf(db, [ada.id])).toEqual([{ email: "ada@example.com" }]);
    expect(await emailOf(db, [bob.id])).toEqual([{ email: "bob@example.com" }]);
    expect(await emailOf(db, ["nobody"])).toEqual([]);
    await db.transaction().execute(async (trx) => {
      await trx.updateTable("users").set({ email: "bob@new.example" }).where("id", "=", bob.id).execute();
      expect(await emailOf(trx, [bob.id])).toEqual([{ email: "bob@new.example" }]);
    });
  });

  it("refuses a call with a different number of parameters than the query has", async () => {
    database = await createTestDatabase(dialect);
    await expect(emailOf(database.handle.db, [])).rejects.toThrow("takes 1 parameters, given 0");
  });
});
