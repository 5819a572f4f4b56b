import { createECDH, randomBytes } from "node:crypto";
import type { Page } from "@playwright/test";
import { pushEndpointsOf, setSubscription } from "./support/database";
import { isPhone } from "./support/admin";
import {
  boxOf,
  expect,
  expectAccessible,
  logoutThroughMenu,
  registerThroughApi,
  snapshot,
  test,
} from "./support/fixtures";
import { FULL_BROWSER } from "./support/chromium";

test.use(FULL_BROWSER);

// Full-page captures of a member's dashboard grow with every position the run's journeys publish into the shared
// database; on two loaded cores they outlast the default minute.
test.describe.configure({ timeout: 180_000 });

async function openDashboardAsMember(page: Page) {
  const member = await registerThroughApi(page);
  setSubscription(member.email, "premium", new Date("2030-01-15T12:00:00Z"));
  await page.goto("/dashboard");
  await expect(page.getByRole("heading", { name: `Welcome back, ${member.firstName}` })).toBeVisible();
  return member;
}

const card = (page: Page) => page.getByRole("region", { name: "Push notifications" });
const toast = (page: Page, text: string) => page.locator("[data-sonner-toast]").filter({ hasText: text });

/**
 * Headless Chromium has no push service to subscribe with, so the browser's side is stood in for: a
 * subscription shaped as Chromium makes them (an https endpoint, a real P-256 key and a 16-byte secret).
 * Everything from the page's code to the server's storage is real.
 */
async function standInForPushService(page: Page) {
  const endpoint = `https://push.invalid/send/${randomBytes(8).toString("hex")}`;
  const p256dh = createECDH("prime256v1").generateKeys().toString("base64url");
  const auth = randomBytes(16).toString("base64url");
  await page.addInitScript(
    ({ endpoint, p256dh, auth }) => {
      let current: PushSubscription | null = null;
      const make = (options: PushSubscriptionOptionsInit | undefined) =>
        ({
          endpoint,
          expirationTime: null,
          options,
          getKey: () => null,
          toJSON: () => ({ endpoint, expirationTime: null, keys: { p256dh, auth } }),
          unsubscribe: async () => {
            current = null;
            return true;
          },
        }) as unknown as PushSubscription;
      PushManager.prototype.subscribe = async function (options) {
        const key = options?.applicationServerKey;
        if (!(key instanceof Uint8Array) || key.length !== 65) throw new Error("VAPID key expected");
        current = make(options);
        return current;
      };
      if (sessionStorage.getItem("push-stand-in-subscribed") === "true") current = make(undefined);
      PushManager.prototype.getSubscription = async () => current;
    },
    { endpoint, p256dh, auth },
  );
  return endpoint;
}

test("enabling asks permission, subscribes with the server's key and registers; disabling undoes it", async ({
  page,
  context,
}, testInfo) => {
  test.skip(
    test.info().project.name !== "mobile",
    "the same exchange with the browser at every width; the explanations are looked at on both",
  );
  // A long journey with an axe pass over a dashboard that other specs have filled with positions.
  test.slow();
  const endpoint = await standInForPushService(page);
  await context.grantPermissions(["notifications"]);
  const member = await openDashboardAsMember(page);

  await expect(card(page)).toContainText("Enable Push Notifications");
  await card(page).getByRole("button", { name: "Enable Notifications" }).click();
  await expect(toast(page, "Push notifications enabled! You'll receive alerts for new trading signals.")).toBeVisible();
  await expect(card(page)).toContainText("Push Notifications Enabled");
  expect(pushEndpointsOf(member.email)).toEqual([endpoint]);
  await snapshot(page, testInfo, "push-card-enabled");
  await expectAccessible(page);

  await card(page).getByRole("button", { name: "Disable Notifications" }).click();
  await expect(toast(page, "Push notifications disabled")).toBeVisible();
  await expect(card(page).getByRole("button", { name: "Enable Notifications" })).toBeEnabled();
  await expect.poll(() => pushEndpointsOf(member.email)).toEqual([]);
});

