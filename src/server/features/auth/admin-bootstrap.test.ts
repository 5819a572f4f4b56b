import { afterEach, describe, expect, it } from "vitest";
import pino from "pino";
import { Writable } from "node:stream";
import { openDatabase } from "../../db/database.js";
import { hashPassword, verifyPassword } from "./passwords.js";
import { spawnTs } from "../../../../test/support/spawn.js";
import { useTestApp, newMember, postJson, sessionCookieOf } from "../../../../test/support/test-app.js";
import { TEST_DIALECTS } from "../../../../test/support/test-env.js";
import { createTestDatabase, type TestDatabase } from "../../../../test/support/test-database.js";
import { bootstrapAdmin, DEFAULT_ADMIN_EMAIL, MemberAccountError } from "./admin-bootstrap.js";
import { createUser, findUserByEmail } from "../users/users.service.js";

function capturingLogger() {
  const lines: Record<string, unknown>[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(JSON.parse(chunk.toString()) as Record<string, unknown>);
      done();
    },
  });
  return { log: pino(stream), lines };
}

describe.each(TEST_DIALECTS)("admin bootstrap on %s", (dialect) => {
  let database: TestDatabase;
  afterEach(async () => {
    await database.cleanup();
  });

  it("creates the configured admin once and leaves a later password change alone", async () => {
    database = await createTestDatabase(dialect);
    const { log } = capturingLogger();
    await bootstrapAdmin(database.handle.db, { email: "boss@example.com", password: "first password" }, log);
    await bootstrapAdmin(database.handle.db, { email: "boss@example.com", password: "other password" }, log);
    const admin = await findUserByEmail(database.handle.db, "boss@example.com");
    expect(admin?.role).toBe("admin");
    expect(await verifyPassword(admin?.password_hash ?? "", "first password")).toBe(true);
  });

  it("with nothing configured, creates admin@localhost with a random password printed once", async () => {
    database = await createTestDatabase(dialect);
    const { log, lines } = capturingLogger();
    await bootstrapAdmin(database.handle.db, undefined, log);
    await bootstrapAdmin(database.handle.db, undefined, log);
    const printed = lines.filter((line) => typeof line.generatedPassword === "string");
    expect(printed).toHaveLength(1);
    const admin = await findUserByEmail(database.handle.db, DEFAULT_ADMIN_EMAIL);
    expect(await verifyPassword(admin?.password_hash ?? "", String(printed[0]?.generatedPassword))).toBe(true);
  });
});

describe.each(TEST_DIALECTS)("an existing member at the admin address on %s", (dialect) => {
  const t = useTestApp(dialect);

  const me = (cookie: string) => t.app.inject({ method: "GET", url: "/api/auth/me", headers: { cookie } });
  const signIn = (email: string, password: string) => postJson(t.app, "/api/auth/login", { email, password });

  async function memberWithSession() {
    const member = newMember();
    const cookie = sessionCookieOf(await postJson(t.app, "/api/auth/register", member));
    return { member, cookie };
  }

  it("is not promoted at start: the start refuses, says how to promote, and the member's session stays a member's", async () => {
    const { member, cookie } = await memberWithSession();
    const { log } = capturingLogger();
    const start = bootstrapAdmin(t.database.handle.db, { email: member.email, password: "operator password" }, log);
    await expect(start).rejects.toThrow(MemberAccountError);
    await expect(start).rejects.toThrow(/belongs to a member account.*admin:create -- --email \S+ --promote/);
    expect((await me(cookie)).json()).toMatchObject({ email: member.email, role: "user" });
    expect((await signIn(member.email, "operator password")).statusCode).toBe(401);
  });

  it("is promoted by admin:create only with --promote, which replaces the password and ends its sessions", async () => {
    const { member, cookie } = await memberWithSession();
    const cli = (...args: string[]) =>
      spawnTs("src/server/features/auth/create-admin-cli.ts", { DATABASE_URL: t.database.url }, args);

    const refused = cli("--email", member.email, "--password", "chosen admin password");
    expect(await refused.exited).toBe(1);
    expect(refused.output()).toMatch(/belongs to a member account.*--promote/);
    expect((await me(cookie)).json()).toMatchObject({ role: "user" });
    expect((await signIn(member.email, member.password)).statusCode).toBe(200);

    const promoted = cli("--email", member.email, "--password", "chosen admin password", "--promote");
    expect(await promoted.exited).toBe(0);
    expect(promoted.output()).toContain(`Promoted ${member.email} to admin`);
    expect((await me(cookie)).statusCode).toBe(401);
    expect((await signIn(member.email, member.password)).statusCode).toBe(401);
    // The new password is right, and as an admin's it is not enough: the account sets up a second factor next.
    const admin = await signIn(member.email, "chosen admin password");
    expect(admin.statusCode).toBe(401);
    expect(admin.json()).toMatchObject({ secondFactor: "enrol" });
  });
});

