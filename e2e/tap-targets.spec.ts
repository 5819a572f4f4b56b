import { expect, registerThroughApi, smallTapTargets, test } from "./support/fixtures";
import { signInAsAdmin } from "./support/admin";
import { markEmailVerified, setSubscription } from "./support/database";

// Every control on the main pages is at least 44 px each way on a phone (fixtures.ts, smallTapTargets).
test.skip(({ isMobile }) => !isMobile, "tap targets are a phone's measure");
test.beforeEach(() => test.slow());

test("a visitor's pages have no control smaller than a fingertip", async ({ page }) => {
  for (const path of ["/", "/about", "/plans", "/track-record", "/terms", "/login", "/register", "/no/such/page"]) {
    await page.goto(path);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    expect(await smallTapTargets(page), path).toEqual([]);
  }
});

test("a member's pages have no control smaller than a fingertip", async ({ page }) => {
  const member = await registerThroughApi(page);
  markEmailVerified(member.email);
  setSubscription(member.email, "premium", new Date(Date.now() + 30 * 86_400_000));
  for (const path of ["/dashboard", "/account", "/support", "/plans"]) {
    await page.goto(path);
    await expect(page.getByRole("heading", { level: 1 }).first()).toBeVisible();
    await page.waitForLoadState("networkidle");
    expect(await smallTapTargets(page), path).toEqual([]);
  }
});

test("every tab of the phone's admin panel has no control smaller than a fingertip", async ({ page }) => {
  await signInAsAdmin(page);
  await page.goto("/admin");
  for (const tab of ["Overview", "Positions", "Users", "Support", "Insights", "Settings"]) {
    await page.getByRole("tab", { name: tab }).click();
    await expect(page.getByRole("tabpanel")).toBeVisible();
    await page.waitForLoadState("networkidle");
    expect(await smallTapTargets(page), tab).toEqual([]);
  }
});
