import { execFile } from "node:child_process";
import { promisify } from "node:util";
import { afterEach, describe, expect, it } from "vitest";
import { TEST_DIALECTS } from "../../../test/support/test-env.js";
import { createTestDatabase, type TestDatabase } from "../../../test/support/test-database.js";
import { endSession, resumeSession, startSession } from "../features/auth/sessions.service.js";
import { createUser } from "../features/users/users.service.js";
import { openDatabase } from "./database.js";
import { readsKeptWhileUnchanged } from "./unchanged-reads.js";

const NOW = new Date("2026-11-30T10:00:00.000Z");

describe.each(TEST_DIALECTS)("reads kept while the database is unchanged, on %s", (dialect) => {
  let database: TestDatabase;
  afterEach(async () => {
    await database.cleanup();
  });

  async function signedIn() {
    const { db } = database.handle;
    const user = await createUser(
      { db },
      { email: "kept@example.com", passwordHash: "x", firstName: "K", lastName: "R" },
      NOW,
    );
    return { user, ...(await startSession(db, user, NOW)) };
  }

  it("a session ended on another instance of the same database is no longer admitted, at once", async () => {
    database = await createTestDatabase(dialect);
    const { token } = await signedIn();
    const other = openDatabase(database.url);
    try {
      expect(await resumeSession({ db: database.handle.db }, token, NOW)).toBeDefined();
      expect(await resumeSession({ db: database.handle.db }, token, NOW)).toBeDefined();
      await endSession({ db: other.db }, token);
      expect(await resumeSession({ db: database.handle.db }, token, NOW)).toBeUndefined();
    } finally {
      await other.close();
    }
  });

  it.runIf(dialect === "sqlite")(
    "a session ended by another process is no longer admitted once it has ended",
    async () => {
      database = await createTestDatabase(dialect);
      const { token } = await signedIn();
      const { db } = database.handle;
      expect(await resumeSession({ db }, token, NOW)).toBeDefined();
      // Another process (a CLI, another instance on the same file) ends every session; its exit is a later event here.
      const script = `require("better-sqlite3")(process.argv[1]).prepare("delete from sessions").run()`;
      await promisify(execFile)(process.execPath, ["-e", script, database.url.slice("sqlite:".length)]);
      expect(await resumeSession({ db }, token, NOW)).toBeUndefined();
    },
  );

  it("a plan's end changed by this instance shows in the next request's session", async () => {
    database = await createTestDatabase(dialect);
    const { db } = database.handle;
    const { user, token } = await signedIn();
    expect((await resumeSession({ db }, token, NOW))?.user.subscription_expiry).toBe(user.subscription_expiry);
    const until = "2026-12-30T10:00:00.000Z";
    await db.updateTable("users").set({ subscription_expiry: until }).where("id", "=", user.id).execute();
    expect((await resumeSession({ db }, token, NOW))?.user.subscription_expiry).toBe(until);
  });

  it("answers a read again without the database until something is committed, on SQLite only", async () => {
    database = await createTestDatabase(dialect);
    const { db } = database.handle;
    const kept = readsKeptWhileUnchanged<string, { n: number }>(10);
    let reads = 0;
    const read = () => kept(db, "key", async () => ({ n: ++reads }));
    expect(await read()).toEqual({ n: 1 });
    expect(await read()).toEqual({ n: dialect === "sqlite" ? 1 : 2 });
    await signedIn();
    expect((await read())?.n).toBe(dialect === "sqlite" ? 2 : 3);
    // Inside a transaction a read may see the transaction's own writes: never kept.
    await db.transaction().execute(async (trx) => {
      const inside = () => kept(trx, "key", async () => ({ n: ++reads }));
      expect((await inside())?.n).not.toBe((await inside())?.n);
    });
  });

  it("keeps a value read while nothing was committed, frozen, and never one read across a commit", async () => {
    database = await createTestDatabase(dialect);
    const { db } = database.handle;
    const kept = readsKeptWhileUnchanged<string, { n: number }>(10);
    let reads = 0;
    const acrossACommit = await kept(db, "key", async () => {
      await db.insertInto("list_revisions").values({ name: "kept-test", revision: 1 }).execute();
      return { n: ++reads };
    });
    expect(acrossACommit?.n).toBe(1);
    const after = await kept(db, "key", async () => ({ n: ++reads }));
    expect(after?.n).toBe(2);
    if (dialect === "sqlite") expect(Object.isFrozen(after)).toBe(true);
    // Nothing found is not kept: the next read asks again.
    let misses = 0;
    await kept(db, "absent", async () => void misses++);
    await kept(db, "absent", async () => void misses++);
    expect(misses).toBe(2);
  });
});
