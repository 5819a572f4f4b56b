import type { Page } from "@playwright/test";
import { PLANS, formatPlanPrice } from "../src/shared/plans";
import { signInNewAdminThroughScreen, signInAsAdmin } from "./support/admin";
import { expect, gotoInteractive, registerThroughApi, snapshot, test } from "./support/fixtures";

const isPhone = (page: Page) => (page.viewportSize()?.width ?? 0) < 768;
const mainNav = (page: Page) => page.getByRole("navigation", { name: "Main" });
const bottomBar = (page: Page) => page.getByRole("navigation", { name: "Quick links" });
const menuButton = (page: Page) => page.getByRole("button", { name: "Open menu" });
const menu = (page: Page) => page.getByRole("dialog", { name: "SignalDesk" });

async function expectLinks(scope: ReturnType<Page["locator"]>, links: [string, string][]) {
  for (const [name, href] of links)
    await expect(scope.getByRole("link", { name, exact: true })).toHaveAttribute("href", href);
}

test.describe("site header", () => {
  test("a visitor sees Home, Plans, About, Login and the trial button", async ({ page }, testInfo) => {
    test.skip(isPhone(page), "the desktop header starts at 768 px");
    await page.goto("/about");
    await expectLinks(mainNav(page), [
      ["Home", "/"],
      ["Plans", "/plans"],
      ["About", "/about"],
    ]);
    await expect(mainNav(page).getByRole("link", { name: "Dashboard" })).toHaveCount(0);
    await expect(mainNav(page).getByRole("link", { name: "About" })).toHaveAttribute("aria-current", "page");
    const header = page.getByRole("banner");
    await expect(header.getByRole("link", { name: "Login" })).toHaveAttribute("href", "/login");
    const trial = header.getByRole("link", { name: `Try Full Access - ${formatPlanPrice(PLANS.trial)}` });
    await expect(trial).toHaveAttribute("href", "/subscribe");
    // Below 768 px only: no menu button, no bottom bar on a desktop.
    await expect(menuButton(page)).toBeHidden();
    await expect(bottomBar(page)).toBeHidden();
    await snapshot(page, testInfo, "header-signed-out");

    await trial.click();
    await expect(page).toHaveURL(/\/plans$/);
    await expect(page.getByRole("heading", { name: "Login Required" })).toBeVisible();
  });

  test("a member sees Dashboard and the avatar menu, and Logout lands on the home page", async ({ page }, testInfo) => {
    test.skip(isPhone(page), "the desktop header starts at 768 px");
    const member = await registerThroughApi(page);
    await page.goto("/about");
    await expectLinks(mainNav(page), [
      ["Home", "/dashboard"],
      ["Dashboard", "/dashboard"],
      ["Plans", "/plans"],
      ["About", "/about"],
    ]);
    await expect(page.getByRole("banner").getByRole("link", { name: "Login" })).toHaveCount(0);

    await page.getByRole("button", { name: `Account menu for ${member.firstName} ${member.lastName}` }).click();
    const accountMenu = page.getByRole("menu");
    await expect(accountMenu).toContainText(member.email);
    await expect(accountMenu.getByRole("menuitem")).toHaveText([
      "Dashboard",
      "Analytics",
      "Portfolio",
      "Market Insights",
      "Weekly summaries",
      "Subscription",
      "Account Settings",
      "Support",
      "Logout",
    ]);
    await expect(accountMenu.getByRole("menuitem", { name: "Subscription" })).toHaveAttribute("href", "/plans");
    await expect(accountMenu.getByRole("menuitem", { name: "Account Settings" })).toHaveAttribute("href", "/account");
    await snapshot(page, testInfo, "header-member-menu");

    // Signed in, the plans page has no 'Login Required' card; buying is e2e/subscribe.spec.ts.
    await accountMenu.getByRole("menuitem", { name: "Subscription" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Choose your plan" })).toBeVisible();
    await expect(page.getByRole("heading", { name: "Login Required" })).toHaveCount(0);
    await expect(mainNav(page).getByRole("link", { name: "Plans" })).toHaveAttribute("aria-current", "page");
    await page.getByRole("link", { name: "Back to Dashboard" }).click();
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(page).toHaveTitle("Dashboard · SignalDesk");

    await page.getByRole("button", { name: /^Account menu for/ }).click();
    await page.getByRole("menuitem", { name: "Account Settings" }).click();
    await expect(page).toHaveURL(/\/account$/);
    await expect(page.getByRole("heading", { level: 1, name: "Account Settings" })).toBeVisible();

    await page.getByRole("button", { name: /^Account menu for/ }).click();
    await page.getByRole("menuitem", { name: "Dashboard" }).click();
    await expect(page).toHaveURL(/\/dashboard$/);

    await page.getByRole("button", { name: /^Account menu for/ }).click();
    await page.getByRole("menuitem", { name: "Logout" }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole("banner").getByRole("link", { name: "Login" })).toBeVisible();
    expect((await page.request.get("/api/auth/me")).status()).toBe(401);
  });

  test("an admin lands on /admin without the site header and finds the Admin Panel in the avatar menu", async ({
    page,
  }, testInfo) => {
    test.skip(isPhone(page), "the desktop header starts at 768 px");
    await signInNewAdminThroughScreen(page);
    await expect(page.getByRole("heading", { name: "Trading Admin Panel" })).toBeVisible();
    await expect(mainNav(page)).toHaveCount(0);

    await page.goto("/");
    await page.getByRole("button", { name: /^Account menu for/ }).click();
    await expect(page.getByRole("menuitem")).toHaveText([
      "Dashboard",
      "Analytics",
      "Market Insights",
      "Subscription",
      "Account Settings",
      "Admin Panel",
      "Logout",
    ]);
    await snapshot(page, testInfo, "header-admin-menu");
    await page.getByRole("menuitem", { name: "Admin Panel" }).click();
    await expect(page).toHaveURL(/\/admin$/);
  });
});

test.describe("phone navigation", () => {
  test("a visitor's slide-out menu and bottom bar", async ({ page }, testInfo) => {
    test.skip(!isPhone(page), "the menu and the bottom bar are for widths under 768 px");
    // Full-page captures of the whole landing page, a phone's width and 20,000 px tall, at each step.
    test.slow();
    await gotoInteractive(page, "/");
    await expect(mainNav(page)).toBeHidden();
    await expect(page.getByRole("banner").getByRole("link", { name: "Login" })).toBeHidden();

    const bar = bottomBar(page);
    await expect(bar.getByRole("link")).toHaveText(["Home", "Signals", "Subscribe", "Sign Up"]);
    await expectLinks(bar, [
      ["Home", "/"],
      ["Signals", "/dashboard"],
      ["Subscribe", "/subscribe"],
      ["Sign Up", "/register"],
    ]);
    await expect(bar.getByTestId("signals-dot")).toHaveCount(0);

    await menuButton(page).click();
    await expect(menu(page)).toBeVisible();
    await expect(menu(page)).toContainText("Professional trading insights platform");
    const links = menu(page).getByRole("navigation", { name: "Menu" });
    await expect(links.getByRole("link")).toHaveText(["Home", "Trading Signals", "Plans & Pricing", "About"]);
    await expectLinks(links, [
      ["Home", "/"],
      ["Trading Signals", "/dashboard"],
      ["Plans & Pricing", "/plans"],
      ["About", "/about"],
    ]);
    await expectLinks(menu(page), [
      ["Login", "/login"],
      ["Subscribe", "/subscribe"],
      ["Sign Up", "/register"],
    ]);
    await expect(menu(page).getByRole("link", { name: "Account Settings" })).toHaveCount(0);
    await snapshot(page, testInfo, "menu-signed-out");

    await page.keyboard.press("Escape");
    await expect(menu(page)).toBeHidden();
    await expect(menuButton(page)).toBeFocused();

    await menuButton(page).click();
    await menu(page).getByRole("link", { name: "Subscribe" }).click();
    await expect(page).toHaveURL(/\/plans$/);
    await expect(menu(page)).toBeHidden();
    await expect(page.getByRole("heading", { name: "Login Required" })).toBeVisible();

    await page.goto("/about");
    await bar.getByRole("link", { name: "Sign Up" }).click();
    await expect(page).toHaveURL(/\/register$/);
    await expect(bar).toHaveCount(0);
    await page.goto("/login");
    await expect(page.getByRole("button", { name: "Sign In" })).toBeVisible();
    await expect(bar).toHaveCount(0);
  });

  test("a member's menu shows who is signed in, the plan and Account Settings", async ({ page }, testInfo) => {
    test.skip(!isPhone(page), "the menu and the bottom bar are for widths under 768 px");
    const member = await registerThroughApi(page);
    await page.goto("/about");

    const bar = bottomBar(page);
    await expect(bar.getByRole("link")).toHaveText(["Home", "Signals", "Subscribe", "Account"]);
    await expect(bar.getByRole("link", { name: "Account" })).toHaveAttribute("href", "/account");
    // Signed in, Home is the member's dashboard, not the marketing page.
    await expect(bar.getByRole("link", { name: "Home" })).toHaveAttribute("href", "/dashboard");
    await expect(bar.getByTestId("signals-dot")).toBeVisible();

    await menuButton(page).click();
    const panel = menu(page);
    await expect(panel).toContainText("ML");
    await expect(panel).toContainText(`${member.firstName} ${member.lastName}`);
    await expect(panel).toContainText(member.email);
    await expect(panel).toContainText("INACTIVE Plan");
    await expect(panel.getByRole("navigation", { name: "Menu" }).getByRole("link")).toHaveText([
      "Dashboard",
      "Trading Signals",
      "Analytics",
      "Portfolio",
      "Market Insights",
      "Weekly summaries",
      "Plans & Pricing",
      "About",
      "Account Settings",
      "Support",
    ]);
    await expectLinks(panel, [
      ["Dashboard", "/dashboard"],
      ["Analytics", "/analytics"],
      ["Account Settings", "/account"],
      ["Support", "/support"],
    ]);
    await expect(panel.getByRole("link", { name: "Admin Panel" })).toHaveCount(0);
    await expect(panel.getByRole("link", { name: "Login" })).toHaveCount(0);
    await snapshot(page, testInfo, "menu-member");

    await panel.getByRole("link", { name: "Trading Signals" }).click();
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(bar.getByTestId("signals-dot")).toHaveCount(0);
    await snapshot(page, testInfo, "dashboard-bottom-bar");

    await bar.getByRole("link", { name: "Account" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Account Settings" })).toBeVisible();
    await expect(bar.getByTestId("signals-dot")).toBeVisible();
    await menuButton(page).click();
    await menu(page).getByRole("link", { name: "Plans & Pricing" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Choose your plan" })).toBeVisible();
    await expect(page.getByRole("heading", { name: "Login Required" })).toHaveCount(0);

    await menuButton(page).click();
    await menu(page).getByRole("button", { name: "Logout" }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(bar.getByRole("link", { name: "Sign Up" })).toBeVisible();
    expect((await page.request.get("/api/auth/me")).status()).toBe(401);
  });

  test("an admin's menu and bottom bar lead to the admin panel, where the bar is hidden", async ({ page }) => {
    test.skip(!isPhone(page), "the menu and the bottom bar are for widths under 768 px");
    await signInAsAdmin(page);
    await gotoInteractive(page, "/");
    await expect(bottomBar(page).getByRole("link", { name: "Admin", exact: true })).toHaveAttribute("href", "/admin");
    await menuButton(page).click();
    await menu(page).getByRole("link", { name: "Admin Panel" }).click();
    await expect(page).toHaveURL(/\/admin$/);
    // Under 768 px the mobile admin panel alone, with its own welcome header.
    await expect(page.getByRole("heading", { level: 1, name: "Welcome, Admin!" })).toBeVisible();
    await expect(bottomBar(page)).toHaveCount(0);
    await expect(menuButton(page)).toHaveCount(0);
  });

  test("the last section of a page stays above the bottom bar", async ({ page }) => {
    test.skip(!isPhone(page), "the bottom bar is for widths under 768 px");
    await page.goto("/terms");
    await expect(page.getByRole("heading", { level: 1, name: "Terms of Service" })).toBeVisible();
    const copyright = page.getByText(/© \d{4} SignalDesk/);
    const barTop = (await bottomBar(page).boundingBox())?.y ?? 0;
    // Scrolled to the very end, the last line of the page sits above the fixed bar, not under it.
    await expect
      .poll(async () => {
        await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
        const box = await copyright.boundingBox();
        return box ? box.y + box.height : Infinity;
      })
      .toBeLessThanOrEqual(barTop);
  });
});

test("/subscribe says it is redirecting and goes to /plans", async ({ page }, testInfo) => {
  test.skip(test.info().project.name !== "mobile", "a redirect, the same at every width");
  // The message is on screen only until the redirect runs, so a page script watches for it.
  await page.addInitScript(() => {
    new MutationObserver(() => {
      if (document.body?.textContent?.includes("Redirecting to Plans...")) {
        document.documentElement.dataset.sawRedirect = "true";
      }
    }).observe(document, { subtree: true, childList: true, characterData: true });
  });
  await page.goto("/subscribe");
  await expect(page).toHaveURL(/\/plans$/);
  await expect(page.locator("html")).toHaveAttribute("data-saw-redirect", "true");
  await snapshot(page, testInfo, "after-subscribe-redirect");
});

test("a signed-in member who opens /register is taken to their dashboard", async ({ page }) => {
  test.skip(test.info().project.name !== "mobile", "a redirect, the same at every width");
  await registerThroughApi(page);
  await page.goto("/register");
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole("heading", { name: /Welcome back|Subscription Required/ }).first()).toBeVisible();
});
