import { describe, expect, it } from "vitest";
import type { CreatedApiToken } from "../../../shared/api-access.js";
import { WS_CLOSE_ACCESS_ENDED } from "../../../shared/notifications.js";
import { listening, openLive, upgradeOutcome } from "../../../../test/support/live.js";
import { memberFor } from "../../../../test/support/members.js";
import { callApi, createPositionAs } from "../../../../test/support/positions.js";
import { TEST_NOW, useTestApp, type TestApp } from "../../../../test/support/test-app.js";
import { TEST_DIALECTS } from "../../../../test/support/test-env.js";

async function tokenOf(t: TestApp, cookie: string): Promise<CreatedApiToken> {
  const response = await callApi(t, "POST", "/api/account/api-tokens", { cookie, body: { name: "live script" } });
  return response.json<CreatedApiToken>();
}

/** A script on the live channel with a member's API token (docs/integrations.md#api-tokens), from no web page. */
describe.each(TEST_DIALECTS)("the live channel with an API token on %s", (dialect) => {
  const t = useTestApp(dialect, { clockAt: TEST_NOW });

  it("hears new positions as its member would, and is closed once the token is revoked", async () => {
    const admin = await memberFor(t, "admin", t.clock.now());
    const pro = await memberFor(t, "premium", t.clock.now());
    const { id, token } = await tokenOf(t, pro.cookie);
    const live = await openLive(await listening(t), { origin: null, authorization: `Bearer ${token}` });
    await live.received(1);
    const positionId = await createPositionAs(t, admin.cookie, { asset: "XAU/USD", assetClass: "commodities" });
    const [, added] = await live.received(2);
    expect(added).toMatchObject({ type: "position_added", data: { position: { id: positionId } } });

    const revoked = await callApi(t, "DELETE", `/api/account/api-tokens/${id}`, { cookie: pro.cookie });
    expect(revoked.statusCode, revoked.body).toBe(204);
    expect((await live.closed).code).toBe(WS_CLOSE_ACCESS_ENDED);
  });

  it("refuses the upgrade to a revoked token (401) and to a member whose plan lacks API access (403)", async () => {
    const base = await listening(t);
    expect(await upgradeOutcome(base, { origin: null, authorization: `Bearer sdm_${"x".repeat(43)}` })).toBe(401);
    const pro = await memberFor(t, "premium", t.clock.now());
    const { token } = await tokenOf(t, pro.cookie);
    await t.database.handle.db
      .updateTable("users")
      .set({ subscription_status: "trial" })
      .where("id", "=", pro.id)
      .execute();
    expect(await upgradeOutcome(base, { origin: null, authorization: `Bearer ${token}` })).toBe(403);
  });
});
