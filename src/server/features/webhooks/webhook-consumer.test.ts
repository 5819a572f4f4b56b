import { afterEach, describe, expect, it } from "vitest";
import type { WebhookEndpointWithSecret } from "../../../shared/api-access.js";
import { memberFor } from "../../../../test/support/members.js";
import { freePort } from "../../../../test/support/ports.js";
import { callApi, createPositionAs } from "../../../../test/support/positions.js";
import { spawnCommand, type Spawned } from "../../../../test/support/spawn.js";
import { useTestApp } from "../../../../test/support/test-app.js";
import { TEST_DIALECTS } from "../../../../test/support/test-env.js";

/** The example a member runs (examples/webhook-consumer), on the real clock: it checks each delivery's timestamp. */
describe.each(TEST_DIALECTS)("the webhook consumer example on %s", (dialect) => {
  const t = useTestApp(dialect, { env: { WEBHOOKS_ALLOW_PRIVATE_FOR_TESTING: "true" } });
  let consumer: Spawned | undefined;
  afterEach(async () => {
    consumer?.child.kill("SIGTERM");
    await consumer?.exited;
    consumer = undefined;
  });

  it("verifies every delivery with standardwebhooks and prints each signal once", async () => {
    const admin = (await memberFor(t, "admin", new Date())).cookie;
    const pro = await memberFor(t, "premium", new Date());
    const port = await freePort();
    const registered = await callApi(t, "POST", "/api/account/webhooks", {
      cookie: pro.cookie,
      body: { url: `http://127.0.0.1:${port}/signaldesk`, eventTypes: ["opened", "closed"] },
    });
    const endpoint = registered.json<WebhookEndpointWithSecret>();
    consumer = spawnCommand(process.execPath, ["examples/webhook-consumer/consumer.mjs"], {
      env: { WEBHOOK_SECRET: endpoint.secret, PORT: String(port) },
    });
    await consumer.waitFor(/listening on \d+/);

    await callApi(t, "POST", `/api/account/webhooks/${endpoint.id}/test`, { cookie: pro.cookie });
    const id = await createPositionAs(t, admin, { asset: "ETH", assetClass: "crypto", entryPrice: 3000 });
    const closed = await callApi(t, "POST", `/api/positions/${id}/events`, {
      cookie: admin,
      body: { type: "closed", price: 3100, reason: "manual" },
    });
    expect(closed.statusCode).toBe(201);
    await t.app.jobs.drain();
    await consumer.waitFor(/"type":"closed"/);

    const printed = consumer
      .output()
      .split("\n")
      .filter((line) => line.startsWith("{"))
      .map((line) => JSON.parse(line) as { type: string; position?: { id: string } });
    expect(printed.map((event) => [event.type, event.position?.id])).toEqual([
      ["test", undefined],
      ["opened", id],
      ["closed", id],
    ]);
    expect(consumer.output()).not.toContain("rejected");
    const log = await callApi(t, "GET", `/api/account/webhooks/${endpoint.id}/deliveries`, { cookie: pro.cookie });
    expect(log.json<{ messages: { status: string }[] }>().messages.map((m) => m.status)).toEqual([
      "delivered",
      "delivered",
      "delivered",
    ]);
  });

  it("rejects a delivery signed with another secret", async () => {
    const port = await freePort();
    consumer = spawnCommand(process.execPath, ["examples/webhook-consumer/consumer.mjs"], {
      env: { WEBHOOK_SECRET: "whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw", PORT: String(port) },
    });
    await consumer.waitFor(/listening on \d+/);
    const pro = await memberFor(t, "premium", new Date());
    const registered = await callApi(t, "POST", "/api/account/webhooks", {
      cookie: pro.cookie,
      body: { url: `http://127.0.0.1:${port}/signaldesk`, eventTypes: ["opened"] },
    });
    const endpoint = registered.json<WebhookEndpointWithSecret>();
    await callApi(t, "POST", `/api/account/webhooks/${endpoint.id}/test`, { cookie: pro.cookie });
    await t.app.jobs.drain();
    await consumer.waitFor(/rejected msg_/);
    const log = await callApi(t, "GET", `/api/account/webhooks/${endpoint.id}/deliveries`, { cookie: pro.cookie });
    expect(log.json<{ messages: { status: string; lastStatusCode: number }[] }>().messages).toMatchObject([
      { status: "pending", lastStatusCode: 400 },
    ]);
  });
});
