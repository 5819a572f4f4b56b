import { afterEach, describe, expect, it } from "vitest";
import pino from "pino";
import { Writable } from "node:stream";
import { verifyPassword } from "../auth/passwords.js";
import { TEST_DIALECTS } from "../../test/test-env.js";
import { createTestDatabase, type TestDatabase } from "../../test/test-database.js";
import { bootstrapAdmin, DEFAULT_ADMIN_EMAIL } from "./admin-bootstrap.js";
import { findUserByEmail } from "./users.repo.js";

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
