import type { Page } from "@playwright/test";
import { signInAsAdmin } from "./support/admin";
import { setSubscription } from "./support/database";
import { expect, expectAccessible, registerThroughApi, snapshot, test } from "./support/fixtures";
import { signInAdmin, uniqueTag } from "./support/positions";
import { FULL_BROWSER } from "./support/chromium";

test.use(FULL_BROWSER);

test.skip(({ isMobile }) => !isMobile, "nothing here depends on the width; members follow signals on their phones");

async function openDashboardAsMember(page: Page) {
  const member = await registerThroughApi(page);
  setSubscription(member.email, "premium", new Date("2030-01-15T12:00:00Z"));
  await page.goto("/dashboard");
  await expect(page.getByRole("heading", { name: `Welcome back, ${member.firstName}` })).toBeVisible();
  return member;
}

const liveIndicator = (page: Page) => page.locator("main").getByText("Live", { exact: true });
const offlineIndicator = (page: Page) => page.locator("main").getByText("Offline", { exact: true });
const bell = (page: Page) => page.getByRole("button", { name: /^Notifications/ });
const toastFor = (page: Page, text: string) => page.locator("[data-sonner-toast]").filter({ hasText: text });

const gbpusd = (tag: string) =>
  ({
    asset: `GBP/USD ${tag}`,
    assetClass: "forex",
    direction: "long",
    entryPrice: 1.2714,
    targetPrice: 1.2914,
    stopLoss: 1.2614,
    riskLevel: "high",
    status: "active",
  }) as const;

// Every member hears of every position, and other tests publish beside this one: assertions look at this
// test's own items (by tag), not at totals.
test("a member sees a position the admin publishes within a second: toast, feed item and list", async ({
  page,
  playwright,
  baseURL,
}, testInfo) => {
  // A long journey with an axe pass over a dashboard that other specs have filled with positions.
  test.slow();
  await openDashboardAsMember(page);
  await expect(liveIndicator(page)).toBeVisible();
  await expect(bell(page)).toHaveAccessibleName(/\(Live\)$/);

  const tag = uniqueTag();
  const admin = await signInAdmin(playwright, baseURL);
  await admin.createPosition(gbpusd(tag));
  const published = Date.now();
  const left = () => Math.max(1, 1_000 - (Date.now() - published));
  const message = `New signal: GBP/USD ${tag} LONG at 1.27140`;

  await expect(toastFor(page, message)).toBeVisible({ timeout: left() });
  await expect(page.getByRole("heading", { name: `GBP/USD ${tag}` }).first()).toBeVisible({ timeout: left() });
  await expect(bell(page)).toHaveAccessibleName(/^Notifications, \d+ unread \(Live\)$/, { timeout: left() });

  await bell(page).click();
  const feed = page.getByRole("dialog", { name: "Notifications" });
  const item = feed.getByRole("listitem").filter({ hasText: message });
  await expect(item).toBeVisible();
  await expect(item).toContainText("New signal");
  await expect(item).toContainText("HIGH RISK");
  await expect(feed.getByText("Live", { exact: true })).toBeVisible();
  await snapshot(page, testInfo, "notification-feed");
  await expectAccessible(page);

  await item.getByRole("button", { name: `Mark read: ${message}` }).click();
  await expect(item.getByRole("button", { name: /^Mark read/ })).toHaveCount(0);

  // Read state lives on the server (docs/product.md#notifications): it survives a reload.
  await page.reload();
  await bell(page).click();
  await expect(item).toBeVisible();
  await expect(item.getByRole("button", { name: /^Mark read/ })).toHaveCount(0);
  await page.keyboard.press("Escape");

  const second = `New signal: EUR/GBP ${tag} LONG at 1.27140`;
  await admin.createPosition({ ...gbpusd(tag), asset: `EUR/GBP ${tag}` });
  await expect(toastFor(page, second)).toBeVisible();
  // The toast's View opens the position; closing it comes back to the dashboard. The press is dispatched: signals
  // that journeys running beside this one publish arrive as toasts stacked over this one.
  await toastFor(page, second).getByRole("button", { name: "View" }).dispatchEvent("click");
  await expect(page.getByRole("dialog", { name: `EUR/GBP ${tag} LONG` })).toBeVisible();
  await expect(page).toHaveURL(/[?&]position=/);
  await page.keyboard.press("Escape");
  await bell(page).click();
  const secondItem = feed.getByRole("listitem").filter({ hasText: second });
  await expect(secondItem.getByRole("button", { name: `Mark read: ${second}` })).toBeVisible();
  await feed.getByRole("button", { name: "Mark all read" }).click();
  await expect(secondItem.getByRole("button", { name: /^Mark read/ })).toHaveCount(0);

  // An item opens the position it is about, over the dashboard.
  await secondItem.getByRole("link", { name: `View EUR/GBP ${tag}` }).click();
  await expect(feed).toHaveCount(0);
  const details = page.getByRole("dialog", { name: `EUR/GBP ${tag} LONG` });
  await expect(details).toBeVisible();
  await expect(details).toContainText(/published \w{3} \d+, \d{4}, \d{2}:\d{2} [AP]M \S+/);
  await page.keyboard.press("Escape");
  await expect(details).toHaveCount(0);
  await expect(page).toHaveURL(/\/dashboard$/);

  // Clearing asks first; cancelling keeps the feed.
  await bell(page).click();
  await feed.getByRole("button", { name: "Clear" }).click();
  const confirm = page.getByRole("alertdialog", { name: "Clear all notifications?" });
  await confirm.getByRole("button", { name: "Cancel" }).click();
  await bell(page).click();
  await expect(feed.getByRole("listitem").filter({ hasText: tag })).toHaveCount(2);
  await feed.getByRole("button", { name: "Clear" }).click();
  await confirm.getByRole("button", { name: "Clear notifications" }).click();
  await bell(page).click();
  await expect(feed.getByRole("listitem").filter({ hasText: tag })).toHaveCount(0);
  await page.reload();
  await bell(page).click();
  await expect(feed.getByRole("heading", { name: "Notifications" })).toBeVisible();
  await expect(feed.getByRole("listitem").filter({ hasText: tag })).toHaveCount(0);
  await admin.dispose();
});

