import { englishMessage } from "../../lib/app-error.js";
import { describe, expect, it, vi } from "vitest";
import { AUTH_MESSAGES } from "../../../shared/auth.js";
import { TEST_DIALECTS } from "../../../../test/support/test-env.js";
import { useTestApps, newMember, postJson, type TestApp } from "../../../../test/support/test-app.js";
import { resetMailsTo } from "../../../../test/support/mail.js";
import type * as passwords from "./passwords.js";
import { hashPassword } from "./passwords.js";

// Test files share loaded modules (vite.config.ts): load the app afresh, so it hashes through the spy below.
vi.hoisted(() => vi.resetModules());
vi.mock("./passwords.js", async (importOriginal) => {
  const real = await importOriginal<typeof passwords>();
  return { ...real, hashPassword: vi.fn(real.hashPassword) };
});

describe.each(TEST_DIALECTS)("account probing on %s", (dialect) => {
  let t: TestApp;
  const startApp = useTestApps();

  it("answers forgot-password alike for an existing and a missing address, and writes to the existing one only", async () => {
    t = await startApp(dialect);
    const member = newMember();
    await postJson(t.app, "/api/auth/register", member);

    for (const email of [member.email, "nobody-here@example.com"]) {
      // The reset is prepared after the answer (a background task), so neither its work nor its outcome shows.
      const response = await postJson(t.app, "/api/auth/forgot-password", { email });
      expect(response.statusCode).toBe(202);
      expect(response.json()).toEqual({ message: englishMessage(AUTH_MESSAGES.resetRequested) });
    }
    await t.app.backgroundTasks.idle();
    expect(await resetMailsTo(t, member.email)).toHaveLength(1);
    expect(await resetMailsTo(t, "nobody-here@example.com")).toHaveLength(0);
  });

  it("hashes the password of a taken address as it does a new one, and still says the address is taken", async () => {
    t = await startApp(dialect);
    const member = newMember();
    const hashes = vi.mocked(hashPassword);

    hashes.mockClear();
    expect((await postJson(t.app, "/api/auth/register", member)).statusCode).toBe(201);
    expect(hashes).toHaveBeenCalledTimes(1);

    hashes.mockClear();
    const taken = await postJson(t.app, "/api/auth/register", { ...member, password: "another long passphrase" });
    expect(taken.statusCode).toBe(409);
    expect(taken.json()).toEqual({ message: englishMessage(AUTH_MESSAGES.emailTaken) });
    expect(hashes).toHaveBeenCalledTimes(1);
  });
});
