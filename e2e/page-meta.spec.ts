import type { Page } from "@playwright/test";
import { signInAsAdmin } from "./support/admin";
import { expect, test } from "./support/fixtures";

type PageMeta = [path: string, title: string, description: RegExp];

async function expectPageMeta(page: Page, [path, title, description]: PageMeta) {
  await page.goto(path);
  await expect(page, path).toHaveTitle(title);
  await expect(page.locator('meta[name="description"]'), path).toHaveAttribute("content", description);
}

// The title and description do not depend on the width: the desktop project checks them once.
test.beforeEach(({ page }) => {
  test.skip((page.viewportSize()?.width ?? 0) < 768, "titles and descriptions are the same at every width");
});

test("every public page names itself in the title and describes itself", async ({ page }) => {
  for (const meta of [
    ["/", "SignalDesk", /^Live trading signals from a professional trader/],
    ["/plans", "Plans · SignalDesk", /^Choose Trial Access \(\$49 once, 30 days\) or Pro Plan \(\$179 a month/],
    ["/about", "About · SignalDesk", /^Who is behind SignalDesk/],
    ["/terms", "Terms of Service · SignalDesk", /^The terms that apply to SignalDesk memberships/],
    ["/privacy", "Privacy Policy · SignalDesk", /^What personal data SignalDesk collects/],
    ["/login", "Sign in · SignalDesk", /^Sign in to see live positions/],
    ["/register", "Create your account · SignalDesk", /^Create your account, then choose/],
    ["/forgot-password", "Reset your password · SignalDesk", /^Get a link/],
    ["/no/such/page", "Page not found · SignalDesk", /^There is no page at this address\.$/],
  ] satisfies PageMeta[]) {
    await expectPageMeta(page, meta);
  }
});

// Signed in, e2e/subscribe.spec.ts checks the plans, checkout, success and account pages and
// e2e/positions-dashboard.spec.ts the dashboard.
test("the admin panel has its own title and description", async ({ page }) => {
  await signInAsAdmin(page);
  await expectPageMeta(page, ["/admin", "Admin · SignalDesk", /^Publish positions/]);
});

test("moving between pages in the app replaces the title and the description", async ({ page }) => {
  await page.goto("/plans");
  await expect(page.locator('meta[name="description"]')).toHaveAttribute("content", /^Choose Trial Access/);
  await page.getByRole("contentinfo").getByRole("link", { name: "About" }).click();
  await expect(page).toHaveTitle("About · SignalDesk");
  await expect(page.locator('meta[name="description"]')).toHaveAttribute("content", /^Who is behind SignalDesk/);
  await expect(page.locator('meta[name="description"]')).toHaveCount(1);
});
