import type { Browser, Page, TestInfo } from "@playwright/test";
import { releaseNow, sessionTokenFor, setSubscription } from "./support/database";
import { ADMIN, expect, expectAccessible, newMember, snapshot, test } from "./support/fixtures";
import { startOwnServer, type ReplayServer } from "./support/replay-server";

/*
 * docs/product.md#early-access on a server of its own: the shared server runs with early access off, so that the other
 * journeys see positions at once. This one keeps the default, 10 minutes; the server has no clock a journey can move,
 * so the release is brought to now in its database, and the server's release worker announces it as it does when the
 * time comes.
 */
let server: ReplayServer;
test.beforeEach(async () => {
  // A server of its own and two members' browsers side by side: more than the default minute on two busy cores.
  test.slow();
  server = await startOwnServer();
});
test.afterEach(async () => {
  await server.stop();
});

/** A member with that plan, signed in on a page of their own (a browser context each: two people side by side). */
async function memberOn(browser: Browser, testInfo: TestInfo, status: "premium" | "trial"): Promise<Page> {
  const { viewport, userAgent, isMobile, hasTouch, deviceScaleFactor } = testInfo.project.use;
  const context = await browser.newContext({ viewport, userAgent, isMobile, hasTouch, deviceScaleFactor });
  const page = await context.newPage();
  const member = newMember();
  const registered = await page.request.post(`${server.url}/api/auth/register`, { data: member });
  expect(registered.status(), await registered.text()).toBe(201);
  setSubscription(member.email, status, new Date(Date.now() + 20 * 86_400_000), server.database);
  return page;
}

async function onDashboard(page: Page) {
  await page.goto(`${server.url}/dashboard`);
  await expect(page.getByRole("heading", { name: /Welcome back/ })).toBeVisible();
  await expect(page.locator("main").getByText("Live", { exact: true })).toBeVisible();
}

