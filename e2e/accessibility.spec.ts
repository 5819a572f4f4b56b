import { expect, expectAccessible, gotoInteractive, test } from "./support/fixtures";

// No WCAG A/AA violations, nor axe's best practices, on the public pages and the 404 screen, at both widths (each
// project runs this). /plans is checked signed out and signed in by e2e/subscribe.spec.ts.
for (const path of ["/", "/about", "/terms", "/privacy", "/login", "/register", "/no/such/page"]) {
  test(`${path} has no accessibility violations`, async ({ page }) => {
    await page.goto(path);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    if (path === "/") await expect(page.getByRole("heading", { name: "Frequently asked questions" })).toBeVisible();
    await expectAccessible(page, { wholePage: true });
  });
}

test("the mobile menu and the FAQ answers have no accessibility violations when open", async ({ page }) => {
  await gotoInteractive(page, "/");
  await page.getByRole("button", { name: "Is there a money-back guarantee?" }).click();
  await expectAccessible(page);
  const toggle = page.getByRole("button", { name: "Open menu" });
  if (await toggle.isVisible()) {
    await toggle.click();
    await expect(page.getByRole("dialog")).toBeVisible();
    await expectAccessible(page);
  }
});

test("keyboard users can skip the navigation to the page content", async ({ page }) => {
  await page.goto("/about");
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await page.keyboard.press("Tab");
  const skip = page.getByRole("link", { name: "Skip to content" });
  await expect(skip).toBeFocused();
  await expect(skip).toBeVisible();
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(/\/about#main$/);
  await expect(page.getByRole("main")).toBeFocused();
});
