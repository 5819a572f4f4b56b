import { describe, expect, it } from "vitest";
import { TEST_DIALECTS } from "../../../../test/support/test-env.js";
import {
  useTestApps,
  manualClock,
  newMember,
  postJson,
  sessionCookieOf,
  type TestApp,
} from "../../../../test/support/test-app.js";
import { resetMailsTo } from "../../../../test/support/mail.js";
import { sweepExpiredRecords } from "../../housekeeping.js";

describe.each(TEST_DIALECTS)("reset links and mail on %s", (dialect) => {
  let t: TestApp;
  const startApp = useTestApps();

  async function resetLinkOf(email: string): Promise<{ link: string; token: string }> {
    await t.app.backgroundTasks.idle();
    const [mail] = await resetMailsTo(t, email);
    const link = mail?.text.match(/https?:\/\/\S+\/reset-password\?token=([\w-]+)/);
    if (!link?.[1]) throw new Error("no reset link in the outbox");
    return { link: link[0], token: link[1] };
  }

  it("never writes a reset token, reset link or session cookie to the log across a reset", async () => {
    t = await startApp(dialect);
    const member = newMember();
    const cookieHeader = sessionCookieOf(await postJson(t.app, "/api/auth/register", member));
    const sessionValue = cookieHeader.split("=")[1] ?? "";
    expect((await postJson(t.app, "/api/auth/forgot-password", { email: member.email })).statusCode).toBe(202);
    const { link, token } = await resetLinkOf(member.email);
    // The page the link opens, as a browser asks for it: the request line is logged.
    await t.app.inject({ method: "GET", url: `/reset-password?token=${token}`, headers: { cookie: cookieHeader } });
    const reset = await postJson(
      t.app,
      "/api/auth/reset-password",
      { token, password: "a brand new secret" },
      cookieHeader,
    );
    expect(reset.statusCode).toBe(200);
    const signedIn = await postJson(t.app, "/api/auth/login", { email: member.email, password: "a brand new secret" });
    const newSession = sessionCookieOf(signedIn).split("=")[1] ?? "";
    await t.app.inject({ method: "GET", url: "/api/auth/me", headers: { cookie: sessionCookieOf(signedIn) } });

    const logged = t.logs.join("");
    expect(logged).toContain("/reset-password?token=[redacted]");
    for (const secret of [token, link, sessionValue, newSession]) expect(logged).not.toContain(secret);
  });

  it("gives up an undelivered email after 24 hours and empties its content", async () => {
    const clock = manualClock();
    t = await startApp(dialect, { clock });
    const member = newMember();
    await postJson(t.app, "/api/auth/register", member);
    await postJson(t.app, "/api/auth/forgot-password", { email: member.email });
    const { token } = await resetLinkOf(member.email);

    clock.advance(23 * 60 * 60 * 1000);
    await sweepExpiredRecords(t.database.handle.db, clock.now());
    expect((await resetMailsTo(t, member.email))[0]?.text).toContain(token);

    clock.advance(60 * 60 * 1000 + 1);
    await sweepExpiredRecords(t.database.handle.db, clock.now());
    const [kept] = await resetMailsTo(t, member.email);
    expect(kept).toMatchObject({ status: "failed", text: "" });
  });
});
