import { englishMessage } from "../../lib/app-error.js";
import { describe, expect, it } from "vitest";
import { API_ACCESS_MESSAGES as M, API_TOKENS_MAX, type CreatedApiToken } from "../../../shared/api-access.js";
import { memberFor } from "../../../../test/support/members.js";
import { callApi, createPositionAs } from "../../../../test/support/positions.js";
import { TEST_NOW, useTestApp, type TestApp } from "../../../../test/support/test-app.js";
import { TEST_DIALECTS } from "../../../../test/support/test-env.js";

const MINUTE = 60_000;

async function tokenOf(t: TestApp, cookie: string, name = "my script"): Promise<CreatedApiToken> {
  const response = await callApi(t, "POST", "/api/account/api-tokens", { cookie, body: { name } });
  expect(response.statusCode, response.body).toBe(201);
  return response.json<CreatedApiToken>();
}

const withToken = (t: TestApp, method: "GET" | "PUT", url: string, token: string) =>
  t.app.inject({ method, url, headers: { authorization: `Bearer ${token}` } });

const setStatus = (t: TestApp, userId: string, status: "trial" | "premium") =>
  t.database.handle.db.updateTable("users").set({ subscription_status: status }).where("id", "=", userId).execute();

describe.each(TEST_DIALECTS)("members' API tokens on %s", (dialect) => {
  const t = useTestApp(dialect, { clockAt: TEST_NOW });

  it("lets a Pro member read positions, histories and statistics with a token shown once", async () => {
    const admin = await memberFor(t, "admin", t.clock.now());
    const id = await createPositionAs(t, admin.cookie);
    const pro = await memberFor(t, "premium", t.clock.now());
    const created = await tokenOf(t, pro.cookie);
    expect(created.token).toMatch(/^sdm_[A-Za-z0-9_-]{43}$/);

    const positions = await withToken(t, "GET", "/api/positions", created.token);
    expect(positions.statusCode, positions.body).toBe(200);
    expect(positions.json<{ id: string }[]>().map((p) => p.id)).toContain(id);
    expect((await withToken(t, "GET", `/api/positions/${id}/history`, created.token)).statusCode).toBe(200);
    expect((await withToken(t, "GET", "/api/positions/performance", created.token)).statusCode).toBe(200);

    const list = await callApi(t, "GET", "/api/account/api-tokens", { cookie: pro.cookie });
    expect(list.body).not.toContain(created.token);
    expect(list.json<{ tokens: unknown[] }>().tokens).toEqual([
      { id: created.id, name: "my script", createdAt: TEST_NOW.toISOString(), lastUsedAt: TEST_NOW.toISOString() },
    ]);
  });

  it("refuses a token any change, and any route outside the readable ones", async () => {
    const admin = await memberFor(t, "admin", t.clock.now());
    const id = await createPositionAs(t, admin.cookie);
    const pro = await memberFor(t, "premium", t.clock.now());
    const { token } = await tokenOf(t, pro.cookie);

    const follow = await withToken(t, "PUT", `/api/positions/${id}/follow`, token);
    expect([follow.statusCode, follow.json()]).toEqual([403, { message: englishMessage(M.tokenReadOnly) }]);
    for (const url of ["/api/account/api-tokens", "/api/payments", "/api/auth/sessions", "/api/admin/users"]) {
      const refused = await withToken(t, "GET", url, token);
      expect([url, refused.statusCode, refused.json()]).toEqual([
        url,
        403,
        { message: englishMessage(M.tokenNotForRoute) },
      ]);
    }
  });

  it("answers 401 for a revoked token", async () => {
    const pro = await memberFor(t, "premium", t.clock.now());
    const { id, token } = await tokenOf(t, pro.cookie);
    expect((await callApi(t, "DELETE", `/api/account/api-tokens/${id}`, { cookie: pro.cookie })).statusCode).toBe(204);

    const refused = await withToken(t, "GET", "/api/positions", token);
    expect([refused.statusCode, refused.json()]).toEqual([401, { message: englishMessage(M.tokenRevoked) }]);
  });

  it("refuses with the reason while the plan no longer includes API access, and answers again when it returns", async () => {
    const pro = await memberFor(t, "premium", t.clock.now());
    const { token } = await tokenOf(t, pro.cookie);
    await setStatus(t, pro.id, "trial");
    const refused = await withToken(t, "GET", "/api/positions", token);
    expect([refused.statusCode, refused.json()]).toEqual([403, { message: englishMessage(M.planLacksApiAccess) }]);

    await setStatus(t, pro.id, "premium");
    expect((await withToken(t, "GET", "/api/positions", token)).statusCode).toBe(200);
  });

  it("makes no token for a member whose plan lacks API access, and at most five for a Pro member", async () => {
    const trial = await memberFor(t, "trial", t.clock.now());
    const refused = await callApi(t, "POST", "/api/account/api-tokens", { cookie: trial.cookie, body: { name: "x" } });
    expect([refused.statusCode, refused.json()]).toEqual([403, { message: englishMessage(M.proOnly) }]);

    const pro = await memberFor(t, "premium", t.clock.now());
    for (let n = 0; n < API_TOKENS_MAX; n++) await tokenOf(t, pro.cookie, `token ${n}`);
    const sixth = await callApi(t, "POST", "/api/account/api-tokens", { cookie: pro.cookie, body: { name: "six" } });
    expect([sixth.statusCode, sixth.json()]).toEqual([
      409,
      { message: englishMessage(M.tooManyTokens, { max: API_TOKENS_MAX }) },
    ]);
    const blank = await callApi(t, "POST", "/api/account/api-tokens", { cookie: pro.cookie, body: { name: "  " } });
    expect(blank.statusCode).toBe(400);
  });
});

describe.each(TEST_DIALECTS)("API tokens and early access on %s", (dialect) => {
  const t = useTestApp(dialect, { clockAt: TEST_NOW, earlyAccessMinutes: 10 });

  it("shows a Pro token an entry before its release, and a lapsed member's token nothing", async () => {
    const admin = await memberFor(t, "admin", t.clock.now());
    const pro = await memberFor(t, "premium", t.clock.now());
    const lapsed = await memberFor(t, "premium", t.clock.now());
    const proToken = (await tokenOf(t, pro.cookie)).token;
    const lapsedToken = (await tokenOf(t, lapsed.cookie)).token;
    await setStatus(t, lapsed.id, "trial");
    const id = await createPositionAs(t, admin.cookie);

    const early = await withToken(t, "GET", "/api/positions", proToken);
    expect(early.json<{ id: string }[]>().map((p) => p.id)).toContain(id);
    expect((await withToken(t, "GET", `/api/positions/${id}/history`, lapsedToken)).statusCode).toBe(403);
    const lapsedList = await withToken(t, "GET", "/api/positions", lapsedToken);
    expect(lapsedList.statusCode).toBe(403);
    expect(lapsedList.body).not.toContain(id);
    t.clock.advance(11 * MINUTE);
    expect((await withToken(t, "GET", `/api/positions/${id}/history`, proToken)).statusCode).toBe(200);
  });
});
