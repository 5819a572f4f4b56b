import { describe, expect, it, vi } from "vitest";
import { AUTH_MESSAGES } from "../../../shared/auth.js";
import { TEST_DIALECTS } from "../../../../test/support/test-env.js";
import { useTestApps, newMember, postJson, type TestApp } from "../../../../test/support/test-app.js";
import type { Email, Mailer } from "../mail/mailer.js";
import type * as passwords from "./passwords.js";
import { hashPassword } from "./passwords.js";

vi.mock("./passwords.js", async (importOriginal) => {
  const real = await importOriginal<typeof passwords>();
  return { ...real, hashPassword: vi.fn(real.hashPassword) };
});

/** A mail server that holds every message until released: what the answer waits for shows. */
function heldMailer() {
  const sent: Email[] = [];
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  const mailer: Mailer = {
    async send(email) {
      sent.push(email);
      await released;
    },
  };
  return { mailer, sent, release };
}

describe.each(TEST_DIALECTS)("account probing on %s", (dialect) => {
  let t: TestApp;
  const startApp = useTestApps();

  it("answers forgot-password for an existing and a missing address before any mail work", async () => {
    const held = heldMailer();
    t = await startApp(dialect, { mailer: held.mailer });
    const member = newMember();
    await postJson(t.app, "/api/auth/register", member);

    for (const email of [member.email, "nobody-here@example.com"]) {
      // Only the answer is awaited: a handler that waited for the mail would never answer while it is held.
      const response = await postJson(t.app, "/api/auth/forgot-password", { email });
      expect(response.statusCode).toBe(202);
      expect(response.json()).toEqual({ message: AUTH_MESSAGES.resetRequested });
    }
    held.release();
    await t.app.backgroundTasks.idle();
    const resets = held.sent.filter((mail) => mail.subject.startsWith("Reset your"));
    expect(resets.map((mail) => mail.to)).toEqual([member.email]);
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
    expect(taken.json()).toEqual({ message: AUTH_MESSAGES.emailTaken });
    expect(hashes).toHaveBeenCalledTimes(1);
  });
});
