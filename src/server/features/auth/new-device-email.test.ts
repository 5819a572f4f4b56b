import { describe, expect, it } from "vitest";
import { TEST_DIALECTS } from "../../../../test/support/test-env.js";
import { newMember, TEST_NOW, TEST_ORIGIN, useTestApp } from "../../../../test/support/test-app.js";
import { outboxMailsTo } from "../../../../test/support/mail.js";

const PHONE =
  "Mozilla/5.0 (Linux; Android 14; Pixel 7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.0.0 Mobile Safari/537.36";
const LAPTOP =
  "Mozilla/5.0 (Macintosh; Intel Mac OS X 14_1) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.1 Safari/605.1.15";

describe.each(TEST_DIALECTS)("the new sign-in email on %s", (dialect) => {
  const t = useTestApp(dialect, { clockAt: TEST_NOW });
  const member = newMember();
  const post = async (url: string, body: unknown, userAgent: string) => {
    const response = await t.app.inject({
      method: "POST",
      url,
      headers: { "content-type": "application/json", "user-agent": userAgent, origin: TEST_ORIGIN },
      payload: JSON.stringify(body),
    });
    await t.app.backgroundTasks.idle();
    return response;
  };
  const signIn = (userAgent: string) =>
    post("/api/auth/login", { email: member.email, password: member.password }, userAgent);
  const newSignInMails = async () =>
    (await outboxMailsTo(t, member.email)).filter((mail) => mail.subject === "New sign-in to your account");

  it("is sent at a sign-in from a device the account has not used, and not from one it has", async () => {
    expect((await post("/api/auth/register", member, PHONE)).statusCode).toBe(201);
    expect((await signIn(PHONE)).statusCode).toBe(200);
    expect(await newSignInMails()).toEqual([]);

    t.clock.advance(60_000);
    expect((await signIn(LAPTOP)).statusCode).toBe(200);
    const [mail, ...more] = await newSignInMails();
    expect(more).toEqual([]);
    expect(mail?.text).toContain("Device: Safari on macOS");
    expect(mail?.text).toContain("Address: 127.0.0.1");
    expect(mail?.text).toContain("Time: Nov 21, 2026, 12:01 PM UTC");
    expect(mail?.text).toContain("http://localhost:3000/account");

    // Signed out everywhere, the account still knows its devices.
    await t.database.handle.db.deleteFrom("sessions").execute();
    expect((await signIn(LAPTOP)).statusCode).toBe(200);
    expect((await signIn(PHONE)).statusCode).toBe(200);
    expect(await newSignInMails()).toHaveLength(1);
  });
});