test("signing out tells the server to forget this device and drops the browser's subscription", async ({
  page,
  context,
}) => {
  test.skip(
    test.info().project.name !== "mobile",
    "the same exchange with the browser at every width; the explanations are looked at on both",
  );
  const endpoint = await standInForPushService(page);
  await context.grantPermissions(["notifications"]);
  const member = await openDashboardAsMember(page);
  await card(page).getByRole("button", { name: "Enable Notifications" }).click();
  await expect(card(page)).toContainText("Push Notifications Enabled");
  expect(pushEndpointsOf(member.email)).toEqual([endpoint]);

  await logoutThroughMenu(page);
  await expect.poll(() => pushEndpointsOf(member.email)).toEqual([]);
  // The browser drops its subscription after telling the server: it may still be going when the server has forgotten.
  await expect
    .poll(() =>
      page.evaluate(async () => (await (await navigator.serviceWorker.ready).pushManager.getSubscription()) !== null),
    )
    .toBe(false);
});

test("a subscription the server lost is sent again when the app loads", async ({ page, context }) => {
  test.skip(
    test.info().project.name !== "mobile",
    "the same exchange with the browser at every width; the explanations are looked at on both",
  );
  const endpoint = await standInForPushService(page);
  await context.grantPermissions(["notifications"]);
  const member = await openDashboardAsMember(page);
  await card(page).getByRole("button", { name: "Enable Notifications" }).click();
  await expect(card(page)).toContainText("Push Notifications Enabled");
  // The server forgets the device (as after a restored database) while the browser keeps its subscription.
  const forgotten = await page.request.post("/api/notifications/unsubscribe", { data: { subscription: { endpoint } } });
  expect(forgotten.ok()).toBe(true);
  expect(pushEndpointsOf(member.email)).toEqual([]);

  await page.evaluate(() => {
    // The stand-in lives in the page's memory; this keeps it across the reload.
    sessionStorage.setItem("push-stand-in-subscribed", "true");
  });
  await page.reload();
  await expect.poll(() => pushEndpointsOf(member.email)).toEqual([endpoint]);
});

test("without a push service, enabling fails with its toast and nothing is stored", async ({ page, context }) => {
  test.skip(
    test.info().project.name !== "mobile",
    "the same exchange with the browser at every width; the explanations are looked at on both",
  );
  // Headless Chromium's own pushManager.subscribe, with no push service to reach, refuses.
  await context.grantPermissions(["notifications"]);
  const member = await openDashboardAsMember(page);
  await card(page).getByRole("button", { name: "Enable Notifications" }).click();
  await expect(toast(page, "Failed to enable notifications. Please try again.")).toBeVisible();
  await expect(card(page)).toContainText("Enable Push Notifications");
  expect(pushEndpointsOf(member.email)).toEqual([]);
});

/** On a phone the card is one line: what to do about it opens from its title. */
async function openExplanation(page: Page, title: string) {
  if (!isPhone(page)) return;
  const toggle = card(page).getByRole("button", { name: title });
  await expect(toggle).toHaveAttribute("aria-expanded", "false");
  expect((await boxOf(card(page))).height).toBeLessThanOrEqual(56);
  await toggle.click();
  await expect(toggle).toHaveAttribute("aria-expanded", "true");
}

test("a blocked permission explains how to unblock and offers no button that cannot work", async ({
  page,
}, testInfo) => {
  test.skip(test.info().project.name !== "mobile", "the same card at every width; checked where members take pushes");
  await page.addInitScript(() => Object.defineProperty(Notification, "permission", { get: () => "denied" }));
  await openDashboardAsMember(page);
  await expect(card(page)).toContainText("Push Notifications Blocked");
  await expect(card(page).getByRole("button", { name: "Enable Notifications" })).toHaveCount(0);
  await openExplanation(page, "Push Notifications Blocked");
  await expect(card(page).getByText(/set Notifications to Allow/)).toBeVisible();
  await snapshot(page, testInfo, "push-card-blocked");
  await expectAccessible(page);
});

test("a browser without Web Push says so and keeps in-app notifications", async ({ page }, testInfo) => {
  test.skip(test.info().project.name !== "mobile", "the same card at every width; checked where members take pushes");
  await page.addInitScript(() => {
    delete (window as { PushManager?: unknown }).PushManager;
  });
  await openDashboardAsMember(page);
  await expect(card(page)).toContainText("Push Notifications Not Supported");
  await openExplanation(page, "Push Not Supported");
  await expect(card(page).getByText(/In-app notifications still arrive/)).toBeVisible();
  await expect(card(page).getByRole("button", { name: /Enable|Disable/ })).toHaveCount(0);
  await expect(page.locator("main").getByText("Live", { exact: true })).toBeVisible();
  await snapshot(page, testInfo, "push-card-unsupported");
});
