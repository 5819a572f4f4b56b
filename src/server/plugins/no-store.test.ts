import { describe, expect, it } from "vitest";
import { memberFor } from "../../../test/support/members.js";
import { TEST_NOW, newMember, postJson, useTestApp } from "../../../test/support/test-app.js";
import { TEST_DIALECTS } from "../../../test/support/test-env.js";

describe.each(TEST_DIALECTS)("caching of signed-in answers on %s", (dialect) => {
  const t = useTestApp(dialect, { clockAt: TEST_NOW });
  const clock = t.clock;

  const get = (url: string, cookie?: string) => t.app.inject({ method: "GET", url, headers: cookie ? { cookie } : {} });

  it("marks every API answer to a signed-in member or admin no-store, errors included", async () => {
    const member = await memberFor(t, "premium", clock.now());
    const admin = await memberFor(t, "admin", clock.now());
    const answers = [
      await get("/api/auth/me", member.cookie),
      await get("/api/payments", member.cookie),
      await get("/api/positions/follows", member.cookie),
      await get("/api/positions/performance", member.cookie),
      await get("/api/notifications", member.cookie),
      await get("/api/positions/00000000-0000-4000-8000-000000000000/history", member.cookie),
      await get("/api/admin/users", member.cookie),
      await get("/api/admin/users", admin.cookie),
      await get("/api/admin/stats", admin.cookie),
      await get("/api/admin/settings", admin.cookie),
    ];
    expect(answers.map((a) => a.statusCode)).toEqual([200, 200, 200, 200, 200, 404, 403, 200, 200, 200]);
    for (const answer of answers) expect(answer.headers["cache-control"], answer.body).toMatch(/\bno-store\b/);
  });

  it("marks the answers that set or clear the session cookie no-store", async () => {
    const member = newMember();
    const registered = await postJson(t.app, "/api/auth/register", member);
    const signedIn = await postJson(t.app, "/api/auth/login", { email: member.email, password: member.password });
    const cookie = signedIn.cookies.map((c) => `${c.name}=${c.value}`).join("; ");
    const signedOut = await postJson(t.app, "/api/auth/logout", {}, cookie);
    for (const answer of [registered, signedIn, signedOut]) {
      expect(answer.headers["set-cookie"], answer.body).toBeDefined();
      expect(answer.headers["cache-control"], answer.body).toMatch(/\bno-store\b/);
    }
  });

  it("keeps the positions list private and revalidated by ETag, answering 304 when unchanged", async () => {
    const member = await memberFor(t, "premium", clock.now());
    const first = await get("/api/positions", member.cookie);
    expect(first.statusCode).toBe(200);
    expect(first.headers["cache-control"]).toBe("private, no-cache");
    const again = await t.app.inject({
      method: "GET",
      url: "/api/positions",
      headers: { cookie: member.cookie, "if-none-match": String(first.headers.etag) },
    });
    expect(again.statusCode).toBe(304);
  });
});
