import type { Page } from "@playwright/test";
import { isPhone } from "./support/admin";
import { setSubscription } from "./support/database";
import { expect, expectAccessible, logoutThroughMenu, registerThroughApi, snapshot, test } from "./support/fixtures";

async function openDashboardAsMember(page: Page) {
  const member = await registerThroughApi(page);
  setSubscription(member.email, "premium", new Date("2030-01-15T12:00:00Z"));
  await page.goto("/dashboard");
  await expect(page.getByRole("heading", { name: `Welcome back, ${member.firstName}` })).toBeVisible();
  return member;
}

const indicator = (page: Page, text: string) => page.locator("main").getByText(text, { exact: true });
const OFFLINE_NOTICE = "You're offline — we'll reconnect when you're back.";

test("offline, one calm notice says so while the live connection waits; back online it is Live again", async ({
  page,
  context,
}, testInfo) => {
  test.skip(test.info().project.name !== "mobile", "the same notice at every width");
  // Waits through planned retries, with an axe pass over the dashboard.
  test.slow();
  await openDashboardAsMember(page);
  await expect(indicator(page, "Live")).toBeVisible();

  await context.setOffline(true);
  await expect(page.getByText(OFFLINE_NOTICE)).toBeVisible();
  await expect(indicator(page, "Offline")).toBeVisible();
  // Waiting for the network is no error: no red banner, no alert, over the next planned retries either.
  await page.waitForTimeout(4_000);
  await expect(page.getByRole("alert")).toHaveCount(0);
  await expect(page.getByText("Notification Connection Error:")).toHaveCount(0);
  await expect(page.getByText(OFFLINE_NOTICE)).toHaveCount(1);
  await snapshot(page, testInfo, "offline-notice");
  await expectAccessible(page);

  await context.setOffline(false);
  await expect(indicator(page, "Live")).toBeVisible();
  await expect(page.getByText(OFFLINE_NOTICE)).toHaveCount(0);
});

test("positions that failed to load come with a Retry that loads them", async ({ page }, testInfo) => {
  test.skip(test.info().project.name !== "mobile", "the same Retry at every width");
  let failing = true;
  await page.route(/\/api\/positions(\?.*)?$/, (route) => (failing ? route.abort() : route.fallback()));
  await openDashboardAsMember(page);
  const failure = page.getByRole("alert").filter({ hasText: "Failed to fetch positions" });
  await expect(failure).toBeVisible();
  await snapshot(page, testInfo, "positions-failed");

  failing = false;
  await failure.getByRole("button", { name: "Retry" }).click();
  await expect(failure).toHaveCount(0);
  await expect(page.getByRole("region", { name: "Summary" })).toBeVisible();
  await expect(page.getByRole("tab", { name: "Ongoing Trades" })).toBeVisible();
});

test.describe("a page whose code does not download", () => {
  // The service worker would answer from its precache; this is a visit before it has installed.
  test.use({ serviceWorkers: "block" });

  test("says so, and Retry loads it once the network lets it", async ({ page }, testInfo) => {
    test.skip(isPhone(page), "the same screen at every width");
    let failing = true;
    await page.route(/\/assets\/plans-page-[\w-]+\.js$/, (route) => (failing ? route.abort() : route.fallback()));
    await page.goto("/plans");
    await expect(page.getByRole("heading", { name: "This page did not load" })).toBeVisible();
    await expect(page.getByText("A part of it could not be downloaded. Retry loads it again.")).toBeVisible();
    await snapshot(page, testInfo, "chunk-failed");
    await expectAccessible(page);

    failing = false;
    await page.getByRole("button", { name: "Retry" }).click();
    await expect(page.getByRole("heading", { name: "Choose your plan" })).toBeVisible();
  });
});

test("a sign-out the server did not get says so, keeps trying, and ends the session once it can", async ({
  page,
  context,
  playwright,
  baseURL,
}, testInfo) => {
  test.skip(test.info().project.name !== "mobile", "the same notice at every width");
  // Several page loads, a reload and a full-page capture.
  test.slow();
  await openDashboardAsMember(page);
  const session = (await context.cookies()).find((cookie) => cookie.name === "session")?.value;
  expect(session).toBeTruthy();
  const serverKnows = async () => {
    const request = await playwright.request.newContext({
      baseURL,
      extraHTTPHeaders: { cookie: `session=${session}` },
    });
    const status = (await request.get("/api/auth/me")).status();
    await request.dispose();
    return status;
  };

  let failing = true;
  await page.route("**/api/auth/logout", (route) => (failing ? route.abort() : route.fallback()));
  await logoutThroughMenu(page);
  await expect(page).toHaveURL(/\/$/);
  const notice = page.locator("[data-sonner-toast]").filter({ hasText: "Still signing you out" });
  await expect(notice).toContainText(/The server could not be reached\. Trying again in \d+ s\./);
  // Signed out on this device at once; the server still holds the session, and the member is told.
  await expect(
    page
      .getByRole("link", { name: "Sign Up" })
      .or(page.getByRole("link", { name: "Login" }))
      .first(),
  ).toBeVisible();
  expect(await serverKnows()).toBe(200);
  await snapshot(page, testInfo, "sign-out-retrying");
  // The notice as the member sees it, over the landing page.
  await page.screenshot({ path: testInfo.outputPath(`${testInfo.project.name}-sign-out-retrying-viewport.png`) });

  // A reload does not bring the session back: the device remembers the sign-out it still owes.
  await page.reload();
  await expect(notice).toBeVisible();
  expect(await serverKnows()).toBe(200);

  // The device tries again by itself after 2 s, then 5 s: once that second wait is shown, "Try now" is pressed well
  // before the device's own next attempt could end the session and take the button away. The press is dispatched:
  // the toast is redrawn at each attempt, so it is seldom still long enough for a pointer click's stability check.
  await expect(notice).toContainText("Trying again in 5 s.");
  failing = false;
  await notice.getByRole("button", { name: "Try now" }).dispatchEvent("click");
  await expect(page.locator("[data-sonner-toast]").filter({ hasText: "Signed out" })).toBeVisible();
  expect(await serverKnows()).toBe(401);
  await page.goto("/dashboard");
  await expect(
    page.getByRole("button", { name: "Sign In", exact: true }).or(page.getByLabel("Email")).first(),
  ).toBeVisible();
});
