import { expect, registerThroughApi, snapshot, test } from "./support/fixtures";
import { setSubscription } from "./support/database";

test.skip(({ isMobile }) => !isMobile, "the same screen at every width; checked where members read it");

test("a member with access sees the welcome heading and the plan badge", async ({ page }, testInfo) => {
  const member = await registerThroughApi(page);
  setSubscription(member.email, "premium", new Date("2030-01-15T12:00:00Z"));
  await page.goto("/dashboard");
  await expect(page.getByRole("heading", { name: `Welcome back, ${member.firstName}` })).toBeVisible();
  await expect(page.getByText("PREMIUM Plan", { exact: false })).toBeVisible();
  await expect(page.getByText("Access until January 15, 2030")).toBeVisible();
  await expect(page.getByText("Subscription Required")).toHaveCount(0);
  await expect(page).toHaveTitle(/Dashboard/);
  await snapshot(page, testInfo, "dashboard-premium");
});

test("a member whose subscription has expired is asked to choose a plan", async ({ page }) => {
  const member = await registerThroughApi(page);
  setSubscription(member.email, "trial", new Date(Date.now() - 60_000));
  await page.goto("/dashboard");
  await expect(page.getByRole("heading", { name: "Subscription Required" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Compare plans" })).toHaveAttribute("href", "/plans");
});
