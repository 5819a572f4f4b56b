import http from "node:http";
import type { AddressInfo } from "node:net";
import { Webhook } from "standardwebhooks";
import { setSubscription } from "./support/database";
import { expect, expectAccessible, registerThroughApi, snapshot, test } from "./support/fixtures";

const IN_30_DAYS = () => new Date(Date.now() + 30 * 86_400_000);

interface Received {
  headers: Record<string, string>;
  body: string;
}

/** A member's own receiver on 127.0.0.1 (the e2e server allows it: WEBHOOKS_ALLOW_PRIVATE_FOR_TESTING). */
async function startReceiver() {
  const received: Received[] = [];
  const server = http.createServer((request, response) => {
    let body = "";
    request.on("data", (chunk: Buffer) => (body += chunk.toString()));
    request.on("end", () => {
      const headers = Object.fromEntries(Object.entries(request.headers).map(([k, v]) => [k, String(v)]));
      received.push({ headers, body });
      response.writeHead(204).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/hooks/signaldesk`;
  return { url, received, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}

test("a Pro member makes an API token and a webhook, sends a test event and sees it delivered", async ({
  page,
  request,
}, testInfo) => {
  test.skip(
    testInfo.project.name !== "desktop",
    "the same token and webhook screens at every width; checked where they are used",
  );
  test.slow();
  const receiver = await startReceiver();
  try {
    const member = await registerThroughApi(page);
    setSubscription(member.email, "premium", IN_30_DAYS());
    await page.goto("/account");

    const tokens = page.getByRole("region", { name: "API tokens" });
    await tokens.getByRole("button", { name: "New token" }).click();
    const dialog = page.getByRole("dialog", { name: "New API token" });
    await dialog.getByLabel("Name").fill("Trading bot");
    await dialog.getByRole("button", { name: "Make token" }).click();
    const shown = page.getByRole("dialog", { name: "Your new API token" }).getByLabel("API token");
    await expect(shown).toHaveText(/^sdm_[A-Za-z0-9_-]{43}$/);
    const token = (await shown.textContent()) ?? "";
    await snapshot(page, testInfo, "api-token-shown-once");
    await page.getByRole("button", { name: "Done" }).click();
    await expect(tokens.getByRole("list", { name: "API tokens" })).toContainText("Trading bot");

    // The member's own script: no session, only the token.
    const read = await request.get("/api/positions", { headers: { authorization: `Bearer ${token}` } });
    expect(read.status()).toBe(200);
    await page.reload();
    await expect(tokens).toContainText("last used");

    const webhooks = page.getByRole("region", { name: "Webhooks" });
    await webhooks.getByLabel("Endpoint URL").fill(receiver.url);
    await webhooks.getByLabel("Note added").check();
    await webhooks.getByRole("button", { name: "Add endpoint" }).click();
    const secret = webhooks.getByLabel("Signing secret", { exact: true });
    await expect(secret).toHaveText(/^whsec_/);
    const signingSecret = (await secret.textContent()) ?? "";
    const endpoint = webhooks.getByRole("listitem", { name: receiver.url });
    await expect(endpoint).toContainText("Signal opened, Target hit, Stop moved, Note added, Closed");
    await snapshot(page, testInfo, "webhook-added");

    await endpoint.getByRole("button", { name: "Send test event" }).click();
    await endpoint.getByText("Delivery log").click();
    const log = endpoint.getByRole("list", { name: "Delivery log" });
    await expect(log.getByRole("listitem").first()).toContainText("Delivered", { timeout: 30_000 });
    await expect(log).toContainText("Test event");
    await expect(log).toContainText("HTTP 204");
    await expectAccessible(page);
    await snapshot(page, testInfo, "webhook-delivery-log");

    expect(receiver.received).toHaveLength(1);
    const [delivery] = receiver.received;
    const event = new Webhook(signingSecret).verify(delivery?.body ?? "", delivery?.headers ?? {});
    expect(event).toMatchObject({ type: "test" });
  } finally {
    await receiver.close();
  }
});

test("a Trial member is shown what API access would give and the way to upgrade", async ({ page }, testInfo) => {
  test.skip(test.info().project.name !== "desktop", "the same card at every width");
  const member = await registerThroughApi(page);
  setSubscription(member.email, "trial", IN_30_DAYS());
  await page.goto("/account");
  const prompt = page.getByRole("region", { name: "API access is part of Pro" });
  await expect(prompt).toContainText("signed webhooks");
  await expect(prompt.getByRole("link", { name: "Upgrade to Pro" })).toBeVisible();
  await expect(page.getByRole("region", { name: "Webhooks" })).toHaveCount(0);
  await snapshot(page, testInfo, "api-access-upgrade");
});
