import { describe, expect, it } from "vitest";
import { TEST_DIALECTS } from "../../../test/support/test-env.js";
import { newMember, postJson, useTestApp } from "../../../test/support/test-app.js";

describe.each(TEST_DIALECTS)("client errors on %s", (dialect) => {
  const t = useTestApp(dialect);

  it("answers text with a NUL character as the client's mistake, never a 500", async () => {
    const register = await postJson(t.app, "/api/auth/register", { ...newMember(), email: "a\u0000b@example.com" });
    expect(register.statusCode).toBeGreaterThanOrEqual(400);
    expect(register.statusCode).toBeLessThan(500);
    const login = await postJson(t.app, "/api/auth/login", { email: "a\u0000b@example.com", password: "whatever 123" });
    expect(login.statusCode).toBeGreaterThanOrEqual(400);
    expect(login.statusCode).toBeLessThan(500);
    expect(login.json<{ message: string }>().message).toEqual(expect.any(String));
  });

  it("answers a malformed or over-long path with JSON {message}", async () => {
    const badUrl = await t.app.inject({ method: "GET", url: "/api/payments/local/sessions/%E0%A4%A" });
    expect(badUrl.statusCode).toBe(400);
    expect(badUrl.json()).toEqual({ message: "The address is not a valid URL" });
    const tooLong = await t.app.inject({
      method: "POST",
      url: `/api/payments/local/sessions/${"x".repeat(300)}/complete`,
    });
    expect(tooLong.statusCode).toBe(414);
    expect(tooLong.json()).toEqual({ message: "The address is too long" });
  });
});
