import { beforeEach, describe, expect, it } from "vitest";
import type { CreatedProviderKey, ProviderKey } from "../../../shared/automation.js";
import { cookieFor } from "../../../../test/support/members.js";
import { callApi, positionInput } from "../../../../test/support/positions.js";
import { TEST_NOW, useTestApp } from "../../../../test/support/test-app.js";
import { TEST_DIALECTS } from "../../../../test/support/test-env.js";

// A key is made only from a session whose second factor was checked lately: step-up-coverage.test.ts.
describe.each(TEST_DIALECTS)("provider API keys on %s", (dialect) => {
  const t = useTestApp(dialect, { clockAt: TEST_NOW });
  let admin: string;
  beforeEach(async () => {
    admin = (await cookieFor(t, "admin", t.clock.now())) ?? "";
  });

  const createKey = async (scopes: string[]) => {
    const response = await callApi(t, "POST", "/api/admin/automation/keys", {
      cookie: admin,
      body: { name: "Signal bot", scopes },
    });
    expect(response.statusCode).toBe(201);
    return response.json<CreatedProviderKey>();
  };
  /** A script's call: the key as a Bearer token, no cookie, no Origin. */
  const withKey = (secret: string, method: "GET" | "POST" | "PUT", url: string, body?: unknown) =>
    t.app.inject({
      method,
      url,
      headers: { authorization: `Bearer ${secret}`, ...(body ? { "content-type": "application/json" } : {}) },
      ...(body ? { payload: JSON.stringify(body) } : {}),
    });

  it("publishes with a publish key, naming the key on the position's events and in the admin log", async () => {
    const { key, secret } = await createKey(["publish", "read"]);
    expect(secret).toMatch(/^sdk_[A-Za-z0-9_-]{43}$/);
    const created = await withKey(secret, "POST", "/api/positions", positionInput());
    expect(created.statusCode).toBe(201);
    const positionId = created.json<{ id: string }>().id;
    const hit = await withKey(secret, "POST", `/api/positions/${positionId}/events`, { type: "note", text: "Holding" });
    expect(hit.statusCode).toBe(201);

    const events = await t.database.handle.db
      .selectFrom("position_events")
      .select(["type", "via"])
      .where("position_id", "=", positionId)
      .orderBy("seq")
      .execute();
    expect(events).toEqual([
      { type: "opened", via: `key:${key.id}` },
      { type: "note", via: `key:${key.id}` },
    ]);
    const history = await callApi(t, "GET", `/api/positions/${positionId}/history`, { cookie: admin });
    expect(history.json<{ actorName: string }[]>().map((entry) => entry.actorName)).toEqual([
      expect.stringMatching(/ \(API key\)$/),
      expect.stringMatching(/ \(API key\)$/),
    ]);
    const log = await callApi(t, "GET", "/api/admin/log?action=position.publish", { cookie: admin });
    expect(log.json<{ adminName: string }[]>()[0]?.adminName).toMatch(/\(API key Signal bot\)$/);

    const listed = await callApi(t, "GET", "/api/admin/automation/keys", { cookie: admin });
    expect(listed.json<ProviderKey[]>()[0]).toMatchObject({ lastUsedAt: TEST_NOW.toISOString(), revokedAt: null });
    expect(listed.body).not.toContain(secret);
  });

  it("lets a read key only read, and keeps every key off accounts, billing and members", async () => {
    const { secret } = await createKey(["read"]);
    expect((await withKey(secret, "GET", "/api/positions")).statusCode).toBe(200);
    const write = await withKey(secret, "POST", "/api/positions", positionInput());
    expect(write.statusCode).toBe(403);
    expect(write.json()).toEqual({ message: "This API key lacks the publish scope" });

    const publisher = (await createKey(["publish", "read"])).secret;
    for (const url of ["/api/admin/users", "/api/auth/me", "/api/account/payments", "/api/admin/automation/keys"]) {
      const refused = await withKey(publisher, "GET", url);
      expect([url, refused.statusCode, refused.json()]).toEqual([
        url,
        403,
        { message: "API keys cannot be used for this request" },
      ]);
    }
  });

  it("refuses a key once revoked, and an unknown key, with 401", async () => {
    const { key, secret } = await createKey(["publish", "read"]);
    const revoke = await callApi(t, "POST", `/api/admin/automation/keys/${key.id}/revoke`, { cookie: admin });
    expect(revoke.json<ProviderKey>().revokedAt).toBe(TEST_NOW.toISOString());
    const refused = await withKey(secret, "GET", "/api/positions");
    expect(refused.statusCode).toBe(401);
    expect(refused.json()).toEqual({ message: "This API key is not valid: it was revoked or never existed" });
    expect((await withKey(`sdk_${"A".repeat(43)}`, "GET", "/api/positions")).statusCode).toBe(401);
  });
});