test("going offline shows Offline and one calm notice; back online, what was missed arrives once", async ({
  page,
  context,
  playwright,
  baseURL,
}, testInfo) => {
  await openDashboardAsMember(page);
  await expect(liveIndicator(page)).toBeVisible();

  await context.setOffline(true);
  await expect(offlineIndicator(page)).toBeVisible();
  await expect(page.getByText("You're offline — we'll reconnect when you're back.")).toBeVisible();
  // The connection waits for the network on purpose: that is no error to alarm anyone with.
  await expect(page.getByText("Notification Connection Error:")).toHaveCount(0);
  await snapshot(page, testInfo, "dashboard-offline");

  const tag = uniqueTag();
  const admin = await signInAdmin(playwright, baseURL);
  await admin.createPosition(gbpusd(tag));
  await admin.dispose();

  await context.setOffline(false);
  await expect(liveIndicator(page)).toBeVisible();
  await expect(page.getByText("Notification Connection Error:")).toHaveCount(0);
  const message = `New signal: GBP/USD ${tag} LONG at 1.27140`;
  await expect(toastFor(page, message)).toBeVisible();
  // Resumed from the last item seen: announced once, listed once.
  await page.waitForTimeout(500);
  await expect(toastFor(page, message)).toHaveCount(1);
  await bell(page).click();
  await expect(
    page.getByRole("dialog", { name: "Notifications" }).getByRole("listitem").filter({ hasText: tag }),
  ).toHaveCount(1);
});

test("admins open no live connection and get no bell", async ({ page }) => {
  const sockets: string[] = [];
  page.on("websocket", (socket) => sockets.push(socket.url()));
  await signInAsAdmin(page);
  await page.goto("/admin");
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await page.goto("/dashboard");
  await expect(page.getByRole("heading", { name: /^Welcome back/ })).toBeVisible();
  await expect(bell(page)).toHaveCount(0);
  await expect(page.getByRole("region", { name: "Push notifications" })).toHaveCount(0);
  expect(sockets).toEqual([]);
});

test("with the page hidden and permission given, a new position also becomes a browser notification", async ({
  page,
  context,
  playwright,
  baseURL,
}) => {
  await context.grantPermissions(["notifications"]);
  // A member who switched to another tab; nothing but the notification reaches them.
  await page.addInitScript(() => {
    Object.defineProperty(Document.prototype, "visibilityState", { get: () => "hidden" });
  });
  await openDashboardAsMember(page);
  await expect(liveIndicator(page)).toBeVisible();
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });

  const tag = uniqueTag();
  const admin = await signInAdmin(playwright, baseURL);
  await admin.createPosition(gbpusd(tag));
  await admin.dispose();

  const shown = () =>
    page.evaluate(async () => {
      const notifications = await (await navigator.serviceWorker.ready).getNotifications();
      return notifications.map((n) => ({ title: n.title, tag: n.tag, hasBody: n.body.length > 0 }));
    });
  // One tag: tests publishing beside this one may replace the text, never add a second notification.
  await expect
    .poll(shown)
    .toEqual([{ title: "SignalDesk New Trading Signal", tag: "trading-notification", hasBody: true }]);
});

test("a failure inside the notification UI stays there: the page goes on working", async ({ page }) => {
  // A feed item the UI cannot draw (its time is unreadable) makes the feed throw while rendering.
  await page.route("**/api/notifications", async (route) => {
    if (route.request().method() !== "GET") return route.fallback();
    await route.fulfill({
      json: {
        items: [
          {
            id: 1,
            type: "position_added",
            change: "opened",
            message: "New signal: EUR/USD LONG at 1.0724",
            timestamp: "not a time",
            position: { id: "p1", asset: "EUR/USD", direction: "long", riskLevel: "low", status: "active" },
            closedBeforeRelease: false,
            read: false,
          },
        ],
        unreadCount: 1,
      },
    });
  });
  const member = await openDashboardAsMember(page);
  await bell(page).click();
  await expect(page.getByRole("status").filter({ hasText: "Notifications temporarily unavailable" })).toHaveText(
    /Something went wrong/,
  );
  await expect(bell(page)).toHaveCount(0);
  await expect(page.getByRole("heading", { name: `Welcome back, ${member.firstName}` })).toBeVisible();
});