describe.each(TEST_DIALECTS)("the generated admin password on %s", (dialect) => {
  let database: TestDatabase;
  afterEach(async () => {
    await database.cleanup();
  });

  it("is printed by only one of two instances starting at once, and it is the one that signs in", async () => {
    database = await createTestDatabase(dialect);
    const second = openDatabase(database.url);
    const { log, lines } = capturingLogger();
    try {
      await Promise.all([
        bootstrapAdmin(database.handle.db, undefined, log),
        bootstrapAdmin(second.db, undefined, log),
      ]);
    } finally {
      await second.close();
    }
    const printed = lines.filter((line) => typeof line.generatedPassword === "string");
    expect(printed).toHaveLength(1);
    const admin = await findUserByEmail(database.handle.db, DEFAULT_ADMIN_EMAIL);
    expect(await verifyPassword(admin?.password_hash ?? "", String(printed[0]?.generatedPassword))).toBe(true);
  });

  it("is never printed for an existing admin@localhost that is no admin (the start refuses instead)", async () => {
    database = await createTestDatabase(dialect);
    const passwordHash = await hashPassword("the member's own password");
    await createUser(
      { db: database.handle.db },
      { email: DEFAULT_ADMIN_EMAIL, passwordHash, firstName: "A", lastName: "B" },
      new Date(),
    );
    const { log, lines } = capturingLogger();
    await expect(bootstrapAdmin(database.handle.db, undefined, log)).rejects.toThrow(MemberAccountError);
    expect(lines.filter((line) => "generatedPassword" in line)).toHaveLength(0);
    expect((await findUserByEmail(database.handle.db, DEFAULT_ADMIN_EMAIL))?.role).toBe("user");
  });
});

describe("a start with ADMIN_EMAIL naming a member", { timeout: 45_000 }, () => {
  let database: TestDatabase;
  afterEach(async () => {
    await database.cleanup();
  });

  it("does not listen, exits 1 and names the CLI command that promotes deliberately", async () => {
    database = await createTestDatabase("sqlite");
    const passwordHash = await hashPassword("the member's own password");
    await createUser(
      { db: database.handle.db },
      { email: "boss@example.com", passwordHash, firstName: "A", lastName: "B" },
      new Date(),
    );
    const server = spawnTs("src/server/main.ts", {
      PORT: "0",
      HOST: "127.0.0.1",
      DATABASE_URL: database.url,
      ADMIN_EMAIL: "boss@example.com",
      ADMIN_PASSWORD: "operator password",
    });
    expect(await server.exited).toBe(1);
    expect(server.output()).not.toContain("Server listening");
    expect(server.output()).toContain("boss@example.com belongs to a member account");
    expect(server.output()).toContain("npm run admin:create -- --email boss@example.com --promote");
  });
});

describe("admin:reset-factors", { timeout: 45_000 }, () => {
  let database: TestDatabase;
  afterEach(async () => {
    await database.cleanup();
  });
  const resetFactors = (email: string) =>
    spawnTs("src/server/features/auth/reset-admin-factors-cli.ts", { DATABASE_URL: database.url }, ["--email", email]);

  it("resets the admin a plain start created, admin@localhost, and refuses a member's address", async () => {
    database = await createTestDatabase("sqlite");
    await bootstrapAdmin(database.handle.db, undefined, capturingLogger().log);
    await createUser(
      { db: database.handle.db },
      {
        email: "member@example.com",
        passwordHash: await hashPassword("member password"),
        firstName: "A",
        lastName: "B",
      },
      new Date(),
    );

    const reset = resetFactors("Admin@Localhost");
    expect(await reset.exited).toBe(0);
    expect(reset.output()).toContain("Removed the second factor and recovery codes of admin@localhost");
    const refused = resetFactors("member@example.com");
    expect(await refused.exited).toBe(1);
    expect(refused.output()).toContain("member@example.com is not an admin account.");
  });
});
