import { englishMessage } from "../../lib/app-error.js";
import { describe, expect, it } from "vitest";
import { AUTH_MESSAGES } from "../../../shared/auth.js";
import { TEST_DIALECTS } from "../../../../test/support/test-env.js";
import { newMember, postJson, sessionCookieOf, useTestApp } from "../../../../test/support/test-app.js";
import { resetMailsTo } from "../../../../test/support/mail.js";

/** From the most common passwords, each at least the 8 characters the length rule asks. */
const COMMON_PASSWORDS = ["password123", "12345678", "qwertyuiop", "iloveyou1", "sunshine1"];
const STRONG = "copper lantern drifts north";

describe.each(TEST_DIALECTS)("password strength on %s", (dialect) => {
  const t = useTestApp(dialect);

  function expectRefusedAsWeak(response: { statusCode: number; json(): unknown }, field: string) {
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      message: englishMessage(AUTH_MESSAGES.passwordTooWeak),
      errors: { [field]: englishMessage(AUTH_MESSAGES.passwordTooWeak) },
    });
  }

  it("refuses a common password at registration and creates no account", async () => {
    const member = newMember();
    for (const password of COMMON_PASSWORDS) {
      expectRefusedAsWeak(await postJson(t.app, "/api/auth/register", { ...member, password }), "password");
    }
    expect(
      (await postJson(t.app, "/api/auth/login", { email: member.email, password: "password123" })).statusCode,
    ).toBe(401);
    expect((await postJson(t.app, "/api/auth/register", { ...member, password: STRONG })).statusCode).toBe(201);
  });

  it("refuses a password made of the member's own name or email", async () => {
    const jane = newMember({
      firstName: "Jane",
      lastName: "Whitfield",
      email: `jane.whitfield${Date.now()}@example.com`,
    });
    for (const password of ["Jane2026!", "Whitfield1!", "janewhitfield"]) {
      expectRefusedAsWeak(await postJson(t.app, "/api/auth/register", { ...jane, password }), "password");
    }
  });

  it("refuses a common password on a reset and leaves the link usable", async () => {
    const member = newMember();
    await postJson(t.app, "/api/auth/register", member);
    await postJson(t.app, "/api/auth/forgot-password", { email: member.email });
    await t.app.backgroundTasks.idle();
    const [mail] = await resetMailsTo(t, member.email);
    const token = mail?.text.match(/reset-password\?token=([\w-]+)/)?.[1] ?? "";

    for (const password of COMMON_PASSWORDS) {
      expectRefusedAsWeak(await postJson(t.app, "/api/auth/reset-password", { token, password }), "password");
    }
    const reset = await postJson(t.app, "/api/auth/reset-password", { token, password: STRONG });
    expect(reset.statusCode).toBe(200);
    expect((await postJson(t.app, "/api/auth/login", { email: member.email, password: STRONG })).statusCode).toBe(200);
  });

  it("refuses a common password on a change and keeps the current one", async () => {
    const member = newMember();
    const cookie = sessionCookieOf(await postJson(t.app, "/api/auth/register", member));
    for (const newPassword of COMMON_PASSWORDS) {
      const response = await postJson(
        t.app,
        "/api/auth/change-password",
        { currentPassword: member.password, newPassword },
        cookie,
      );
      expectRefusedAsWeak(response, "newPassword");
    }
    const login = await postJson(t.app, "/api/auth/login", { email: member.email, password: member.password });
    expect(login.statusCode).toBe(200);
    const changed = await postJson(
      t.app,
      "/api/auth/change-password",
      { currentPassword: member.password, newPassword: STRONG },
      cookie,
    );
    expect(changed.statusCode).toBe(200);
  });
});
