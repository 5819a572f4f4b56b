import type { Locator, Page } from "@playwright/test";
import { isPhone } from "./support/admin";
import { setSubscription } from "./support/database";
import { boxOf, expect, expectAccessible, registerThroughApi, snapshot, test } from "./support/fixtures";
import { signInAdmin, uniqueTag } from "./support/positions";
import { FULL_BROWSER } from "./support/chromium";

test.use(FULL_BROWSER);

const DAY = 86_400_000;

/** The lowest point a person sees without scrolling: the top of the phone's fixed bottom bar. */
async function foldOf(page: Page): Promise<number> {
  return (await boxOf(page.getByRole("navigation", { name: "Quick links" }))).y;
}

async function bottomOf(locator: Locator): Promise<number> {
  const box = await boxOf(locator);
  return box.y + box.height;
}

test.beforeEach(({ page }) => {
  test.skip(!isPhone(page), "the fold that matters is a phone's: 375 x 812");
});

for (const [state, daysLeft, banner] of [
  ["active", 20, "Trial Access Active"],
  ["ending", 3, "Trial ending in 3 days"],
] as const) {
  test(`a trial member (${state}) with an unverified address sees the first position without scrolling`, async ({
    page,
    playwright,
    baseURL,
  }, testInfo) => {
    // An axe pass over a dashboard other journeys have filled with positions.
    test.slow();
    const admin = await signInAdmin(playwright, baseURL);
    await admin.createPosition({
      asset: `EUR${uniqueTag()}`,
      assetClass: "forex",
      direction: "long",
      entryPrice: 1.085,
      targetPrice: 1.1,
      stopLoss: 1.078,
      riskLevel: "moderate",
      commentary: "Breakout above the weekly range.",
      status: "active",
    });
    await admin.dispose();
    const member = await registerThroughApi(page);
    setSubscription(member.email, "trial", new Date(Date.now() + daysLeft * DAY));

    await page.goto("/dashboard");
    const trial = page.getByRole("region", { name: "Trial status" });
    await expect(trial).toContainText(banner);
    await expect(page.getByRole("region", { name: "Push notifications" })).toBeVisible();
    await expect(page.getByRole("region", { name: "Verify your email" })).toBeVisible();
    // Measured with the live connection up: an attempt that failed (a loaded machine's slow handshake) rightly adds
    // its error banner above the list until the next attempt succeeds.
    await expect(page.locator("main").getByText("Live", { exact: true })).toBeVisible();

    // The banners are one line each on a phone.
    expect((await boxOf(trial)).height).toBeLessThanOrEqual(56);
    expect((await boxOf(page.getByRole("region", { name: "Push notifications" }))).height).toBeLessThanOrEqual(56);

    const first = page.getByRole("tabpanel", { name: "Ongoing Trades" }).getByRole("article").first();
    const fold = await foldOf(page);
    expect(fold).toBeLessThanOrEqual(812);
    expect(await bottomOf(first.getByRole("heading"))).toBeLessThanOrEqual(fold);
    // The entry's label and its price.
    expect(await bottomOf(first.locator("dl > div").filter({ hasText: "Entry" }))).toBeLessThanOrEqual(fold);
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
    await snapshot(page, testInfo, `dashboard-trial-${state}-fold`);
    await expectAccessible(page);
  });
}

test("the push card is dismissed for this device and stays in account settings", async ({ page }) => {
  const member = await registerThroughApi(page);
  setSubscription(member.email, "premium", new Date("2030-01-15T12:00:00Z"));
  await page.goto("/dashboard");
  const card = page.getByRole("region", { name: "Push notifications" });
  await card.getByRole("button", { name: "Dismiss push notifications card" }).click();
  await expect(card).toHaveCount(0);
  await expect(page.locator("[data-sonner-toast]")).toContainText("Push notifications stay in Account Settings");

  await page.reload();
  await expect(page.getByRole("heading", { name: `Welcome back, ${member.firstName}` })).toBeVisible();
  await expect(card).toHaveCount(0);

  await page.goto("/account");
  await expect(card).toContainText("Enable Push Notifications");
  await expect(card.getByRole("button", { name: "Dismiss push notifications card" })).toHaveCount(0);
});
