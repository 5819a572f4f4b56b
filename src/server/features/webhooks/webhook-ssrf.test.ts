import { englishMessage } from "../../lib/app-error.js";
import type { LookupFunction } from "node:net";
import { describe, expect, it } from "vitest";
import { API_ACCESS_MESSAGES as M, type WebhookMessage } from "../../../shared/api-access.js";
import { memberFor } from "../../../../test/support/members.js";
import { callApi } from "../../../../test/support/positions.js";
import { TEST_NOW, useTestApp } from "../../../../test/support/test-app.js";
import { TEST_DIALECTS } from "../../../../test/support/test-env.js";
import { useWebhookReceiver } from "../../../../test/support/webhook-receiver.js";
import { AppError } from "../../lib/app-error.js";
import { createWebhookSender } from "./webhook-sender.js";
import { assertPublicEndpoint } from "./webhook-url.js";

/** A resolver that answers every name with `address`, as a name an attacker controls could. */
const resolvingTo =
  (address: string): LookupFunction =>
  (_hostname, options, callback) => {
    const family = address.includes(":") ? 6 : 4;
    if (options.all) callback(null, [{ address, family }]);
    else callback(null, address, family);
  };

const NOT_PUBLIC = [
  "https://127.0.0.1/hook",
  "https://10.1.2.3/hook",
  "https://172.16.0.1/hook",
  "https://192.168.1.1/hook",
  "https://169.254.169.254/latest/meta-data",
  "https://100.64.0.1/hook",
  "https://224.0.0.1/hook",
  "https://[::1]/hook",
  "https://[fd00::1]/hook",
  "https://[fe80::1]/hook",
  "https://[::ffff:127.0.0.1]/hook",
  "https://localhost/hook",
  "https://metadata.google.internal/hook",
  "https://2130706433/hook",
];

describe.each(TEST_DIALECTS)("webhook endpoints on private addresses, on %s", (dialect) => {
  const receiver = useWebhookReceiver();
  const t = useTestApp(dialect, { clockAt: TEST_NOW });

  it("refuses to register an endpoint that is not https on a public address", async () => {
    const pro = await memberFor(t, "premium", t.clock.now());
    for (const url of NOT_PUBLIC) {
      const refused = await callApi(t, "POST", "/api/account/webhooks", {
        cookie: pro.cookie,
        body: { url, eventTypes: ["opened"] },
      });
      expect([url, refused.statusCode, refused.json()]).toEqual([
        url,
        400,
        { message: englishMessage(M.urlNotPublic) },
      ]);
    }
    const plain = await callApi(t, "POST", "/api/account/webhooks", {
      cookie: pro.cookie,
      body: { url: "http://hooks.example.com/x", eventTypes: ["opened"] },
    });
    expect([plain.statusCode, plain.json()]).toEqual([400, { message: englishMessage(M.urlNotHttps) }]);
    expect(await t.database.handle.db.selectFrom("webhook_endpoints").selectAll().execute()).toEqual([]);
  });

  it("refuses at delivery an endpoint whose address is not public, without a request", async () => {
    const pro = await memberFor(t, "premium", t.clock.now());
    // An endpoint stored as registered elsewhere (a name that resolved to a public address then, say).
    await t.database.handle.db
      .insertInto("webhook_endpoints")
      .values({
        id: "ep-1",
        user_id: pro.id,
        url: receiver.url.replace("http:", "https:"),
        event_types: JSON.stringify(["opened"]),
        secret: "whsec_c2VjcmV0c2VjcmV0c2VjcmV0c2VjcmV0",
        previous_secret: null,
        previous_secret_until: null,
        failing_since: null,
        disabled_at: null,
        disabled_reason: null,
        created_at: TEST_NOW.toISOString(),
      })
      .execute();
    expect((await callApi(t, "POST", "/api/account/webhooks/ep-1/test", { cookie: pro.cookie })).statusCode).toBe(202);
    await t.app.jobs.drain();

    expect(receiver.received).toEqual([]);
    const log = await callApi(t, "GET", "/api/account/webhooks/ep-1/deliveries", { cookie: pro.cookie });
    const [message] = log.json<{ messages: WebhookMessage[] }>().messages;
    expect([message?.status, message?.lastError]).toEqual(["pending", englishMessage(M.urlNotPublic)]);
  });
});

describe("webhook addresses after DNS", () => {
  const receiver = useWebhookReceiver();

  it("refuses a name that resolves to a private address, at registration and at delivery", async () => {
    const options = { allowPrivateEndpoints: false, resolveAll: () => Promise.resolve(["10.0.0.8"]) };
    await expect(assertPublicEndpoint("https://hooks.example.com/x", options)).rejects.toThrow(AppError);
    const mixed = { ...options, resolveAll: () => Promise.resolve(["93.184.216.34", "127.0.0.1"]) };
    await expect(assertPublicEndpoint("https://hooks.example.com/x", mixed)).rejects.toThrow(
      englishMessage(M.urlNotPublic),
    );
    await expect(
      assertPublicEndpoint("https://hooks.example.com/x", {
        ...options,
        resolveAll: () => Promise.resolve(["93.184.216.34"]),
      }),
    ).resolves.toBeUndefined();

    const port = new URL(receiver.url).port;
    const send = createWebhookSender({ allowPrivateEndpoints: false, resolve: resolvingTo("127.0.0.1") });
    const answer = await send(`https://hooks.example.com:${port}/x`, {}, "{}");
    expect(answer).toMatchObject({ statusCode: 0, refused: true });
    const mapped = createWebhookSender({ allowPrivateEndpoints: false, resolve: resolvingTo("::ffff:127.0.0.1") });
    expect(await mapped(`https://hooks.example.com:${port}/x`, {}, "{}")).toMatchObject({ refused: true });
    expect(receiver.received).toEqual([]);
  });

  it("follows no redirect: a 3xx is a failed delivery", async () => {
    receiver.status = 302;
    const send = createWebhookSender({ allowPrivateEndpoints: true });
    expect(await send(receiver.url, {}, "{}")).toEqual({ statusCode: 302 });
    expect(receiver.received).toHaveLength(1);
  });
});
