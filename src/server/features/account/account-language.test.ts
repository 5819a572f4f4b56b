import { describe, expect, it } from "vitest";
import type { PublicUser } from "../../../shared/users.js";
import { memberFor } from "../../../../test/support/members.js";
import { callApi } from "../../../../test/support/positions.js";
import { TEST_NOW, useTestApp } from "../../../../test/support/test-app.js";
import { TEST_DIALECTS } from "../../../../test/support/test-env.js";

describe.each(TEST_DIALECTS)("a member's language on %s", (dialect) => {
  const t = useTestApp(dialect, { clockAt: TEST_NOW });
  const me = async (cookie: string) => (await callApi(t, "GET", "/api/auth/me", { cookie })).json<PublicUser>();
  const choose = (cookie: string | undefined, body: unknown) =>
    callApi(t, "PATCH", "/api/account", { ...(cookie ? { cookie } : {}), body });

  it("is none until chosen, then stored on the account: every session of the member sees it", async () => {
    const member = await memberFor(t, "trial", t.clock.now());
    expect((await me(member.cookie)).language).toBeNull();
    const chose = await choose(member.cookie, { language: "ar" });
    expect(chose.statusCode).toBe(200);
    expect(chose.json<PublicUser>()).toMatchObject({ id: member.id, language: "ar" });
    expect((await me(member.cookie)).language).toBe("ar");
    // Another device signs in and finds it there.
    const elsewhere = await callApi(t, "POST", "/api/auth/login", {
      body: { email: member.email, password: member.password },
    });
    const cookie = elsewhere.headers["set-cookie"];
    const sessionCookie = (Array.isArray(cookie) ? cookie[0] : cookie)?.split(";")[0] ?? "";
    expect((await me(sessionCookie)).language).toBe("ar");
    expect((await choose(member.cookie, { language: "pt-BR" })).json<PublicUser>().language).toBe("pt-BR");
    expect((await me(sessionCookie)).language).toBe("pt-BR");
  });

  it("refuses a language SignalDesk does not speak, or anything else in the change, and keeps the one stored", async () => {
    const member = await memberFor(t, "inactive", t.clock.now());
    await choose(member.cookie, { language: "es" });
    for (const body of [
      { language: "fr" },
      { language: "pt" },
      { language: "" },
      {},
      { language: "tr", role: "admin" },
    ]) {
      const refused = await choose(member.cookie, body);
      expect(refused.statusCode, JSON.stringify(body)).toBe(400);
      expect(typeof refused.json<{ message: string }>().message).toBe("string");
    }
    const unknown = await choose(member.cookie, { language: "fr" });
    // Said in the member's stored language (docs/decisions/0038-server-messages.md).
    expect(unknown.json<{ message: string }>().message).toBe(
      "Elige uno de los idiomas de SignalDesk: en, es, pt-BR, ru, tr, ar, id.",
    );
    expect(await me(member.cookie)).toMatchObject({ language: "es", role: "user" });
  });

  it("is for a signed-in member only", async () => {
    expect((await choose(undefined, { language: "es" })).statusCode).toBe(401);
  });
});