test("a Pro member sees a new entry at once, a Trial member beside them only at its release, as it then stands", async ({
  browser,
  playwright,
}, testInfo) => {
  test.skip(
    test.info().project.name !== "mobile",
    "nothing here depends on the width; members follow signals on their phones",
  );
  const pro = await memberOn(browser, testInfo, "premium");
  const trial = await memberOn(browser, testInfo, "trial");

  // What the plans promise is what is built: Pro's card states the delay.
  await trial.goto(`${server.url}/plans`);
  const proCard = trial.getByRole("region", { name: "Pro Plan" });
  await expect(proCard.getByText("Entries 10 minutes before Trial members")).toBeVisible();
  await expect(trial.getByRole("region", { name: "Trial Access" }).getByText(/before Trial members/)).toHaveCount(0);
  await snapshot(trial, testInfo, "early-access-plans");

  // What Pro's live channel hears of new positions, to tell that the release does not announce the entry to them again.
  let proAdded = 0;
  pro.on("websocket", (socket) =>
    socket.on("framereceived", ({ payload }) => {
      if (String(payload).includes('"position_added"')) proAdded += 1;
    }),
  );
  await onDashboard(pro);
  await onDashboard(trial);
  const admin = await playwright.request.newContext({
    baseURL: server.url,
    extraHTTPHeaders: { cookie: `session=${sessionTokenFor(ADMIN.email, server.database)}` },
  });
  const created = await admin.post("/api/positions", {
    data: {
      asset: "GBP/USD",
      assetClass: "forex",
      direction: "long",
      entryPrice: 1.27,
      stopLoss: 1.265,
      targets: [{ price: 1.28, share: 100 }],
      status: "active",
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const { id } = (await created.json()) as { id: string };

  const proCardOnDashboard = pro.getByRole("article", { name: "GBP/USD" });
  await expect(proCardOnDashboard).toBeVisible();
  await expect(pro.locator("[data-sonner-toast]").filter({ hasText: "New signal" })).toBeVisible();
  await snapshot(pro, testInfo, "early-access-pro-sees-entry");

  // The trial member's live channel heard nothing, and a fresh load of the list has nothing either.
  const trialCard = trial.getByRole("article", { name: "GBP/USD" });
  await expect(trialCard).toHaveCount(0);
  await trial.reload();
  await expect(trial.getByRole("heading", { name: /Welcome back/ })).toBeVisible();
  await expect(trialCard).toHaveCount(0);
  await expect(trial.locator("[data-sonner-toast]").filter({ hasText: "GBP/USD" })).toHaveCount(0);
  // Told calmly that an entry is live for Pro members and when it reaches them, and nothing else of it.
  const notice = trial
    .getByRole("status")
    .filter({ hasText: "A new entry is live for Pro members; you will see it at" });
  await expect(notice).toBeVisible();
  await expect(notice).not.toContainText("GBP");
  await expect(pro.getByText("A new entry is live for Pro members")).toHaveCount(0);
  await snapshot(trial, testInfo, "early-access-trial-waits");

  // The trade ends before it reaches the trial member: they are told so, with its result and when, never "New signal".
  const closed = await admin.post(`/api/positions/${id}/events`, {
    data: { type: "closed", reason: "manual", price: 1.28 },
  });
  expect(closed.status(), await closed.text()).toBe(201);
  releaseNow(id, server.database);
  const told = "GBP/USD LONG closed before it reached you: +0.79%";
  const toast = trial.locator("[data-sonner-toast]").filter({ hasText: told });
  await expect(toast).toBeVisible({ timeout: 10_000 });
  await expect(toast).toContainText(/\w{3} \d{1,2}, \d{4}, \d{2}:\d{2} [AP]M/);
  await expect(trial.locator("[data-sonner-toast]").filter({ hasText: "New signal" })).toHaveCount(0);
  await expect(notice).toHaveCount(0);
  await snapshot(trial, testInfo, "early-access-trial-released");
  await trial.getByRole("button", { name: /^Notifications/ }).click();
  const feed = trial.getByRole("dialog", { name: "Notifications" });
  const item = feed.getByRole("listitem").filter({ hasText: told });
  await expect(item.locator("time")).toHaveText(/\w{3} \d{1,2}, \d{4}, \d{2}:\d{2} [AP]M/);
  // Named for what it is: a trade that ended before it reached them, not a new signal to take.
  await expect(item).toContainText("Closed before release");
  await expect(item).not.toContainText("New signal");
  await expect(feed.getByRole("listitem")).toHaveCount(1);
  await expectAccessible(trial);
  await snapshot(trial, testInfo, "early-access-trial-feed");
  // Pro members are not told twice: a second toast would come with the trial member's (give it a moment).
  await trial.waitForTimeout(1000);
  expect(proAdded).toBe(1);

  await admin.dispose();
  await pro.context().close();
  await trial.context().close();
});

test("the admin sets Pro's early access on the Settings screen; at 0 the plans promise none", async ({
  browser,
  page,
}, testInfo) => {
  test.skip(
    test.info().project.name !== "desktop",
    "a settings screen, the same at every width; checked where admins work",
  );
  await page
    .context()
    .addCookies([{ name: "session", value: sessionTokenFor(ADMIN.email, server.database), url: server.url }]);
  await page.goto(`${server.url}/admin`);
  await page.getByRole("tab", { name: "Settings", exact: true }).click();
  const minutes = page.getByRole("textbox", { name: "Early access for Pro (minutes)" });
  await expect(minutes).toHaveValue("10");
  const card = page.locator("form").filter({ has: minutes });

  await minutes.fill("-3");
  await card.getByRole("button", { name: "Save" }).click();
  await expect(card.getByText("Early access cannot be negative")).toBeVisible();
  await minutes.scrollIntoViewIfNeeded();
  await snapshot(page, testInfo, "early-access-setting-refused");

  await minutes.fill("0");
  await card.getByRole("button", { name: "Save" }).click();
  await expect(page.locator("[data-sonner-toast]").filter({ hasText: "Early access turned off" })).toBeVisible();
  await expect(minutes).toHaveValue("0");

  const trial = await memberOn(browser, testInfo, "trial");
  await trial.goto(`${server.url}/plans`);
  const proCard = trial.getByRole("region", { name: "Pro Plan" });
  await expect(proCard.getByText("Everything in Trial")).toBeVisible();
  await expect(trial.getByText(/before Trial members/)).toHaveCount(0);
  await trial.context().close();
});
